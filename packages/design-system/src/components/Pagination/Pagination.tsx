import { clsx } from 'clsx';
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '../../icons/icons.tsx';
import { useControllableState } from '../../utils/useControllableState.ts';
import { Button } from '../Button/Button.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import * as styles from './Pagination.css.ts';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** How many pages there are; below 1 nothing is rendered. */
  pageCount: number;
  /** The current page, counted from 1 (controlled). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** How many numbered pages to show either side of the current one. Defaults to 2. */
  range?: number;
  /** Shows the "Go to page" box. Defaults to true. */
  goToPage?: boolean;
}

/**
 * The numbered pages around `page`: `range` either side, shifted at the ends so there are always
 * `2 * range + 1` of them when there are that many pages.
 */
function pageWindow(page: number, pageCount: number, range: number): number[] {
  const size = Math.min(pageCount, 2 * range + 1);
  const start = Math.min(Math.max(1, page - range), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/** First / Previous, numbered pages, Next / Last, and a go-to-page box, in a labelled `nav`. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    pageCount,
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    range = 2,
    goToPage = true,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const [page, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const [target, setTarget] = useState<number | null>(null);
  const currentRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // Pressing Last (say) disables the button that has focus; keyboard users then continue from the
  // current page instead of from the top of the document.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      currentRef.current?.focus();
    }
  });

  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const isFirst = current === 1;
  const isLast = current === pageCount;

  const goTo = (next: number) => {
    if (next === current) return;
    refocus.current = next === 1 || next === pageCount;
    setPage(next);
  };

  const step = (label: string, to: number, disabled: boolean, icon: ReactNode, iconAfter = false) => (
    <li>
      <Button
        variant="outline"
        tone="neutral"
        className={styles.stepButton}
        disabled={disabled}
        onClick={() => goTo(to)}
      >
        {!iconAfter && icon}
        <span className={styles.stepText}>{label}</span>
        {iconAfter && icon}
      </Button>
    </li>
  );

  return (
    <nav ref={ref} aria-label={ariaLabel ?? 'Pagination'} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.layout}>
        <ul className={styles.list}>
          {step('First', 1, isFirst, <ChevronsLeftIcon />)}
          {step('Previous', current - 1, isFirst, <ChevronLeftIcon />)}
          {pageWindow(current, pageCount, range).map((number) => {
            const isCurrent = number === current;
            return (
              <li key={number}>
                <Button
                  ref={isCurrent ? currentRef : undefined}
                  variant={isCurrent ? 'solid' : 'ghost'}
                  tone={isCurrent ? 'accent' : 'neutral'}
                  className={styles.pageButton}
                  aria-label={`Page ${number}`}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => goTo(number)}
                >
                  {number}
                </Button>
              </li>
            );
          })}
          {step('Next', current + 1, isLast, <ChevronRightIcon />, true)}
          {step('Last', pageCount, isLast, <ChevronsRightIcon />, true)}
        </ul>
        {goToPage && (
          <form
            className={styles.goTo}
            onSubmit={(event) => {
              event.preventDefault();
              // Anything but a whole page number that exists is ignored: the pager stays where it is.
              if (target === null || !Number.isInteger(target) || target < 1 || target > pageCount) return;
              setTarget(null);
              goTo(target);
            }}
          >
            <NumberField
              label="Go to page"
              className={styles.goToField}
              inputClassName={styles.goToInput}
              value={target}
              onValueChange={setTarget}
            />
            <Button type="submit" variant="outline" tone="neutral">
              Go
            </Button>
          </form>
        )}
      </div>
    </nav>
  );
});
Pagination.displayName = 'Pagination';
