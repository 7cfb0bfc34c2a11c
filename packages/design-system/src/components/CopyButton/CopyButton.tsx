import { clsx } from 'clsx';
import { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react';
import { CheckIcon, CopyIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../theme/root.css.ts';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './CopyButton.css.ts';

export interface CopyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'value' | 'onClick' | 'onCopy'
> {
  /** The text put on the clipboard. */
  value: string;
  /** The button's name (and its text unless `iconOnly`). */
  label?: string;
  /** Shown and announced for a moment after a successful copy: pass the app's own message. */
  copiedLabel?: string;
  /** Called with the value once it is on the clipboard. */
  onCopied?: (value: string) => void;
  /** Called with the error when the clipboard refuses (no permission, insecure page, no API). */
  onCopyError?: (error: unknown) => void;
  /** Only the icon shows; `label` stays the accessible name. */
  iconOnly?: boolean;
  /** How long, in milliseconds, the copied state lasts. */
  copiedDuration?: number;
  size?: (typeof styles.copyButtonSizes)[number];
  variant?: (typeof styles.copyButtonVariants)[number];
}

/** Copies `value` to the clipboard, then says so for a moment (on screen and to screen readers). */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  {
    value,
    label = 'Copy',
    copiedLabel = 'Copied',
    onCopied,
    onCopyError,
    iconOnly = false,
    copiedDuration = 2000,
    size,
    variant = 'outline',
    className,
    ...rest
  },
  ref,
) {
  // Counts successful copies (0 = idle): copying again while "Copied" shows restarts its timer.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;

  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopies(0), copiedDuration);
    return () => window.clearTimeout(timer);
  }, [copies, copiedDuration]);

  const copy = async () => {
    try {
      // Undefined outside secure contexts (plain http), where the API does not exist.
      if (!navigator.clipboard) throw new Error('The clipboard is not available on this page.');
      await navigator.clipboard.writeText(value);
    } catch (error) {
      onCopyError?.(error);
      return;
    }
    setCopies((count) => count + 1);
    onCopied?.(value);
  };

  const common = {
    ...rest,
    ref,
    className: clsx(styles.copyButton, className),
    'data-state': copied ? 'copied' : 'idle',
    onClick: () => void copy(),
  };
  const icon = copied ? <CheckIcon /> : <CopyIcon />;

  return (
    <>
      {iconOnly ? (
        <IconButton
          {...common}
          label={copied ? copiedLabel : label}
          icon={icon}
          size={size}
          variant={variant}
        />
      ) : (
        <Button {...common} tone="neutral" variant={variant} size={size}>
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            {icon}
          </span>
          <span className={styles.labels}>
            <span className={styles.label} data-active={!copied}>
              {label}
            </span>
            <span className={styles.label} data-active={copied}>
              {copiedLabel}
            </span>
          </span>
        </Button>
      )}
      {/* A name change on a focused button is not reliably read out; a live region is. */}
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
});
CopyButton.displayName = 'CopyButton';
