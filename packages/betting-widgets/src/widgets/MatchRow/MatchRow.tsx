import { Badge, Box, Inline, Stack, Text, visuallyHidden } from '@exchange/design-system';
import {
  isDrawRunner,
  isSuspended,
  sportIdsByName,
  sportName,
  type MarketBook,
  type Match,
  type Side,
} from '@exchange/domain';
import { clsx } from 'clsx';
import { forwardRef, memo, useId, type HTMLAttributes } from 'react';
import { formatOdds, formatSize, type PriceSelection, type Runner } from '../../internal/market.ts';
import { PriceCell } from '../../internal/PriceCell.tsx';
import * as grid from '../../internal/RunnerGrid.css.ts';
import { SportIcon } from '../../internal/SportIcon.tsx';
import * as styles from './MatchRow.css.ts';

const raceSports: ReadonlySet<number> = new Set([sportIdsByName.horseRacing, sportIdsByName.greyhoundRacing]);

/** A horse or greyhound race: a field of runners, listed as runners rather than as 1 X 2. */
export function isRace(match: Match): boolean {
  return raceSports.has(match.sportId);
}

/** The match odds outcomes in the order exchanges list them: home (1), the draw (X), away (2). */
export const matchOutcomes = ['1', 'X', '2'] as const;
export type MatchOutcome = (typeof matchOutcomes)[number];

/** The market's runners as 1, X and 2: the first two runners that are not the draw, and the draw. */
export function outcomeRunners(market: MarketBook | undefined): Record<MatchOutcome, Runner | undefined> {
  const runners = market?.runners ?? [];
  const [home, away] = runners.filter((runner) => !isDrawRunner(runner.runnerName));
  return { '1': home, X: runners.find((runner) => isDrawRunner(runner.runnerName)), '2': away };
}

const startFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export interface MatchRowProps extends HTMLAttributes<HTMLDivElement> {
  match: Match;
  /** The match odds market, for the best back and lay price of each outcome. */
  odds?: MarketBook | undefined;
  onSelectMatch?: ((match: Match) => void) | undefined;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
}

/**
 * One match of a listing: sport, teams, start time or In-Play, and the best back and lay price of 1, X
 * and 2; a race lists its runners, each with its best back and lay. The name opens the match; a price
 * hands the host a `PriceSelection`. A suspended market's prices are covered by the word. Memoised: a
 * listing re-renders every frame a price moves somewhere, and most of its rows did not change.
 */
export const MatchRow = memo(
  forwardRef<HTMLDivElement, MatchRowProps>(function MatchRow(
    { match, odds, onSelectMatch, onSelectPrice, className, ...rest },
    ref,
  ) {
    const nameId = useId();
    const runners = outcomeRunners(odds);
    const suspended = isSuspended(odds?.status);
    const race = isRace(match);

    const cell = (runner: Runner | undefined, side: Side, key: string) => {
      const level = (side === 'back' ? runner?.ex.availableToBack : runner?.ex.availableToLay)?.[0];
      const verb = side === 'back' ? 'Back' : 'Lay';
      return (
        <PriceCell
          key={key}
          side={side}
          shade="strong"
          price={level?.price}
          size={level?.size}
          label={
            level && runner
              ? `${verb} ${runner.runnerName} at ${formatOdds(level.price)}, ${formatSize(level.size)} available`
              : ''
          }
          disabled={suspended || isSuspended(runner?.status)}
          onSelect={(price, size) =>
            odds &&
            runner &&
            onSelectPrice?.({
              matchId: match.matchId,
              marketId: odds.marketId,
              marketName: odds.marketName,
              selectionId: runner.selectionId,
              runnerName: runner.runnerName,
              side,
              odds: price,
              betOn: 'MATCH_ODDS',
              oddsType: odds.oddsType,
              gtype: undefined,
              volume: undefined,
              fancyStatus: undefined,
              size,
            })
          }
        />
      );
    };

    // Over the prices, which cannot be read or clicked under it.
    const suspendedCover = suspended && <div className={styles.suspendedCover}>Suspended</div>;

    const summary = (
      <div className={styles.summary}>
        <Box as="span" display="inline-flex" color="secondary">
          <SportIcon sportId={match.sportId} />
        </Box>
        <span className={visuallyHidden}>{sportName(match.sportId)}</span>
        <button type="button" id={nameId} className={styles.name} onClick={() => onSelectMatch?.(match)}>
          {match.matchName}
        </button>
        <Text asChild size="xsmall" tone="secondary">
          <Inline as="p" alignY="center" space="small" wrap={false} className={styles.when}>
            {match.inPlay ? (
              <Badge tone="positive" pulse>
                In-Play
              </Badge>
            ) : (
              <time dateTime={match.openDate}>{startFormat.format(new Date(match.openDate))}</time>
            )}
          </Inline>
        </Text>
      </div>
    );

    return (
      <div
        ref={ref}
        role="group"
        aria-labelledby={nameId}
        className={clsx(styles.row, className)}
        data-state={match.inPlay ? 'in-play' : 'upcoming'}
        data-kind={race ? 'race' : 'match'}
        {...rest}
      >
        {race ? (
          // A race: what it is, then its field under it.
          <Stack space="xsmall" paddingX="small" paddingY="xsmall">
            {summary}
            <div className={styles.field}>
              <ul className={styles.raceRunners} aria-label={`Runners of ${match.matchName}`}>
                {(odds?.runners ?? []).map((runner) => (
                  <li key={runner.selectionId} className={styles.raceRunner}>
                    <span className={styles.raceRunnerName}>{runner.runnerName}</span>
                    {cell(runner, 'back', 'back')}
                    {cell(runner, 'lay', 'lay')}
                    {!suspended && isSuspended(runner.status) && (
                      <div className={grid.overlay}>Suspended</div>
                    )}
                  </li>
                ))}
              </ul>
              {suspendedCover}
            </div>
          </Stack>
        ) : (
          <div className={styles.layout}>
            {summary}
            {matchOutcomes.flatMap((outcome) => [
              cell(runners[outcome], 'back', `${outcome}-back`),
              cell(runners[outcome], 'lay', `${outcome}-lay`),
            ])}
            {suspendedCover}
          </div>
        )}
      </div>
    );
  }),
);
MatchRow.displayName = 'MatchRow';
