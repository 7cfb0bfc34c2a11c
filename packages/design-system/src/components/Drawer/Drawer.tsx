import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/root.css.ts';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import {
  Dialog,
  type DialogCloseProps,
  type DialogRootProps,
  type DialogTriggerProps,
} from '../Dialog/Dialog.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Drawer.css.ts';

/** `open` / `defaultOpen` / `onOpenChange`, as `Dialog.Root`. */
export type DrawerRootProps = DialogRootProps;
export type DrawerTriggerProps = DialogTriggerProps;
export type DrawerCloseProps = DialogCloseProps;

export interface DrawerContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Names the drawer for assistive technology; shown in its header unless `hideTitle`. */
  title: ReactNode;
  /** Keeps the title for screen readers but hides it on screen (a logo can stand in its place). */
  hideTitle?: boolean;
  /** Shown at the start of the header, before the title: the brand's logo, say. */
  headerStart?: ReactNode;
  /** The edge it slides in from. */
  side?: styles.DrawerVariants['side'];
  /** The accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A full-height modal panel at the edge of the screen (mobile navigation): focus trapped, Escape, the
 * backdrop and the close button dismiss it, focus returns to the trigger.
 */
const DrawerContent = forwardRef<HTMLDivElement, DrawerContentProps>(function DrawerContent(
  { title, hideTitle = false, headerStart, side, closeLabel = 'Close', className, children, ...rest },
  ref,
) {
  return (
    <RadixDialog.Portal>
      <PortalTheme>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(styles.content({ side }), className)}
          data-side={side ?? 'left'}
          // A navigation drawer has no description; say so, or Radix warns.
          aria-describedby={undefined}
          {...rest}
        >
          <div className={styles.header}>
            {headerStart}
            <RadixDialog.Title className={clsx(styles.title, hideTitle && visuallyHidden)}>
              {title}
            </RadixDialog.Title>
            <Dialog.Close asChild>
              <IconButton
                label={closeLabel}
                icon={<CloseIcon />}
                size="large"
                className={styles.closeButton}
              />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </PortalTheme>
    </RadixDialog.Portal>
  );
});
DrawerContent.displayName = 'Drawer.Content';

/**
 * A drawer in parts: `Drawer.Root` holds the open state, `Drawer.Trigger` opens it (a menu button),
 * `Drawer.Content` is the panel and any `Drawer.Close` inside closes it (a link that navigates, say).
 * A drawer opens and closes exactly as a dialog does, so those parts are the dialog's own; only the
 * panel differs.
 */
export const Drawer: Pick<typeof Dialog, 'Root' | 'Trigger' | 'Close'> & {
  Content: typeof DrawerContent;
} = {
  Root: Dialog.Root,
  Trigger: Dialog.Trigger,
  Content: DrawerContent,
  Close: Dialog.Close,
};
