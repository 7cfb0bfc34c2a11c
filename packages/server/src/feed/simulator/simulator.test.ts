import {
  isOnLadder,
  runnerNames,
  soccerMarketTypes,
  sportIds,
  sportIdsByName,
  tennisMarketTypes,
  tennisResult,
  type MarketType,
  type ScoreDetail,
} from '@exchange/domain';
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
        // A runner the ladder cannot price (fair odds above 1000) is suspended without levels.
        if (runner.suspended && runner.back.length + runner.lay.length === 0) continue;
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
      // A suspended runner (one the match can no longer give) has no price and next to no chance.
      const priced = book.runners.filter((runner) => !runner.suspended);
      const overround = priced.reduce((sum, runner) => sum + 1 / (runner.back[0]?.price ?? 1), 0);
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

  it('never has two open events of a sport by one name: races at a venue a minute apart at least', () => {
    const simulator = new Simulator(base);
    const competitions = new Map<number, string>();
    const races: { name: string; competitionId: number }[] = [];
    for (let tick = 0; tick < 600; tick += 1) {
      for (const message of simulator.step(new Date(start + tick * 1000)).messages) {
        if (message.type === 'competition') competitions.set(message.competitionId, message.name);
        if (message.type === 'event' && (message.sportId === 7 || message.sportId === 4339))
          races.push(message);
      }
      for (const sportId of new Set(simulator.events.map((event) => event.sportId))) {
        const open = simulator.events.filter(
          (event) => event.sportId === sportId && event.status !== 'closed',
        );
        const names = open.map((event) => event.name);
        expect(new Set(names).size, `tick ${tick}: ${names.join(', ')}`).toBe(names.length);
      }
    }
    // A race moved to another venue is that venue's: '14:30 Ascot' of 'Ascot (GB)'.
    expect(races.length).toBeGreaterThan(20);
    for (const race of races) {
      expect(competitions.get(race.competitionId)).toMatch(new RegExp(`^${race.name.slice(6)} `));
    }
  });

  it('offers soccer and tennis the markets of their market types, match odds first, each with its runners', () => {
    const bySport = (sportId: number) =>
      ofType('event').filter((event) => event.sportId === sportId && event.status === 'upcoming');
    const soccer = bySport(sportIdsByName.soccer);
    const tennis = bySport(sportIdsByName.tennis);
    expect(soccer.length).toBeGreaterThan(2);
    expect(tennis.length).toBeGreaterThan(2);
    for (const event of [...soccer, ...tennis]) {
      const markets = [...definitions.values()].filter((market) => market.eventId === event.eventId);
      const [home = '', away = ''] = event.name.split(' v ');
      const types: readonly MarketType<never>[] =
        event.sportId === sportIdsByName.soccer ? soccerMarketTypes : tennisMarketTypes(0);
      // An upcoming match has every market (none is decided before the start).
      expect(markets.map((market) => market.name)).toEqual(types.map((type) => type.name));
      for (const [index, market] of markets.entries()) {
        expect(market.kind).toBe('matchOdds');
        const names = market.runners.map((runner) => runner.name);
        const type = types[index];
        // The handicaps' runners depend on who gives the games: either way round is a type's runners.
        const expected = [0, 1].map((giver) => {
          const typed =
            event.sportId === sportIdsByName.soccer ? type : tennisMarketTypes(giver as 0 | 1)[index];
          return typed ? runnerNames(typed, [home, away]) : [];
        });
        expect(expected).toContainEqual(names);
      }
    }
  });

  it("results each soccer and tennis market by its type's rule on the match's own score, half time at the break", () => {
    const finalDetail = new Map<number, ScoreDetail>();
    /** The tick each soccer match's score first showed its half-time score. */
    const breakTick = new Map<number, number>();
    for (const { tick, message } of messages) {
      if (message.type !== 'score' || !message.score.detail) continue;
      const { matchId, detail } = message.score;
      finalDetail.set(matchId, detail);
      if (detail.kind === 'soccer' && detail.halfTime && !breakTick.has(matchId))
        breakTick.set(matchId, tick);
    }
    const closedTick = new Map(
      messages.flatMap(({ tick, message }) =>
        message.type === 'eventStatus' && message.status === 'closed'
          ? [[message.eventId, tick] as const]
          : [],
      ),
    );
    const checked = { soccer: 0, halfTime: 0, tennis: 0 };
    for (const { tick, message } of messages) {
      if (message.type !== 'result') continue;
      const market = definitions.get(message.marketId);
      const detail = market && finalDetail.get(market.eventId);
      if (!market || market.kind !== 'matchOdds' || !closedTick.has(market.eventId)) continue;
      const winner = market.runners.find((runner) => runner.selectionId === message.result)?.name;
      if (detail?.kind === 'soccer') {
        const type = soccerMarketTypes.find((candidate) => candidate.name === market.name);
        if (!type) throw new Error(`no soccer market type named ${market.name}`);
        const teams = [detail.home.team, detail.away.team] as const;
        if (type.period === 'firstHalf') {
          // Settled at the break, on the score then, while the match went on.
          expect(tick).toBe(breakTick.get(market.eventId));
          expect(tick).toBeLessThan(closedTick.get(market.eventId) ?? 0);
          checked.halfTime += 1;
        }
        // A market resulted before the end is one nothing later could change: the final score agrees.
        const goals =
          type.period === 'firstHalf'
            ? (detail.halfTime ?? { home: -1, away: -1 })
            : { home: detail.home.goals, away: detail.away.goals };
        expect(winner, `${market.name} at ${goals.home}-${goals.away}`).toBe(
          runnerNames(type, teams)[type.winner(goals)],
        );
        checked.soccer += 1;
      } else if (detail?.kind === 'tennis') {
        const result = tennisResult(detail.sets);
        const names = market.runners.map((runner) => runner.name).join();
        const type = [...tennisMarketTypes(0), ...tennisMarketTypes(1)].find(
          (candidate) =>
            candidate.name === market.name && runnerNames(candidate, detail.players).join() === names,
        );
        if (!type) throw new Error(`no tennis market type named ${market.name}`);
        expect(winner, `${market.name} at ${JSON.stringify(detail.sets)}`).toBe(
          runnerNames(type, detail.players)[type.winner(result)],
        );
        checked.tennis += 1;
      }
    }
    expect(checked.soccer).toBeGreaterThan(20);
    expect(checked.halfTime).toBeGreaterThan(0);
    expect(checked.tennis).toBeGreaterThan(10);
  });

  it('suspends the runners a match can no longer give, and prices the ones it can', () => {
    // The score a tick ends with: a goal's tick sends the prices after the goal, then the new score.
    const scoresByTick = new Map<number, FeedMessage[]>();
    for (const { tick, message } of messages)
      if (message.type === 'score') scoresByTick.set(tick, [...(scoresByTick.get(tick) ?? []), message]);
    const latest = new Map<number, ScoreDetail>();
    let checked = 0;
    let tick = -1;
    for (const entry of messages) {
      if (entry.tick !== tick) {
        tick = entry.tick;
        for (const score of scoresByTick.get(tick) ?? [])
          if (score.type === 'score' && score.score.detail)
            latest.set(score.score.matchId, score.score.detail);
      }
      const { message } = entry;
      if (message.type !== 'prices') continue;
      const market = definitions.get(message.marketId);
      const detail = market && latest.get(market.eventId);
      if (market?.name !== 'Correct Score' || detail?.kind !== 'soccer') continue;
      const { home, away } = detail;
      for (const runner of message.runners) {
        const name =
          market.runners.find((candidate) => candidate.selectionId === runner.selectionId)?.name ?? '';
        const score = /^(\d) - (\d)$/.exec(name);
        if (!score) continue;
        // A score below the one on the board cannot be the final score.
        const passed = Number(score[1]) < home.goals || Number(score[2]) < away.goals;
        if (passed) {
          expect(runner, `${name} at ${home.goals}-${away.goals}`).toMatchObject({
            suspended: true,
            back: [],
          });
          checked += 1;
        } else if (Number(score[1]) === home.goals && Number(score[2]) === away.goals) {
          expect(runner.back.length, `${name} at ${home.goals}-${away.goals}`).toBe(3);
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('sends a market beside match odds when its book changes, and an unchanged one again every 10 ticks', () => {
    const sent = new Map<string, { tick: number; book: string }[]>();
    for (const { tick, message } of messages) {
      if (message.type !== 'prices') continue;
      const market = definitions.get(message.marketId);
      if (market?.kind !== 'matchOdds' || market.name === 'Match Odds' || market.name === 'Win') continue;
      const book = JSON.stringify([message.status, message.runners]);
      sent.set(message.marketId, [...(sent.get(message.marketId) ?? []), { tick, book }]);
    }
    let repeats = 0;
    let changes = 0;
    for (const books of sent.values()) {
      for (const [index, { tick, book }] of books.entries()) {
        const before = books[index - 1];
        if (!before) continue;
        expect(tick - before.tick).toBeLessThanOrEqual(10);
        if (book === before.book) {
          expect(tick - before.tick).toBe(10);
          repeats += 1;
        } else changes += 1;
      }
    }
    expect(repeats).toBeGreaterThan(0);
    expect(changes).toBeGreaterThan(0);
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
