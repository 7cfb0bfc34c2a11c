import { clsx } from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons.tsx';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Popover.css.ts';

/** `open` / `defaultOpen` / `onOpenChange`, as Radix Popover. */
export type PopoverRootProps = RadixPopover.PopoverProps;
export type PopoverTriggerProps = RadixPopover.PopoverTriggerProps;
export type PopoverCloseProps = RadixPopover.PopoverCloseProps;
export type PopoverAnchorProps = RadixPopover.PopoverAnchorProps;

export interface PopoverContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixPopover.Content>,
  'title'
> {
  /** A heading that names the popover. Without one, give it an `aria-label`. */
  title?: ReactNode;
  /** Adds a close button in the corner (Escape and a click outside always close it). */
  showClose?: boolean;
  /** The accessible name of the close button. */
  closeLabel?: string;
  side?: (typeof styles.popoverSides)[number];
  align?: (typeof styles.popoverAligns)[number];
}

function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}
PopoverRoot.displayName = 'Popover.Root';

const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(
  function PopoverTrigger(props, ref) {
    return <RadixPopover.Trigger ref={ref} {...props} />;
  },
);
PopoverTrigger.displayName = 'Popover.Trigger';

const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(props, ref) {
  return <RadixPopover.Close ref={ref} {...props} />;
});
PopoverClose.displayName = 'Popover.Close';

const PopoverAnchor = forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor(props, ref) {
  return <RadixPopover.Anchor ref={ref} {...props} />;
});
PopoverAnchor.displayName = 'Popover.Anchor';

/**
 * The floating panel: portalled and re-themed; focus moves into it on open, and Escape or a click
 * outside closes it and hands focus back to the trigger.
 */
const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    title,
    showClose = false,
    closeLabel = 'Close',
    side = 'bottom',
    align = 'start',
    sideOffset = 6,
    collisionPadding = 8,
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <RadixPopover.Portal>
      <PortalTheme>
        <RadixPopover.Content
          ref={ref}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={clsx(styles.content, className)}
          {...(hasTitle && { 'aria-labelledby': titleId })}
          {...rest}
        >
          {(hasTitle || showClose) && (
            <div className={styles.header}>
              {hasTitle && (
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              )}
              {showClose && (
                <RadixPopover.Close asChild>
                  <IconButton
                    label={closeLabel}
                    icon={<CloseIcon />}
                    size="small"
                    className={styles.closeButton}
                  />
                </RadixPopover.Close>
              )}
            </div>
          )}
          {children}
        </RadixPopover.Content>
      </PortalTheme>
    </RadixPopover.Portal>
  );
});
PopoverContent.displayName = 'Popover.Content';

/**
 * A non-modal panel anchored to its trigger, in parts: `Popover.Root`, `Popover.Trigger`,
 * `Popover.Content` (optional title and close button), `Popover.Close` for your own close actions and
 * `Popover.Anchor` to position it against something other than the trigger.
 */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Anchor: PopoverAnchor,
  Content: PopoverContent,
  Close: PopoverClose,
};
