import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import {
  createContext,
  forwardRef,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import * as styles from './AppShell.css.ts';

/** Lets a link in the mobile drawer close it: in a single-page app the shell stays put after a click. */
export const NavigationContext = createContext<{ onNavigate: () => void } | null>(null);

export interface AppShellNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A small decorative icon before the label. */
  icon?: ReactNode;
  /** The page being shown: marked for screen readers with aria-current="page". */
  active?: boolean | undefined;
  /** Renders the child (a router's link, say) with the nav link's look and behaviour. */
  asChild?: boolean | undefined;
}

export const AppShellNavLink = forwardRef<HTMLAnchorElement, AppShellNavLinkProps>(function AppShellNavLink(
  { icon, active = false, asChild = false, className, children, onClick, ...rest },
  ref,
) {
  const navigation = useContext(NavigationContext);
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      {...rest}
      ref={ref}
      className={clsx(styles.navLink, className)}
      aria-current={active ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        navigation?.onNavigate();
      }}
    >
      {icon && (
        <span className={styles.navIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Component>
  );
});
AppShellNavLink.displayName = 'AppShell.NavLink';

export interface AppShellNavItem {
  href: string;
  label: ReactNode;
  icon?: ReactNode;
  active?: boolean;
}

export interface AppShellNavListProps extends HTMLAttributes<HTMLUListElement> {
  items?: readonly AppShellNavItem[] | undefined;
  /** More entries after `items`: `<li>` elements, each holding an `AppShell.NavLink`. */
  children?: ReactNode;
}

export const AppShellNavList = forwardRef<HTMLUListElement, AppShellNavListProps>(function AppShellNavList(
  { items = [], className, children, ...rest },
  ref,
) {
  return (
    <ul {...rest} ref={ref} className={clsx(styles.navList, className)}>
      {items.map((item) => (
        <li key={item.href}>
          <AppShellNavLink href={item.href} icon={item.icon} active={item.active}>
            {item.label}
          </AppShellNavLink>
        </li>
      ))}
      {children}
    </ul>
  );
});
AppShellNavList.displayName = 'AppShell.NavList';
