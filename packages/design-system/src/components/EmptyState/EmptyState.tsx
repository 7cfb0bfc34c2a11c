import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { TrayIcon } from '../../icons/icons.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon; defaults to an empty tray. Pass `null` for none. */
  icon?: ReactNode;
  /** The heading level of the title, to fit the page's outline; `p` when it should not be a heading. */
  titleAs?: (typeof styles.emptyStateTitleLevels)[number];
  size?: (typeof styles.emptyStateSizes)[number];
  /** Actions, such as a button that clears the filters. */
  children?: ReactNode;
}

/** What to show where content would be: an icon, a title, a hint and what to do next. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    title,
    description,
    icon = <TrayIcon size={24} />,
    titleAs: Title = 'h2',
    size,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <div ref={ref} className={clsx(styles.root({ size }), className)} {...rest}>
      {icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
