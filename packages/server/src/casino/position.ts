import {
  casinoMarketBook,
  casinoMarketExposure,
  minor,
  parseCasinoMarketId,
  ruleForBet,
  type BetOn,
  type CasinoMarketQuote,
  type CasinoStake,
} from '@exchange/domain';
import type { MarketPosition } from '../bets/exposure.ts';
import type { BetFields } from '../bets/records.ts';
import type { Database } from '../db/client.ts';
import { definitionOf, readRound, roundDeal, type CasinoRoundRow } from './rounds.ts';

/**
 * A player's position on a casino market: the domain's casino money (casino/money.ts) over its open bets
 * and the market's shape, which only the game's definition knows (a sports book would take any two
 * lines of Lucky 7 for two runners of which one wins).
 */

export type CasinoBetFields = Pick<
  BetFields,
  'selectionId' | 'side' | 'stake' | 'odds' | 'betOn' | 'matchId'
>;

/** A stored casino bet as the domain's money reads it (the rule from the match id: spec 9's 33 and 9). */
export function casinoStakeOf(bet: CasinoBetFields): CasinoStake {
  return {
    selectionId: bet.selectionId,
    rule: ruleForBet({ betOn: bet.betOn as BetOn, matchId: bet.matchId }),
    side: bet.side,
    stake: minor(bet.stake),
    odds: bet.odds,
  };
}

/** The exposure of open casino bets on one market and their book (the wire's `profitlist`). */
export function casinoPositionOf(
  market: CasinoMarketQuote,
  openBets: readonly CasinoBetFields[],
): MarketPosition {
  const stakes = openBets.map(casinoStakeOf);
  return { exposure: casinoMarketExposure(market, stakes), book: casinoMarketBook(market, stakes) };
}

/** A market of the round as it stands after the steps shown, by its suffix. */
export function casinoMarketQuote(round: CasinoRoundRow, suffix: string): CasinoMarketQuote | undefined {
  const definition = definitionOf(round.gameCode);
  return definition.markets(roundDeal(round), round.shown).find((market) => market.suffix === suffix);
}

/** The market a stored casino market id names (`<round>.<suffix>`); a bet's market always has one. */
export async function storedCasinoMarket(db: Database, marketId: string): Promise<CasinoMarketQuote> {
  const key = parseCasinoMarketId(marketId);
  const round = key && (await readRound(db, key.roundId));
  const market = key && round && casinoMarketQuote(round, key.suffix);
  if (!market) throw new Error(`No casino market ${marketId}`);
  return market;
}
