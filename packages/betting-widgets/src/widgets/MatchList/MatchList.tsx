import type { MarketBook, Match } from '@exchange/domain';
import { forwardRef } from 'react';
import type { PriceSelection } from '../../internal/market.ts';
import { MarketFrame, type MarketFrameProps } from '../../internal/MarketFrame.tsx';
import { isRace, MatchRow, matchOutcomes } from '../MatchRow/MatchRow.tsx';
import * as rowStyles from '../MatchRow/MatchRow.css.ts';
import * as styles from './MatchList.css.ts';

export interface MatchListItem {
  readonly match: Match;
  /** Its match odds market, when priced. */
  readonly odds?: MarketBook | undefined;
}

export interface MatchListProps extends Omit<
  MarketFrameProps,
  'title' | 'children' | 'state' | 'emptyTitle' | 'emptyDescription'
> {
  /** The listing's name, e.g. the sport or 'In-Play'. */
  title: string;
  matches: readonly MatchListItem[];
  loading?: boolean | undefined;
  onSelectMatch?: ((match: Match) => void) | undefined;
  onSelectPrice?: ((selection: PriceSelection) => void) | undefined;
}

/**
 * A sport's (or the in-play) listing of matches with their 1 X 2 prices, races with their runners; the
 * empty text when there are none.
 */
export const MatchList = forwardRef<HTMLElement, MatchListProps>(function MatchList(
  { title, matches, loading = false, onSelectMatch, onSelectPrice, ...rest },
  ref,
) {
  return (
    <MarketFrame
      ref={ref}
      title={title}
      state={loading ? 'loading' : matches.length === 0 ? 'empty' : 'ready'}
      emptyTitle="No matches"
      emptyDescription="Matches show here as soon as they are scheduled."
      loadingLabel="Loading matches"
      placeholderRows={{ count: 4, height: 48 }}
      {...rest}
    >
      <div className={styles.list}>
        {/* Races list their runners: a listing of races alone has no 1 X 2 columns to head. */}
        {matches.some(({ match }) => !isRace(match)) && (
          <div className={`${rowStyles.layout} ${styles.header}`} aria-hidden="true">
            <span />
            {matchOutcomes.map((outcome) => (
              <span key={outcome} className={rowStyles.outcomeHeading}>
                {outcome}
              </span>
            ))}
          </div>
        )}
        <ul className={styles.rows}>
          {matches.map(({ match, odds }) => (
            <li key={match.matchId} className={styles.item}>
              <MatchRow
                match={match}
                odds={odds}
                onSelectMatch={onSelectMatch}
                onSelectPrice={onSelectPrice}
              />
            </li>
          ))}
        </ul>
      </div>
    </MarketFrame>
  );
});
MatchList.displayName = 'MatchList';
