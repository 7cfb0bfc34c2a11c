import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Card.css.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Shown in the header and names the card for assistive technology. */
  title?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  /** The heading level of the title, to fit the page's outline. */
  titleAs?: (typeof styles.cardTitleLevels)[number];
  /** `section` (default) makes a titled card a named region; `div` keeps it out of the landmarks. */
  as?: 'section' | 'article' | 'div';
  padding?: styles.CardVariants['padding'];
  elevation?: styles.CardVariants['elevation'];
}

/** A surface that groups related content, with an optional header (title and actions). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    title,
    actions,
    titleAs: Title = 'h2',
    as: Element = 'section',
    padding,
    elevation,
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== false && title !== '';
  const hasHeader = hasTitle || Boolean(actions);
  return (
    <Element
      // The union of element refs is not one type React can check; each accepts an HTMLElement.
      ref={ref as Ref<HTMLDivElement>}
      className={clsx(styles.card({ padding, elevation }), className)}
      aria-labelledby={hasTitle && Element !== 'div' ? titleId : undefined}
      {...rest}
    >
      {hasHeader && (
        <div className={styles.header}>
          {hasTitle && (
            <Title id={titleId} className={styles.title}>
              {title}
            </Title>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children !== undefined && children !== null && <div className={styles.body}>{children}</div>}
    </Element>
  );
});
Card.displayName = 'Card';
