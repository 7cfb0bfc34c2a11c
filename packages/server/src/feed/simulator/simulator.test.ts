import { isOnLadder, sportIds } from '@exchange/domain';
import { describe, expect, it } from 'vitest';
import type { FeedMessage, MarketMessage, PricesMessage } from '../messages.ts';
import { Simulator, type SimulatorOptions } from './simulator.ts';

const start = Date.parse('2025-03-01T12:00:00.000Z');
const base: SimulatorOptions = { seed: 42, tickMs: 1000, eventsPerSport: 4, firstId: 30_000_000 };

/** Every message of `ticks` ticks, each with the tick it came in. */
function run(options: Partial<SimulatorOptions> = {}, ticks = 600) {
  const simulator = new Simulator({ ...base, ...options });
  const messages: { tick: number; message: FeedMessage }[] = [];
  for (let tick = 0; tick < ticks; tick += 1) {
    for (const message of simulator.step(new Date(start + tick * 1000)).messages)
      messages.push({ tick, message });
  }
  return messages;
}

// One long run shared by the checks below: ten minutes of simulated time.
const messages = run();
const ofType = <T extends FeedMessage['type']>(type: T) =>
  messages.flatMap(({ message }) =>
    message.type === type ? [message as Extract<FeedMessage, { type: T }>] : [],
  );
const definitions = new Map(ofType('market').map((market) => [market.marketId, market]));
const pricesOf = (kind: MarketMessage['kind']): PricesMessage[] =>
  ofType('prices').filter((prices) => definitions.get(prices.marketId)?.kind === kind);

describe('the simulator', () => {
  it('replays the same catalog and prices from the same seed, and others from another seed', () => {
    expect(run({}, 300)).toEqual(messages.filter(({ tick }) => tick < 300));
    const other = run({ seed: 43 }, 300);
    expect(other).not.toEqual(messages.filter(({ tick }) => tick < 300));
  });

  it('runs events in the five sports, some in play and some upcoming at the start, and new ones over time', () => {
    const events = ofType('event');
    expect(new Set(events.map((event) => event.sportId))).toEqual(
      new Set(sportIds.filter((id) => id !== 5000)),
    );
    const first = messages.filter(({ tick, message }) => tick === 0 && message.type === 'event');
    expect(first).toHaveLength(5 * base.eventsPerSport);
    const statuses = first.map(({ message }) => (message.type === 'event' ? message.status : ''));
    expect(statuses).toContain('inPlay');
    expect(statuses).toContain('upcoming');
    expect(events.length).toBeGreaterThan(first.length);
    // Every event belongs to a competition announced before it.
    const competitions = new Set(ofType('competition').map((competition) => competition.competitionId));
    for (const event of events) expect(competitions).toContain(event.competitionId);
  });

  it('turns upcoming events in play at their start, and closes them after their results', () => {
    const upcoming = ofType('event').filter((event) => event.status === 'upcoming');
    const turned = ofType('eventStatus').filter((status) => status.status === 'inPlay');
    expect(turned.length).toBeGreaterThan(0);
    for (const status of turned) expect(upcoming.map((event) => event.eventId)).toContain(status.eventId);
    const inPlayAt = messages.find(
      ({ message }) => message.type === 'eventStatus' && message.status === 'inPlay',
    );
    const event = upcoming.find(
      (candidate) => candidate.eventId === (inPlayAt?.message as { eventId: number }).eventId,
    );
    // The start comes when the announced open date says.
    expect(Date.parse(event?.openDate ?? '')).toBe(start + (inPlayAt?.tick ?? 0) * 1000);
  });

  it('prices match odds with three back and three lay levels on the ladder, best back below best lay', () => {
    const books = pricesOf('matchOdds');
    expect(books.length).toBeGreaterThan(1000);
    // Collected rather than asserted one by one: there are hundreds of thousands of levels.
    const problems: string[] = [];
    for (const book of books) {
      for (const runner of book.runners) {
        const backs = runner.back.map((level) => level.price);
        const lays = runner.lay.map((level) => level.price);
        const where = `${book.marketId}/${runner.selectionId} ${backs.join(',')} | ${lays.join(',')}`;
        if (backs.length !== 3 || lays.length !== 3) problems.push(`levels ${where}`);
        if (![...backs, ...lays].every(isOnLadder)) problems.push(`off the ladder ${where}`);
        if (![...runner.back, ...runner.lay].every((level) => level.size > 0)) problems.push(`size ${where}`);
        if (backs.some((price, index) => index > 0 && price >= (backs[index - 1] ?? 0)))
          problems.push(`back order ${where}`);
        if (lays.some((price, index) => index > 0 && price <= (lays[index - 1] ?? 0)))
          problems.push(`lay order ${where}`);
        if ((backs[0] ?? 0) >= (lays[0] ?? 0)) problems.push(`crossed ${where}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps a match odds book near 100% and moves its prices', () => {
    const books = pricesOf('matchOdds');
    for (const book of books.slice(0, 500)) {
      const overround = book.runners.reduce((sum, runner) => sum + 1 / (runner.back[0]?.price ?? 1), 0);
      expect(overround).toBeGreaterThan(0.95);
      expect(overround).toBeLessThan(1.3);
    }
    const first = books[0];
    const later = books
      .filter((book) => book.marketId === first?.marketId)
      .map((book) => book.runners[0]?.back[0]?.price);
    expect(new Set(later).size).toBeGreaterThan(3);
  });

  it('quotes cricket bookmaker markets in whole 100-based odds, back below lay', () => {
    const books = pricesOf('bookmaker');
    expect(books.length).toBeGreaterThan(100);
    for (const book of books) {
      for (const runner of book.runners) {
        const [back] = runner.back;
        const [lay] = runner.lay;
        expect(Number.isInteger(back?.price)).toBe(true);
        expect(Number.isInteger(lay?.price)).toBe(true);
        expect(back?.price ?? 0).toBeGreaterThan(0);
        expect(back?.price ?? 0).toBeLessThan(lay?.price ?? 0);
      }
    }
  });

  it('offers session fancies with a No line below the Yes line, BALL RUNNING while a ball is bowled, and run totals as results', () => {
    const sessions = [...definitions.values()].filter((market) => market.kind === 'fancy');
    expect(sessions.length).toBeGreaterThan(4);
    for (const session of sessions) {
      expect(session.gtype).toBe('session');
      expect(session.runners).toHaveLength(1);
      expect(session.name).toMatch(/^\d+ over runs [A-Z]{3}$/);
    }
    const lines = pricesOf('fancy');
    for (const { fancy } of lines) {
      expect(fancy).toBeDefined();
      expect(fancy?.noLine).toBeLessThan(fancy?.yesLine ?? 0);
      expect(fancy?.noRate).toBeGreaterThan(0);
    }
    expect(lines.map((line) => line.status)).toContain('BALL RUNNING');
    expect(lines.map((line) => line.status)).toContain('OPEN');
    const sessionIds = new Set(sessions.map((session) => session.marketId));
    const results = ofType('result').filter((result) => sessionIds.has(result.marketId));
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.result).toBeLessThan(400);
  });

  it('moves the scores on: cricket runs never fall within an innings, soccer minutes go forward', () => {
    const byMatch = new Map<number, FeedMessage[]>();
    for (const score of ofType('score'))
      byMatch.set(score.score.matchId, [...(byMatch.get(score.score.matchId) ?? []), score]);
    let cricketChecked = 0;
    let soccerChecked = 0;
    for (const scores of byMatch.values()) {
      const details = scores.flatMap((message) =>
        message.type === 'score' && message.score.detail ? [message.score.detail] : [],
      );
      const first = details[0];
      const last = details.at(-1);
      if (first?.kind === 'cricket' && last?.kind === 'cricket' && details.length > 10) {
        const runs = (detail: typeof first) => detail.innings.reduce((sum, innings) => sum + innings.runs, 0);
        expect(runs(last)).toBeGreaterThan(runs(first));
        cricketChecked += 1;
      }
      if (first?.kind === 'soccer' && last?.kind === 'soccer' && details.length > 10) {
        expect(last.minute).toBeGreaterThan(first.minute);
        soccerChecked += 1;
      }
    }
    expect(cricketChecked).toBeGreaterThan(0);
    expect(soccerChecked).toBeGreaterThan(0);
  });

  it('suspends match odds after a goal', () => {
    let goals = 0;
    const lastGoals = new Map<number, number>();
    for (const [index, { message }] of messages.entries()) {
      if (message.type !== 'score' || message.score.detail?.kind !== 'soccer') continue;
      const { home, away } = message.score.detail;
      const total = home.goals + away.goals;
      const before = lastGoals.get(message.score.matchId);
      lastGoals.set(message.score.matchId, total);
      if (before === undefined || total === before) continue;
      // The goal's tick published that match's odds as SUSPENDED.
      const matchOdds = ofType('market').find(
        (market) => market.eventId === message.score.matchId && market.kind === 'matchOdds',
      );
      const book = messages
        .slice(0, index)
        .reverse()
        .find(
          ({ message: earlier }) => earlier.type === 'prices' && earlier.marketId === matchOdds?.marketId,
        );
      expect(book?.message).toMatchObject({ status: 'SUSPENDED' });
      goals += 1;
    }
    expect(goals).toBeGreaterThan(0);
  });

  it('announces a result for every market of a closed event: a runner of the market (a run total for a session)', () => {
    const closed = ofType('eventStatus').filter((status) => status.status === 'closed');
    expect(closed.length).toBeGreaterThan(10);
    const results = new Map(ofType('result').map((result) => [result.marketId, result.result]));
    for (const { eventId } of closed) {
      const markets = [...definitions.values()].filter((market) => market.eventId === eventId);
      expect(markets.length).toBeGreaterThan(0);
      for (const market of markets) {
        const result = results.get(market.marketId);
        expect(result, market.name).toBeDefined();
        if (market.kind !== 'fancy')
          expect(market.runners.map((runner) => runner.selectionId)).toContain(result);
      }
    }
  });

  it('gives every competition, event, market and runner its own id from the first id up', () => {
    const ids = [
      ...ofType('competition').map((competition) => competition.competitionId),
      ...ofType('event').map((event) => event.eventId),
      ...[...definitions.values()].flatMap((market) => [
        Number(market.marketId.split('.')[1]),
        ...market.runners.map((runner) => runner.selectionId),
      ]),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(base.firstId);
  });
});
