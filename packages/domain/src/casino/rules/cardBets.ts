import { isOddRank, isRedCard, rankLabel, type CasinoCard, type CasinoRank } from '../cards.ts';
import {
  halfLost,
  lost,
  winIf,
  type CasinoMarketQuote,
  type CasinoMarketShape,
  type CasinoRunnerQuote,
  type RunnerOutcome,
} from '../definition.ts';
import { suspendedAt, type BackLay } from '../prices.ts';
import { backLayRunner, backRunner, market } from '../runners.ts';

/**
 * Markets at fixed prices whose runners win on a rule about the dealt cards (a card's colour, parity or
 * rank; which side has the higher card), written once as data: the same rows give the quotes and settle
 * the bets, so a game cannot price one runner and settle another.
 */

/** A runner at a fixed price that wins when `wins` holds for the deal. */
export interface RuleRunner<Deal> {
  readonly selectionId: number;
  readonly name: string;
  readonly back: number;
  /** Only on back/lay runners. */
  readonly lay?: number;
  readonly wins: (deal: Deal) => boolean;
}

export interface RuleMarket<Deal> {
  readonly suffix: string;
  readonly name: string;
  readonly shape: CasinoMarketShape;
  readonly runners: readonly RuleRunner<Deal>[];
  /** When this holds every runner loses half its stake (a 7 on Low / High, a tie on Dragon / Tiger). */
  readonly halfLoss?: (deal: Deal) => boolean;
}

export interface RuleBook<Deal> {
  /** Every market's quote, all open or all suspended. */
  quotes(suspended: boolean): CasinoMarketQuote[];
  /** Lost for a market or runner the book does not have. */
  settle(deal: Deal, suffix: string, selectionId: number): RunnerOutcome;
}

function quoteOf<Deal>(runner: RuleRunner<Deal>): CasinoRunnerQuote {
  return runner.lay === undefined
    ? backRunner(runner.selectionId, runner.name, runner.back)
    : backLayRunner(runner.selectionId, runner.name, runner.back, runner.lay);
}

/** The quotes are built once; settling is two map look-ups and the runner's rule (simulation hot path). */
export function ruleBook<Deal>(markets: readonly RuleMarket<Deal>[]): RuleBook<Deal> {
  const quotesWhen = (suspended: boolean) =>
    markets.map((entry) =>
      market(entry.suffix, entry.name, entry.shape, entry.runners.map(quoteOf), {
        halfLossTogether: entry.halfLoss !== undefined,
        suspended,
      }),
    );
  const open = quotesWhen(false);
  const closed = quotesWhen(true);
  const bySuffix = new Map(
    markets.map((entry) => [
      entry.suffix,
      {
        halfLoss: entry.halfLoss,
        runners: new Map(entry.runners.map((runner) => [runner.selectionId, runner])),
      },
    ]),
  );
  return {
    quotes: (suspended) => [...(suspended ? closed : open)],
    settle(deal, suffix, selectionId) {
      const entry = bySuffix.get(suffix);
      const runner = entry?.runners.get(selectionId);
      if (!entry || !runner) return lost;
      if (entry.halfLoss?.(deal)) return halfLost;
      return winIf(runner.wins(deal));
    },
  };
}

/** Which card of the deal a side market is about. */
export type CardOf<Deal> = (deal: Deal) => CasinoCard;

export type Label = (name: string) => string;
const bare: Label = (name) => name;

/** Two runners on one card, the second winning whenever the first does not. */
function splitMarket<Deal>(
  suffix: string,
  name: string,
  cardOf: CardOf<Deal>,
  ids: number,
  runners: readonly [{ name: string; back: number }, { name: string; back: number }],
  firstWins: (card: CasinoCard) => boolean,
  label: Label,
): RuleMarket<Deal> {
  const [first, second] = runners;
  return {
    suffix,
    name,
    shape: 'oneWinner',
    runners: [
      {
        selectionId: ids,
        name: label(first.name),
        back: first.back,
        wins: (deal) => firstWins(cardOf(deal)),
      },
      {
        selectionId: ids + 1,
        name: label(second.name),
        back: second.back,
        wins: (deal) => !firstWins(cardOf(deal)),
      },
    ],
  };
}

const isEven = (card: CasinoCard) => !isOddRank(card.rank);

/**
 * `Even` (2, 4, 6, 8, 10, Q) at `ids`, `Odd` (A, 3, 5, 7, 9, J, K) at `ids + 1` (CASINO.md 1). `label`
 * turns the bare name into the game's runner name (`Dragon Even`, `Even D`).
 */
export function oddEvenMarket<Deal>(
  suffix: string,
  name: string,
  cardOf: CardOf<Deal>,
  ids: number,
  prices: { readonly even: number; readonly odd: number },
  label: Label = bare,
): RuleMarket<Deal> {
  const runners = [
    { name: 'Even', back: prices.even },
    { name: 'Odd', back: prices.odd },
  ] as const;
  return splitMarket(suffix, name, cardOf, ids, runners, isEven, label);
}

/** `Red` (hearts, diamonds) at `ids`, `Black` at `ids + 1`. */
export function colorMarket<Deal>(
  suffix: string,
  name: string,
  cardOf: CardOf<Deal>,
  ids: number,
  price: number,
  label: Label = bare,
): RuleMarket<Deal> {
  const runners = [
    { name: 'Red', back: price },
    { name: 'Black', back: price },
  ] as const;
  return splitMarket(suffix, name, cardOf, ids, runners, isRedCard, label);
}

/** One runner per rank, at `ids + rank`, named by `label('A')`, `label('2')` ... (`Card A`, `Dragon K`). */
export function rankMarket<Deal>(
  suffix: string,
  name: string,
  cardOf: CardOf<Deal>,
  ids: number,
  ranks: readonly CasinoRank[],
  price: number,
  label: Label,
): RuleMarket<Deal> {
  return {
    suffix,
    name,
    shape: 'oneWinner',
    runners: ranks.map((rank) => ({
      selectionId: ids + rank,
      name: label(rankLabel(rank)),
      back: price,
      wins: (deal: Deal) => cardOf(deal).rank === rank,
    })),
  };
}

/**
 * A back/lay runner priced from its exact probability p (CASINO.md 6), shown SUSPENDED without prices
 * where the section's rule says so (p below 0.005 or above 0.97, or a back price under 1.01).
 */
export function quotedRunner(
  selectionId: number,
  name: string,
  p: number,
  quote: BackLay,
): CasinoRunnerQuote {
  return suspendedAt(p, quote.back)
    ? { selectionId, name, back: null, lay: null, status: 'SUSPENDED' }
    : backLayRunner(selectionId, name, quote.back, quote.lay);
}

/**
 * Low (`names[0]`, at `ids`) below the `middle` rank and High (`ids + 1`) above it, both losing half
 * their stake on the middle rank itself: Lucky 6's Low / High Card around the 6, AAA's Under / Over 7.
 */
export function lowHighMarket(
  suffix: string,
  name: string,
  ids: number,
  names: readonly [string, string],
  middle: CasinoRank,
  price: number,
): RuleMarket<CasinoCard> {
  return {
    suffix,
    name,
    shape: 'oneWinner',
    halfLoss: (card) => card.rank === middle,
    runners: [
      { selectionId: ids, name: names[0], back: price, wins: (card) => card.rank < middle },
      { selectionId: ids + 1, name: names[1], back: price, wins: (card) => card.rank > middle },
    ],
  };
}
