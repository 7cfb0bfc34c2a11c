export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './Tabs.tsx';
export { tabsVariants, type TabsVariants } from './Tabs.css.ts';
