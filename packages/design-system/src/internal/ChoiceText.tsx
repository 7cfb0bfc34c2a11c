import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../theme/root.css.ts';
import * as styles from './ChoiceText.css.ts';

/** The label and optional description beside a checkbox or switch, tied to its control by ids. */
export function ChoiceText({
  controlId,
  descriptionId,
  label,
  description,
  hideLabel = false,
}: {
  controlId: string;
  descriptionId: string;
  label: ReactNode;
  description?: ReactNode;
  hideLabel?: boolean | undefined;
}) {
  return (
    <span className={clsx(styles.text, hideLabel && visuallyHidden)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </span>
  );
}
