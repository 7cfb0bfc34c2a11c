import {
  defaultPresetStakes,
  OpenBets,
  StakeSettings,
  type PriceSelection,
  type StakeLimits,
} from '@exchange/betting-widgets';
import { Inline, Stack } from '@exchange/design-system';
import { runnerBetOf, sportName, toMinor, type Bet, type Match, type PlacedBet } from '@exchange/domain';
import type { MatchStore } from '../../sockets/matchStore.ts';
import * as screen from '../screen.css.ts';
import { BetPanel, type BetPanelProps, type SlipState } from './BetPanel.tsx';
import { LiveMarkets, LiveScore, LiveSessions } from './LiveMarkets.tsx';
import { MatchState } from './MatchState.tsx';
import { Positions } from './Positions.tsx';
import { useSlipUnderRunner } from './slipUnder.ts';
import * as styles from './sports.css.ts';
import { useOneColumn } from './useOneColumn.ts';

export interface OddsScreenProps extends Omit<BetPanelProps, 'limits'> {
  match: Match;
  /** The match room's live state (the screen reads it; it never fetches). */
  live: MatchStore;
  /** The data socket's connected flag: prices may be stale while it is down. */
  connected: boolean;
  limits?: StakeLimits | undefined;
  /** The player's open bets on this match, matched and unmatched. */
  bets: readonly PlacedBet[];
  onSelectPrice: (selection: PriceSelection) => void;
  /** Cancels an unmatched bet; a rejection's message shows in the list. */
  onCancelBet: (bet: PlacedBet) => Promise<unknown>;
  /** Moves a waiting bet to a new price (edit-bet-price); without it the open bets have no Edit price. */
  onEditPrice?: ((bet: PlacedBet, odds: number) => Promise<unknown>) | undefined;
  /** Cancels the listed waiting bets, market by market (cancel-bets); without it, no Cancel all. */
  onCancelAll?: ((bets: readonly PlacedBet[]) => Promise<unknown>) | undefined;
  /** Places a cash out's hedge bet. */
  onCashOut: (bet: Bet) => Promise<unknown>;
  /**
   * Places a bet from the price ladder (issue 41). Given, the match odds market can be shown as a ladder
   * instead of its grid; a ladder click places `ladderStake` at once (one-click betting on), or else puts
   * the price in the slip.
   */
  onLadderBet?: ((bet: Bet) => Promise<unknown>) | undefined;
  ladderStake?: number | undefined;
  /** Saves the quick-stake buttons (save-user-stake); a rejection's message shows on the form. */
  onSaveStakes: (stakes: readonly number[]) => Promise<unknown>;
  /** The names of the markets the player pinned: listed first, and open. */
  pinnedMarkets?: readonly string[] | undefined;
  /** Pins or unpins a market (by name); without it the markets have no pin. */
  onPinMarket?: ((name: string, pinned: boolean) => void) | undefined;
}

/** The slip's bet as the markets preview it (each runner's position after it). */
function pendingBetOf(slip: SlipState | null) {
  if (!slip || slip.stake === null || slip.stake <= 0 || slip.odds === null) return undefined;
  const { size: _size, ...selection } = slip.selection;
  const bet: Bet = { ...selection, odds: slip.odds, stake: toMinor(slip.stake) };
  return { ...runnerBetOf(bet), marketId: bet.marketId };
}

/**
 * `odds/{matchId}`: the score, the match odds and bookmaker markets and the sessions, live from the match
 * room; beside them (below on phones) the bet slip, the positions with their cash out, the open bets and the
 * stake buttons. On a phone a slip opens under the tapped runner. The balance and exposure are in the
 * shell's header.
 */
export function OddsScreen(props: OddsScreenProps) {
  const { match, live } = props;
  const sport = sportName(match.sportId);
  const [page, oneColumn] = useOneColumn<HTMLDivElement>();
  // Stacked in one column, the slip beside the markets would be below all of them: it opens under the
  // runner whose price was tapped (its card below keeps the one-click setting), back in its card once closed.
  const under = useSlipUnderRunner(live, props.slip?.selection, oneColumn);
  const slipUnder = under && {
    selection: under,
    content: <BetPanel {...props} limits={props.limits} part="slip" />,
  };
  return (
    <div ref={page} className={`${screen.page} ${styles.oddsPage}`}>
      <Stack as="header" space="xsmall">
        <h1 className={screen.heading}>{match.matchName}</h1>
        <Inline as="p" alignY="center" space="small" margin="none" color="secondary" fontSize="small">
          <MatchState match={match} store={live} />
          {[sport, match.seriesName].filter(Boolean).join(' · ')}
        </Inline>
        {!props.connected && (
          <p className={styles.notice} role="status">
            Reconnecting to live prices… Prices shown may be out of date.
          </p>
        )}
      </Stack>
      <div className={styles.oddsLayout}>
        <Stack space="medium" className={styles.column}>
          <LiveScore store={live} />
          <LiveMarkets
            store={live}
            bets={props.bets}
            pendingBet={pendingBetOf(props.slip)}
            limits={props.limits}
            onSelectPrice={props.onSelectPrice}
            slipUnder={slipUnder}
            pinned={props.pinnedMarkets}
            onPinChange={props.onPinMarket}
            ladder={
              props.onLadderBet && {
                stake: props.ladderStake,
                onPlaceBet: props.onLadderBet,
                onCancelBet: props.onCancelBet,
              }
            }
          />
          <LiveSessions store={live} onSelectPrice={props.onSelectPrice} slipUnder={slipUnder} />
        </Stack>
        <Stack as="aside" space="medium" className={styles.sideColumn} aria-label="Your betting">
          <BetPanel {...props} limits={props.limits} part={slipUnder ? 'settings' : 'panel'} />
          <Positions store={live} bets={props.bets} onCashOut={props.onCashOut} />
          <OpenBets
            bets={props.bets}
            onCancelBet={props.onCancelBet}
            onEditPrice={props.onEditPrice}
            onCancelAll={props.onCancelAll}
          />
          <StakeSettings
            title="Stake buttons"
            stakes={props.presetStakes.length > 0 ? props.presetStakes : defaultPresetStakes}
            onSave={props.onSaveStakes}
          />
        </Stack>
      </div>
    </div>
  );
}
