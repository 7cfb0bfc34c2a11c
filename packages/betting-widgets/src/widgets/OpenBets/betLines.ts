import {
  betOutcome,
  runnerBetOf,
  sumMinor,
  type BetListFilter,
  type Minor,
  type PlacedBet,
} from '@exchange/domain';

/** One line of the open bets list: a bet, or with average odds on, matched bets on one selection merged. */
export interface BetLine {
  readonly key: string;
  /** The bets on the line: one, or several merged into an average. */
  readonly bets: readonly PlacedBet[];
  readonly side: PlacedBet['side'];
  readonly runnerName: string;
  readonly marketName: string;
  /** The odds, or the stake-weighted average odds of merged bets. */
  readonly odds: number;
  /** The session rate, for a session bet (whose odds are its run line). */
  readonly rate: number | undefined;
  readonly stake: Minor;
  /** What the line wins (or, negative, loses) if its selection wins. */
  readonly ifWins: Minor;
}

export function matchesFilter(bet: PlacedBet, filter: BetListFilter): boolean {
  return filter === 'all' || bet.side === filter;
}

function isSession(bet: PlacedBet): boolean {
  return runnerBetOf(bet).rule === 'volumeRate';
}

function lineOf(bets: readonly PlacedBet[]): BetLine {
  const [first] = bets;
  if (!first) throw new RangeError('A bet line holds at least one bet');
  const stake = sumMinor(bets.map((bet) => bet.stake));
  return {
    key: bets.map((bet) => bet.id).join('+'),
    bets,
    side: first.side,
    runnerName: first.runnerName,
    marketName: first.marketName,
    // Stake-weighted: merged bets win (or lose) exactly what the total stake would at this price, under the
    // decimal and the 100-based rules alike (profit is linear in stake × price).
    odds: bets.reduce((sum, bet) => sum + bet.stake * bet.odds, 0) / stake,
    rate: isSession(first) ? first.volume : undefined,
    stake,
    ifWins: sumMinor(bets.map((bet) => betOutcome(runnerBetOf(bet)).ifWins)),
  };
}

/**
 * The lines to show, in the order the bets came. With `average` on, bets on the same selection, side and
 * pricing rule merge into one line at their average odds; session bets never merge, since their run lines
 * differ and an average line means nothing.
 */
export function betLines(bets: readonly PlacedBet[], average: boolean): BetLine[] {
  if (!average) return bets.map((bet) => lineOf([bet]));
  const groups = new Map<string, PlacedBet[]>();
  for (const bet of bets) {
    const { rule } = runnerBetOf(bet);
    const key = isSession(bet) ? bet.id : [bet.marketId, bet.selectionId, bet.side, rule].join('|');
    const group = groups.get(key);
    if (group) group.push(bet);
    else groups.set(key, [bet]);
  }
  return [...groups.values()].map(lineOf);
}
