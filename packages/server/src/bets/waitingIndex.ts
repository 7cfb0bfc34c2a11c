import type { LiveMarket } from '../exchange/board.ts';
import { marketRefusal, priceDecision } from './pricing.ts';
import type { BetRow } from './records.ts';

/** What the matcher needs of a waiting bet to tell, without the database, whether its price has come. */
export interface WaitingBet {
  id: string;
  marketId: string;
  selectionId: number;
  side: 'back' | 'lay';
  requestedOdds: number;
}

/**
 * The markets that have unmatched bets, and those bets' prices, in memory. Only a copy: the database is
 * the truth (a bet found here is matched only after it is read again under its owner's lock), and the
 * index is rebuilt from it at start-up.
 */
export class WaitingIndex {
  readonly #byMarket = new Map<string, Map<string, WaitingBet>>();

  add(row: Pick<BetRow, 'id' | 'marketId' | 'selectionId' | 'side' | 'requestedOdds'>): void {
    const bets = this.#byMarket.get(row.marketId) ?? new Map<string, WaitingBet>();
    bets.set(row.id, {
      id: row.id,
      marketId: row.marketId,
      selectionId: row.selectionId,
      side: row.side,
      requestedOdds: row.requestedOdds,
    });
    this.#byMarket.set(row.marketId, bets);
  }

  remove(row: Pick<BetRow, 'id' | 'marketId'>): void {
    const bets = this.#byMarket.get(row.marketId);
    bets?.delete(row.id);
    if (bets?.size === 0) this.#byMarket.delete(row.marketId);
  }

  has(marketId: string): boolean {
    return this.#byMarket.has(marketId);
  }

  markets(): string[] {
    return [...this.#byMarket.keys()];
  }

  /** The waiting bets of a market whose price the board now shows. */
  matchableIn(market: LiveMarket): WaitingBet[] {
    const bets = this.#byMarket.get(market.marketId);
    if (!bets) return [];
    return [...bets.values()].filter(
      (bet) =>
        marketRefusal(market, bet.selectionId) === null &&
        priceDecision(market, { selectionId: bet.selectionId, side: bet.side, odds: bet.requestedOdds })
          .kind === 'matched',
    );
  }
}
