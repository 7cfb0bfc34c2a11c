import { Inline, Stack, Text, Tooltip, TooltipProvider, visuallyHidden } from '@exchange/design-system';
import { casinoRoundLabel } from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import * as styles from './ResultStrip.css.ts';

export type ResultChipTone = (typeof styles.resultChipTones)[number];

/** One settled round: the spec's casino result (mid, winner name) and how its chip looks. */
export interface CasinoResultChip {
  /** The round's market id; the part before the dot is the round shown. */
  readonly mid: string;
  readonly winnerName: string;
  /** What the chip says: a letter or two ("A", "B", "T", "D"). */
  readonly label: string;
  readonly tone?: ResultChipTone | undefined;
}

// `results` is an HTML attribute of search inputs; here it is the list of rounds.
export interface ResultStripProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'results'> {
  /** Newest first. */
  results: readonly CasinoResultChip[];
  /** A chip was chosen: the host shows that round's detail. Without it the chips are not buttons. */
  onSelectResult?: ((result: CasinoResultChip) => void) | undefined;
  title?: string;
  /** Shown while no round has been settled yet. */
  emptyText?: string;
}

/**
 * The last results of a casino table as coloured chips, newest first. Each chip is named in full
 * ("Round 240913000: Player A"), which a tooltip shows on hover and keyboard focus, and, with
 * `onSelectResult`, opens that round.
 */
export const ResultStrip = forwardRef<HTMLDivElement, ResultStripProps>(function ResultStrip(
  { results, onSelectResult, title = 'Last results', emptyText = 'No results yet', className, ...rest },
  ref,
) {
  const titleId = useId();
  // The host's attributes go to the element itself, not through the atoms: an HTML `color` is no token.
  return (
    <Stack asChild space="xsmall">
      <div ref={ref} className={clsx(styles.root, className)} {...rest}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {results.length === 0 ? (
          <Text as="p" size="small" tone="secondary" className={styles.empty}>
            {emptyText}
          </Text>
        ) : (
          <TooltipProvider>
            <Inline
              as="ol"
              space="xsmall"
              wrap={false}
              padding="xxsmall"
              className={styles.list}
              aria-labelledby={titleId}
            >
              {results.map((result) => {
                const name = `Round ${casinoRoundLabel(result.mid)}: ${result.winnerName}`;
                const content = (
                  <>
                    <span aria-hidden="true">{result.label}</span>
                    <span className={visuallyHidden}>{name}</span>
                  </>
                );
                const tone = result.tone ?? 'neutral';
                return (
                  <li key={result.mid}>
                    <Tooltip content={name} side="bottom">
                      {onSelectResult ? (
                        <button
                          type="button"
                          className={styles.chip}
                          data-tone={tone}
                          onClick={() => onSelectResult(result)}
                        >
                          {content}
                        </button>
                      ) : (
                        <span className={styles.chip} data-tone={tone}>
                          {content}
                        </span>
                      )}
                    </Tooltip>
                  </li>
                );
              })}
            </Inline>
          </TooltipProvider>
        )}
      </div>
    </Stack>
  );
});
ResultStrip.displayName = 'ResultStrip';
