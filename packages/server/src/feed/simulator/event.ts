import type { SportId } from '@exchange/domain';
import type { FeedMatchStatus, FeedMessage, MarketMessage } from '../messages.ts';
import type { SportModel } from './model.ts';
import { drift, exchangeLevels, quoted } from './prices.ts';
import type { Random } from './random.ts';
import { RunnerTrading } from './trading.ts';

/** The simulator's time: its tick count and the wall-clock instant of the tick. */
export interface Clock {
  tick: number;
  at: Date;
}

/** What an event's other markets hear each tick. */
export interface MarketsContext {
  /** The match markets are suspended after a key moment (a goal, a wicket). */
  suspended: boolean;
}

/** A sport's markets beside match odds (cricket's bookmaker and sessions, soccer's and tennis's types). */
export interface EventMarkets {
  /** The markets to announce with the event. */
  definitions(): MarketMessage[];
  /** This tick's prices and statuses, new markets and the results that came in play. */
  step(context: MarketsContext): FeedMessage[];
  /** The results still to give at the end of the game, whose match odds winner is `winnerIndex`. */
  results(winnerIndex: number): FeedMessage[];
}

export interface SimulatedEventSetup {
  eventId: number;
  competitionId: number;
  sportId: SportId;
  name: string;
  model: SportModel;
  /** When it turns in play: by the clock, so a slow tick does not hold a start back. */
  openDate: Date;
  nextId: () => number;
  /** The event's other markets, made once its match odds have their ids (so they are listed after them). */
  markets?: (eventId: number, nextId: () => number) => EventMarkets;
}

/**
 * One simulated event from announcement to result: its match odds market priced every tick from the
 * model's chances (with drift), suspended after key moments, the score as it changes, and the results of
 * every market when the game ends.
 */
export class SimulatedEvent {
  readonly eventId: number;
  readonly sportId: SportId;
  readonly name: string;
  readonly openDate: Date;
  readonly model: SportModel;
  readonly matchOdds: { marketId: string; selectionIds: number[] };
  status: FeedMatchStatus = 'upcoming';
  /** The tick it closed, once it has. */
  closedTick: number | undefined;
  readonly #setup: SimulatedEventSetup;
  readonly #markets: EventMarkets | undefined;
  #drifts: number[];
  /** Each match odds runner's trading, in the market's order. */
  readonly #trading: RunnerTrading[];
  #suspendedUntil = -1;
  #lastSummary = '';

  constructor(setup: SimulatedEventSetup) {
    this.#setup = setup;
    this.eventId = setup.eventId;
    this.sportId = setup.sportId;
    this.name = setup.name;
    this.openDate = setup.openDate;
    this.model = setup.model;
    this.matchOdds = {
      marketId: `1.${setup.nextId()}`,
      selectionIds: setup.model.runnerNames.map(() => setup.nextId()),
    };
    this.#markets = setup.markets?.(setup.eventId, setup.nextId);
    this.#drifts = setup.model.runnerNames.map(() => 0);
    this.#trading = setup.model.runnerNames.map(() => new RunnerTrading());
  }

  /** Plays `ticks` ticks without publishing: an event that was already under way when the feed started. */
  fastForward(ticks: number, random: Random): void {
    this.status = 'inPlay';
    this.model.start();
    for (let tick = 0; tick < ticks && !this.model.finished; tick += 1) this.model.advance(random);
  }

  /** The event, its markets, first prices and score. */
  announce(clock: Clock, random: Random): FeedMessage[] {
    const { model } = this;
    const messages: FeedMessage[] = [
      {
        type: 'event',
        eventId: this.eventId,
        competitionId: this.#setup.competitionId,
        sportId: this.sportId,
        name: this.name,
        openDate: this.openDate.toISOString(),
        status: this.status,
      },
      {
        type: 'market',
        marketId: this.matchOdds.marketId,
        eventId: this.eventId,
        kind: 'matchOdds',
        name: model.marketName,
        runners: model.runnerNames.map((name, index) => ({
          selectionId: this.matchOdds.selectionIds[index] ?? 0,
          name,
        })),
        status: 'OPEN',
      },
      ...(this.#markets?.definitions() ?? []),
    ];
    return [...messages, ...this.#publish(clock, random, true)];
  }

  /** One tick: the start, play, new prices and score, or the results once the game is over. */
  step(clock: Clock, random: Random): FeedMessage[] {
    if (this.status === 'closed') return [];
    const { tick } = clock;
    const messages: FeedMessage[] = [];
    if (this.status === 'upcoming') {
      if (clock.at < this.openDate) return this.#publish(clock, random, false);
      this.status = 'inPlay';
      messages.push({ type: 'eventStatus', eventId: this.eventId, status: 'inPlay' });
      this.#suspend(tick, this.model.start().suspendTicks);
    } else {
      this.#suspend(tick, this.model.advance(random).suspendTicks);
    }
    if (this.model.finished) return [...messages, ...this.#finish(clock)];
    return [...messages, ...this.#publish(clock, random, false)];
  }

  #suspend(tick: number, ticks: number): void {
    if (ticks > 0) this.#suspendedUntil = Math.max(this.#suspendedUntil, tick + ticks);
  }

  #publish(clock: Clock, random: Random, always: boolean): FeedMessage[] {
    const suspended = clock.tick < this.#suspendedUntil;
    // Before the start prices move slowly; in play they follow the game.
    this.#drifts = drift(this.#drifts, random, this.status === 'inPlay' ? 1 : 0.4);
    const chances = quoted(this.model.probabilities(), this.#drifts);
    const messages: FeedMessage[] = [
      {
        type: 'prices',
        marketId: this.matchOdds.marketId,
        status: suspended ? 'SUSPENDED' : 'OPEN',
        runners: this.matchOdds.selectionIds.map((selectionId, index) => {
          const levels = exchangeLevels(chances[index] ?? 0, random);
          const trading = this.#trading[index];
          // Backers and layers take turns, runner by runner, so the volume spreads across both sides.
          if (!suspended) trading?.trade(levels, (clock.tick + index) % 2 === 0 ? 'back' : 'lay');
          return { selectionId, ...levels, ...trading?.report() };
        }),
      },
      ...(this.#markets?.step({ suspended }) ?? []),
    ];
    const summary = this.model.summary();
    if (always || summary !== this.#lastSummary) messages.push(this.#score(clock));
    return messages;
  }

  #score(clock: Clock): FeedMessage {
    this.#lastSummary = this.model.summary();
    return {
      type: 'score',
      score: {
        matchId: this.eventId,
        summary: this.#lastSummary,
        detail: this.model.detail(),
        updatedAt: clock.at.toISOString(),
      },
    };
  }

  #finish(clock: Clock): FeedMessage[] {
    this.status = 'closed';
    this.closedTick = clock.tick;
    const winner = this.model.winnerIndex();
    const messages: FeedMessage[] = [this.#score(clock)];
    messages.push(...(this.#markets?.results(winner) ?? []));
    const winnerId = this.matchOdds.selectionIds[winner];
    if (winnerId !== undefined)
      messages.push({ type: 'result', marketId: this.matchOdds.marketId, result: winnerId });
    messages.push({ type: 'eventStatus', eventId: this.eventId, status: 'closed' });
    return messages;
  }
}
