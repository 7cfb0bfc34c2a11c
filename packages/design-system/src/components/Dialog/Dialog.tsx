import { clsx } from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/root.css.ts';
import { PortalTheme } from '../../theme/ThemeProvider.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';

/** `open` / `defaultOpen` / `onOpenChange`, as Radix Dialog. */
export type DialogRootProps = RadixDialog.DialogProps;
export type DialogTriggerProps = RadixDialog.DialogTriggerProps;
export type DialogCloseProps = RadixDialog.DialogCloseProps;

export interface DialogContentProps extends Omit<
  ComponentPropsWithoutRef<typeof RadixDialog.Content>,
  'title'
> {
  /** Names the dialog for assistive technology; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** A sentence under the title, announced with it when the dialog opens. */
  description?: ReactNode;
  /** Keeps the title for screen readers but hides it on screen. */
  hideTitle?: boolean;
  size?: styles.DialogVariants['size'];
  /** The accessible name of the close button. */
  closeLabel?: string;
}

function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}
DialogRoot.displayName = 'Dialog.Root';

const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(props, ref) {
  return <RadixDialog.Trigger ref={ref} {...props} />;
});
DialogTrigger.displayName = 'Dialog.Trigger';

const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(props, ref) {
  return <RadixDialog.Close ref={ref} {...props} />;
});
DialogClose.displayName = 'Dialog.Close';

/**
 * The modal panel: portalled (and re-themed) over a backdrop, focus trapped inside, Escape and the
 * close button dismiss it, and focus goes back to whatever opened it.
 */
const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { title, description, hideTitle = false, size, closeLabel = 'Close', className, children, ...rest },
  ref,
) {
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <RadixDialog.Portal>
      <PortalTheme>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={clsx(styles.content({ size }), className)}
          // Radix warns when a dialog has no description unless told so explicitly.
          {...(!hasDescription && { 'aria-describedby': undefined })}
          {...rest}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={clsx(styles.title, hideTitle && visuallyHidden)}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} icon={<CloseIcon />} className={styles.closeButton} />
            </RadixDialog.Close>
            {hasDescription && (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </PortalTheme>
    </RadixDialog.Portal>
  );
});
DialogContent.displayName = 'Dialog.Content';

export type DialogFooterProps = HTMLAttributes<HTMLDivElement>;

/** The dialog's actions, right-aligned and kept in sight when the body scrolls. */
const DialogFooter = forwardRef<HTMLDivElement, DialogFooterProps>(function DialogFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...rest} />;
});
DialogFooter.displayName = 'Dialog.Footer';

/**
 * A modal dialog in parts: `Dialog.Root` holds the open state, `Dialog.Trigger` opens it,
 * `Dialog.Content` is the panel (title, optional description, close button) and `Dialog.Footer` its
 * actions; any `Dialog.Close` inside closes it.
 */
export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Footer: DialogFooter,
  Close: DialogClose,
};
