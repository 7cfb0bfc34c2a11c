import type { RefusalCode, Side } from '@exchange/domain';
import type { LiveMarket } from '../exchange/board.ts';

/**
 * What the live price says about a bet: matched now (at which price), waiting for its price (exchange
 * match odds only), or refused because the shown price moved (bookmaker and fancy). Pure: placement,
 * the end of an in-play delay and the matcher all ask the same question of the board.
 */
export type PriceDecision =
  { kind: 'matched'; odds: number } | { kind: 'waiting' } | { kind: 'refused'; code: RefusalCode };

export interface PricedRequest {
  selectionId: number;
  side: Side;
  /** Decimal odds, 100-based bookmaker odds, or a session's run line. */
  odds: number;
  /** A session's rate. */
  volume?: number | undefined;
}

/** Prices are compared in hundredths, as the ladder is (1.1 and 1.1000000000000001 are one price). */
const tolerance = 1e-6;
export function samePrice(a: number, b: number): boolean {
  return Math.abs(a - b) < tolerance;
}

/** Why the board refuses any bet on this market and selection now, or null if it is open. */
export function marketRefusal(market: LiveMarket | undefined, selectionId: number): RefusalCode | null {
  if (!market) return 'market_unavailable';
  if (market.status === 'CLOSED') return 'market_closed';
  if (market.status !== 'OPEN') return 'market_suspended';
  const runner = market.runners.find((candidate) => candidate.selectionId === selectionId);
  if (!runner) return 'selection_not_in_market';
  if (market.fancy) return null;
  if (runner.status === 'SUSPENDED') return 'selection_suspended';
  return null;
}

/**
 * DOMAIN.md "Matched / unmatched": a back at odds at or below the best back price is matched at that best
 * price (the better one for the backer); a higher ask waits. A lay at or above the best lay price is
 * matched at the best lay; a lower one waits. Available sizes do not limit matching (ADR 0047).
 */
function exchangeDecision(market: LiveMarket, request: PricedRequest): PriceDecision {
  const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
  const best = request.side === 'back' ? runner?.back[0]?.price : runner?.lay[0]?.price;
  if (best === undefined) return { kind: 'waiting' };
  const reached =
    request.side === 'back' ? request.odds <= best + tolerance : request.odds >= best - tolerance;
  return reached ? { kind: 'matched', odds: best } : { kind: 'waiting' };
}

/** Issue 5: "Bookmaker and fancy bets match at the shown price or are refused if it moved." */
function shownPriceDecision(market: LiveMarket, request: PricedRequest): PriceDecision {
  const oddsChanged: PriceDecision = { kind: 'refused', code: 'odds_changed' };
  if (market.fancy) {
    // A session: Yes (back) at the yes line and rate, No (lay) at the no line and rate.
    const { fancy } = market;
    const [line, rate] =
      request.side === 'back' ? [fancy.yesLine, fancy.yesRate] : [fancy.noLine, fancy.noRate];
    const same = samePrice(request.odds, line) && samePrice(request.volume ?? Number.NaN, rate);
    return same ? { kind: 'matched', odds: line } : oddsChanged;
  }
  const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
  const shown = request.side === 'back' ? runner?.back[0]?.price : runner?.lay[0]?.price;
  return shown !== undefined && samePrice(shown, request.odds)
    ? { kind: 'matched', odds: shown }
    : oddsChanged;
}

/**
 * What the bet said of a price moved during its in-play delay (placebet's `acceptBetterPrice` and
 * `waitIfPriceWorse`); null where it said nothing and the market's own rule applies.
 */
export interface PriceMoveChoice {
  acceptBetterPrice: boolean | null;
  waitIfPriceWorse: boolean | null;
}

/**
 * The end of an in-play delay (docs/adr/0026-in-play-price-moves.md). The price the bet asked for is
 * matched at it. A price moved in the player's favour is taken if the bet accepts a better price, or
 * matched at the bet's own price if it declines one; a bet that said nothing keeps the market's rule
 * (match odds take the better price, bookmaker refuses any move). A match odds price moved against the
 * bet, or gone, leaves it waiting if the bet asks to; otherwise, and always on bookmaker, where no bet
 * waits, the bet is refused. A session's line is the bet itself: any move refuses it, whatever the choice.
 */
export function delayedPriceDecision(
  market: LiveMarket,
  request: PricedRequest,
  choice: PriceMoveChoice,
): PriceDecision {
  const moved: PriceDecision = { kind: 'refused', code: 'price_moved_during_delay' };
  if (market.fancy) {
    const decision = shownPriceDecision(market, request);
    return decision.kind === 'matched' ? decision : moved;
  }
  const runner = market.runners.find((candidate) => candidate.selectionId === request.selectionId);
  const best = request.side === 'back' ? runner?.back[0]?.price : runner?.lay[0]?.price;
  const exchange = market.kind === 'matchOdds';
  if (best !== undefined && samePrice(best, request.odds)) return { kind: 'matched', odds: best };
  const better = best !== undefined && (request.side === 'back' ? best > request.odds : best < request.odds);
  if (better) {
    if (choice.acceptBetterPrice === null) return exchange ? { kind: 'matched', odds: best } : moved;
    return { kind: 'matched', odds: choice.acceptBetterPrice ? best : request.odds };
  }
  return exchange && choice.waitIfPriceWorse === true ? { kind: 'waiting' } : moved;
}

export function priceDecision(market: LiveMarket, request: PricedRequest): PriceDecision {
  return market.kind === 'matchOdds'
    ? exchangeDecision(market, request)
    : shownPriceDecision(market, request);
}
