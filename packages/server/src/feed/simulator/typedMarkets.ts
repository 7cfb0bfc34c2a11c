import {
  decidedWinner,
  maximumOdds,
  runnerChances,
  runnerNames,
  type MarketPeriod,
  type MarketStatus,
  type MarketType,
  type WeightedOutcome,
} from '@exchange/domain';
import type { FeedMessage, MarketMessage } from '../messages.ts';
import type { EventMarkets, MarketsContext } from './event.ts';
import type { LivePriceLevel } from '../../exchange/board.ts';
import { bestBackPrice, exchangeLevels } from './prices.ts';
import { Random } from './random.ts';

/** What a sport's game tells the markets built from market types (soccer.ts, tennis.ts). */
export interface OutcomeModel<Outcome> {
  /** The chance of each way the period can still end, from the game as it stands. */
  outcomes(period: MarketPeriod): readonly WeightedOutcome<Outcome>[];
  /** How the period ended, once it has. */
  ended(period: MarketPeriod): Outcome | undefined;
}

type Outcomes<Outcome> = (period: MarketPeriod) => readonly WeightedOutcome<Outcome>[];

/** A runner's levels as last sent. */
interface RunnerBook {
  suspended: boolean;
  back: LivePriceLevel[];
  lay: LivePriceLevel[];
}

interface Offered<Outcome> {
  type: MarketType<Outcome>;
  marketId: string;
  selectionIds: number[];
  /** Resulted: nothing more is sent for it. */
  closed: boolean;
  /** What was last sent: the status and each runner's book, and how many ticks ago. */
  sent?: { status: MarketStatus; runners: RunnerBook[]; ticksAgo: number };
}

/**
 * A market whose book has not changed is sent again after this many ticks anyway: a process that mirrors
 * the feed's leader and suspended its markets while the leader was silent hears of each again soon.
 */
const resendTicks = 10;

/**
 * A match's markets beside match odds, each from its market type (packages/domain/src/marketTypes): priced
 * every tick from the model's chances of each way its period can end, and resulted by the type's rule as
 * soon as the result is certain (Over 0.5 Goals at the first goal, Half Time at the break) or at the end.
 * A market whose result is already certain when the event is announced is not offered. A book is sent
 * when it changes (at least every few ticks), not every tick: a match's dozen markets would otherwise be
 * a dozen pushes a tick to every page watching it. Its sizes come from a generator of its own, so adding
 * markets does not change how the games play out.
 */
export class TypedMarkets<Outcome> implements EventMarkets {
  readonly #model: OutcomeModel<Outcome>;
  readonly #eventId: number;
  readonly #sides: readonly [string, string];
  readonly #random: Random;
  readonly #markets: Offered<Outcome>[];

  constructor(
    types: readonly MarketType<Outcome>[],
    model: OutcomeModel<Outcome>,
    event: { eventId: number; sides: readonly [string, string]; nextId: () => number },
  ) {
    this.#model = model;
    this.#eventId = event.eventId;
    this.#sides = event.sides;
    this.#random = new Random(event.eventId);
    this.#markets = types.map((type) => ({
      type,
      marketId: `1.${event.nextId()}`,
      selectionIds: type.runners.map(() => event.nextId()),
      closed: false,
    }));
  }

  /** The markets whose result is still open, with their runners. */
  definitions(): MarketMessage[] {
    const outcomes = this.#outcomesOnce();
    return this.#markets.flatMap((market) => {
      if (this.#winner(market, outcomes) !== undefined) {
        market.closed = true;
        return [];
      }
      const names = runnerNames(market.type, this.#sides);
      return [
        {
          type: 'market' as const,
          marketId: market.marketId,
          eventId: this.#eventId,
          kind: 'matchOdds' as const,
          name: market.type.name,
          runners: market.selectionIds.map((selectionId, index) => ({
            selectionId,
            name: names[index] ?? '',
          })),
          status: 'OPEN' as const,
        },
      ];
    });
  }

  /** This tick's books, and the results of the markets decided since the last. */
  step(context: MarketsContext): FeedMessage[] {
    const status: MarketStatus = context.suspended ? 'SUSPENDED' : 'OPEN';
    const outcomes = this.#outcomesOnce();
    return this.#markets.flatMap((market): FeedMessage[] => {
      if (market.closed) return [];
      const winner = this.#winner(market, outcomes);
      if (winner !== undefined) return [this.#result(market, winner)];
      const chances = runnerChances(market.type, outcomes(market.type.period));
      const runners = chances.map((chance, index) => this.#runnerBook(chance, market.sent?.runners[index]));
      const unchanged =
        market.sent?.status === status &&
        runners.every((book, index) => book === market.sent?.runners[index]);
      if (unchanged && market.sent && market.sent.ticksAgo < resendTicks) {
        market.sent.ticksAgo += 1;
        return [];
      }
      market.sent = { status, runners, ticksAgo: 1 };
      return [
        {
          type: 'prices',
          marketId: market.marketId,
          status,
          runners: market.selectionIds.map((selectionId, index) => ({
            selectionId,
            ...(runners[index] ?? { suspended: true, back: [], lay: [] }),
          })),
        },
      ];
    });
  }

  /**
   * A runner's book for its chance: the one last sent while its best back price holds (so a market whose
   * prices did not move is not sent again, and its sizes do not jump), new levels when it moves. Fair odds
   * above the ladder's top (a score already passed, 0 - 0 after a goal) would be quoted at its top, where a
   * lay is money for nothing: such a runner takes no bets.
   */
  #runnerBook(chance: number, last: RunnerBook | undefined): RunnerBook {
    if (chance < 1 / maximumOdds) return last?.suspended ? last : { suspended: true, back: [], lay: [] };
    if (last && !last.suspended && last.back[0]?.price === bestBackPrice(chance)) return last;
    return { suspended: false, ...exchangeLevels(chance, this.#random) };
  }

  /** The results of the markets still open, at the end of the game. */
  results(): FeedMessage[] {
    return this.step({ suspended: true }).filter((message) => message.type === 'result');
  }

  /** The winning runner once certain: by the rule on the period's result, or because only one can win. */
  #winner(market: Offered<Outcome>, outcomes: Outcomes<Outcome>): number | undefined {
    const ended = this.#model.ended(market.type.period);
    if (ended !== undefined) return market.type.winner(ended);
    return decidedWinner(market.type, outcomes(market.type.period));
  }

  /** The model's outcomes of each period, worked out at most once for this tick's markets. */
  #outcomesOnce(): Outcomes<Outcome> {
    const found = new Map<MarketPeriod, readonly WeightedOutcome<Outcome>[]>();
    return (period) => {
      let outcomes = found.get(period);
      if (!outcomes) found.set(period, (outcomes = this.#model.outcomes(period)));
      return outcomes;
    };
  }

  #result(market: Offered<Outcome>, winner: number): FeedMessage {
    market.closed = true;
    return { type: 'result', marketId: market.marketId, result: market.selectionIds[winner] ?? 0 };
  }
}
