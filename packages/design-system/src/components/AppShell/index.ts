export { AppShell, type AppShellLayout, type AppShellProps } from './AppShell.tsx';
export {
  type AppShellNavItem,
  type AppShellNavLinkProps,
  type AppShellNavListProps,
} from './AppShellNav.tsx';
export { appShellLayouts } from './AppShell.css.ts';
