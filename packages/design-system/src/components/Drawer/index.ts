export {
  Drawer,
  type DrawerCloseProps,
  type DrawerContentProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
} from './Drawer.tsx';
export { drawerSides, type DrawerVariants } from './Drawer.css.ts';
