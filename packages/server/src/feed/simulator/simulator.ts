import type { FeedMessage } from '../messages.ts';
import { SimulatedEvent, type Clock } from './event.ts';
import type { SimulatedCompetition } from './names.ts';
import { Random } from './random.ts';
import { sportPlans, type SportPlan } from './sports.ts';

export interface SimulatorOptions {
  seed: number;
  /** Wall-clock milliseconds a tick stands for (dates of upcoming events are reckoned with it). */
  tickMs: number;
  /** Events not yet closed that each sport keeps going. */
  eventsPerSport: number;
  /** The first id of competitions, events, markets and runners. */
  firstId: number;
  /** Overs an innings lasts (10 by default: a T10 match takes a few minutes at a tick a second). */
  cricketOvers?: number;
  /** Ticks a closed event stays on the board, with its final prices and score, before it is forgotten. */
  retainClosedTicks?: number;
}

export interface SimulatorStep {
  messages: FeedMessage[];
  /** Events closed long enough ago to take off the board. */
  forgotten: number[];
}

/**
 * The deterministic odds simulator: the same seed, first id and clock give the same catalog and the same
 * messages tick after tick. It keeps `eventsPerSport` events going in each of the five sports (about half
 * in play at the start), announces a new upcoming event whenever one closes, and plays them all a tick at
 * a time. It only produces messages; the feed around it (feed.ts) applies them.
 */
export class Simulator {
  readonly #options: Required<SimulatorOptions>;
  readonly #random: Random;
  readonly #plans: SportPlan[];
  readonly #competitionIds = new Map<SimulatedCompetition, number>();
  #events: SimulatedEvent[] = [];
  #nextId: number;
  #tick = 0;

  constructor(options: SimulatorOptions) {
    this.#options = { cricketOvers: 10, retainClosedTicks: 60, ...options };
    this.#random = new Random(options.seed);
    this.#nextId = options.firstId;
    this.#plans = sportPlans({ cricketOvers: this.#options.cricketOvers });
  }

  get tick(): number {
    return this.#tick;
  }

  /** The events being played or waiting to start, and those closed but still shown. */
  get events(): readonly SimulatedEvent[] {
    return this.#events;
  }

  readonly #id = (): number => {
    const id = this.#nextId;
    this.#nextId += 1;
    return id;
  };

  /** One tick at `at`: the first one also announces the starting events. */
  step(at: Date): SimulatorStep {
    const clock: Clock = { tick: this.#tick, at };
    const messages: FeedMessage[] = [];
    if (this.#tick === 0) {
      for (const plan of this.#plans) {
        for (let index = 0; index < this.#options.eventsPerSport; index += 1) {
          messages.push(...this.#create(plan, clock, index % 2 === 0));
        }
      }
    } else {
      for (const event of this.#events) messages.push(...event.step(clock, this.#random));
      for (const plan of this.#plans) {
        const open = this.#events.filter(
          (event) => event.sportId === plan.sportId && event.status !== 'closed',
        );
        for (let count = open.length; count < this.#options.eventsPerSport; count += 1) {
          messages.push(...this.#create(plan, clock, false));
        }
      }
    }
    const forgotten = this.#events
      .filter(
        (event) =>
          event.closedTick !== undefined && this.#tick - event.closedTick >= this.#options.retainClosedTicks,
      )
      .map((event) => event.eventId);
    this.#events = this.#events.filter((event) => !forgotten.includes(event.eventId));
    this.#tick += 1;
    return { messages, forgotten };
  }

  /**
   * The fixture of `competition`, or of the next competition whose fixture no open event of the sport is
   * called: races are named by off time and venue, and the simulator starts them seconds apart, so two
   * races at one venue could share a minute and a listing would show the same name twice.
   */
  #unnamedFixture(plan: SportPlan, picked: SimulatedCompetition, openDate: Date) {
    const taken = new Set(
      this.#events
        .filter((event) => event.sportId === plan.sportId && event.status !== 'closed')
        .map((event) => event.name),
    );
    const first = plan.competitions.indexOf(picked);
    let competition = picked;
    let fixture = plan.fixture(picked, openDate, this.#random);
    for (let step = 1; taken.has(fixture.name) && step < plan.competitions.length; step += 1) {
      competition = plan.competitions[(first + step) % plan.competitions.length] ?? picked;
      fixture = plan.fixture(competition, openDate, this.#random);
    }
    // More events at once than venues (a large EVENTS_PER_SPORT): the race's number tells them apart.
    for (let count = 2; taken.has(fixture.name); count += 1) {
      const numbered = `${fixture.name.replace(/ \(\d+\)$/, '')} (${count})`;
      fixture = { ...fixture, name: numbered };
    }
    return { competition, fixture };
  }

  /** A new event: in play already (part-way through its game) or starting after the sport's delay. */
  #create(plan: SportPlan, clock: Clock, inPlay: boolean): FeedMessage[] {
    const random = this.#random;
    const messages: FeedMessage[] = [];
    const picked = random.pick(plan.competitions);
    // An event already in play at launch is some way through its game.
    const played = inPlay ? random.int(1, Math.floor(plan.typicalTicks * 0.7)) : 0;
    const startTick = inPlay ? clock.tick - played : clock.tick + random.int(...plan.startDelay);
    const openDate = new Date(clock.at.getTime() + (startTick - clock.tick) * this.#options.tickMs);
    const { competition, fixture } = this.#unnamedFixture(plan, picked, openDate);
    let competitionId = this.#competitionIds.get(competition);
    if (competitionId === undefined) {
      competitionId = this.#id();
      this.#competitionIds.set(competition, competitionId);
      messages.push({ type: 'competition', competitionId, sportId: plan.sportId, name: competition.name });
    }
    const eventId = this.#id();
    const event = new SimulatedEvent({
      eventId,
      competitionId,
      sportId: plan.sportId,
      name: fixture.name,
      model: fixture.model,
      openDate,
      nextId: this.#id,
      ...(fixture.markets && { markets: fixture.markets }),
    });
    if (inPlay) event.fastForward(played, random);
    this.#events.push(event);
    return [...messages, ...event.announce(clock, random)];
  }
}
