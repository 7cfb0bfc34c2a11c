import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import {
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type ComponentRef,
} from 'react';
import * as styles from './Tabs.css.ts';

type Variant = (typeof styles.tabsVariants)[number];

const VariantContext = createContext<Variant>('underline');

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof RadixTabs.Root> {
  /** `underline` for page sections, `pill` for filters such as a game lobby's categories. */
  variant?: Variant;
}

/**
 * Tabs on Radix Tabs: `value` / `defaultValue` / `onValueChange`; arrow keys move between tabs (Home and
 * End to the ends), disabled tabs are skipped, and a list too long for the screen scrolls sideways.
 */
const Root = forwardRef<ComponentRef<typeof RadixTabs.Root>, TabsRootProps>(function TabsRoot(
  { variant = 'underline', className, ...rest },
  ref,
) {
  return (
    <VariantContext.Provider value={variant}>
      <RadixTabs.Root ref={ref} className={clsx(styles.root, className)} data-variant={variant} {...rest} />
    </VariantContext.Provider>
  );
});
Root.displayName = 'Tabs.Root';

export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;

const List = forwardRef<ComponentRef<typeof RadixTabs.List>, TabsListProps>(function TabsList(
  { className, ...rest },
  forwardedRef,
) {
  const variant = useContext(VariantContext);
  const listRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(forwardedRef, () => listRef.current as HTMLDivElement, []);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // A tab chosen before the first render (say the 15th of 18) is scrolled into sight within the list
    // only, so the page itself does not jump. Later moves need nothing: focusing a tab scrolls it into view.
    const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (active) {
      const start = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      const end = start + active.offsetWidth;
      if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = start - (list.clientWidth - active.offsetWidth) / 2;
      }
    }
    // Marks which ends have more tabs out of sight, so the styles can fade them as a hint to scroll.
    // Written straight to the element: a scroll must not re-render every tab.
    const markOverflow = () => {
      const scrolled = Math.abs(list.scrollLeft);
      list.toggleAttribute('data-overflow-start', scrolled > 1);
      list.toggleAttribute('data-overflow-end', scrolled + list.clientWidth < list.scrollWidth - 1);
    };
    markOverflow();
    list.addEventListener('scroll', markOverflow, { passive: true });
    const resize = new ResizeObserver(markOverflow);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', markOverflow);
      resize.disconnect();
    };
  }, []);
  return <RadixTabs.List ref={listRef} className={clsx(styles.list({ variant }), className)} {...rest} />;
});
List.displayName = 'Tabs.List';

/** `value` becomes part of the ids that tie a tab to its panel: use one without spaces (`live-casino`). */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;

const Trigger = forwardRef<ComponentRef<typeof RadixTabs.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, ...rest },
  ref,
) {
  const variant = useContext(VariantContext);
  return <RadixTabs.Trigger ref={ref} className={clsx(styles.trigger({ variant }), className)} {...rest} />;
});
Trigger.displayName = 'Tabs.Trigger';

export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const Content = forwardRef<ComponentRef<typeof RadixTabs.Content>, TabsContentProps>(function TabsContent(
  { className, ...rest },
  ref,
) {
  return <RadixTabs.Content ref={ref} className={clsx(styles.content, className)} {...rest} />;
});
Content.displayName = 'Tabs.Content';

export const Tabs = { Root, List, Trigger, Content };
