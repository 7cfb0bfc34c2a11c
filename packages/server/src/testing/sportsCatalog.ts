import { inArray } from 'drizzle-orm';
import { matches } from '../db/exchangeSchema.ts';
import type { FeedMessage } from '../feed/messages.ts';
import { CatalogSink } from '../feed/sink.ts';
import type { TestApp } from './app.ts';

/**
 * A small feed catalog for the sports route tests, applied through the feed's sink as a provider would
 * send it: soccer (one match in play, one upcoming but not activated, one upcoming in three days, one
 * finished) and a cricket match in play with match odds, bookmaker and two fancies.
 */
export const catalogIds = {
  soccerSeries: 100,
  cricketSeries: 200,
  inPlay: 101,
  notActivated: 102,
  later: 103,
  finished: 104,
  cricket: 201,
} as const;

const hour = 60 * 60 * 1000;

function event(
  eventId: number,
  competitionId: number,
  sportId: 1 | 4,
  name: string,
  openDate: Date,
  status: 'upcoming' | 'inPlay' | 'closed',
): FeedMessage {
  return { type: 'event', eventId, competitionId, sportId, name, openDate: openDate.toISOString(), status };
}

function twoWay(
  marketId: string,
  eventId: number,
  kind: 'matchOdds' | 'bookmaker',
  names: [string, string],
  ids: [number, number],
): FeedMessage {
  return {
    type: 'market',
    marketId,
    eventId,
    kind,
    name: kind === 'bookmaker' ? 'Bookmaker' : 'Match Odds',
    runners: [
      { selectionId: ids[0], name: names[0] },
      { selectionId: ids[1], name: names[1] },
    ],
    status: 'OPEN',
  };
}

export function catalogMessages(now: Date): FeedMessage[] {
  const at = (offset: number) => new Date(now.getTime() + offset);
  return [
    { type: 'competition', competitionId: 100, sportId: 1, name: 'Premier League' },
    { type: 'competition', competitionId: 200, sportId: 4, name: 'Indian T10 League' },
    event(101, 100, 1, 'Arsenal v Chelsea', at(-0.5 * hour), 'inPlay'),
    event(102, 100, 1, 'Liverpool v Everton', at(2 * hour), 'upcoming'),
    event(103, 100, 1, 'Spurs v Fulham', at(72 * hour), 'upcoming'),
    event(104, 100, 1, 'Leeds v Wolves', at(-3 * hour), 'upcoming'),
    event(201, 200, 4, 'Mumbai v Chennai', at(-hour), 'inPlay'),
    twoWay('1.111', 101, 'matchOdds', ['Arsenal', 'Chelsea'], [112, 113]),
    twoWay('1.121', 102, 'matchOdds', ['Liverpool', 'Everton'], [122, 123]),
    twoWay('1.131', 103, 'matchOdds', ['Spurs', 'Fulham'], [132, 133]),
    twoWay('1.141', 104, 'matchOdds', ['Leeds', 'Wolves'], [142, 143]),
    { type: 'eventStatus', eventId: 104, status: 'closed' },
    twoWay('1.202', 201, 'matchOdds', ['Mumbai', 'Chennai'], [203, 204]),
    twoWay('9.205', 201, 'bookmaker', ['Mumbai', 'Chennai'], [206, 207]),
    {
      type: 'market',
      marketId: '5.208',
      eventId: 201,
      kind: 'fancy',
      name: '6 over runs MUM',
      gtype: 'session',
      runners: [{ selectionId: 209, name: '6 over runs MUM' }],
      status: 'OPEN',
    },
    {
      type: 'market',
      marketId: '5.210',
      eventId: 201,
      kind: 'fancy',
      name: 'Fall of 1st wicket MUM',
      gtype: 'fancy1',
      runners: [{ selectionId: 211, name: 'Fall of 1st wicket MUM' }],
      status: 'OPEN',
    },
    {
      type: 'prices',
      marketId: '1.202',
      status: 'OPEN',
      runners: [
        {
          selectionId: 203,
          back: [
            { price: 1.8, size: 120.5 },
            { price: 1.79, size: 40 },
          ],
          lay: [{ price: 1.81, size: 99 }],
        },
        { selectionId: 204, back: [{ price: 2.2, size: 75 }], lay: [{ price: 2.24, size: 60 }] },
      ],
    },
    {
      type: 'prices',
      marketId: '9.205',
      status: 'OPEN',
      runners: [
        { selectionId: 206, back: [{ price: 78, size: 500000 }], lay: [{ price: 80, size: 500000 }] },
        {
          selectionId: 207,
          suspended: true,
          back: [{ price: 120, size: 500000 }],
          lay: [{ price: 125, size: 500000 }],
        },
      ],
    },
    {
      type: 'prices',
      marketId: '5.208',
      status: 'BALL RUNNING',
      runners: [],
      fancy: { noLine: 52, noRate: 100, yesLine: 53, yesRate: 100 },
    },
    {
      type: 'score',
      score: { matchId: 201, summary: 'MUM 31/1 (3.2)', updatedAt: now.toISOString() },
    },
  ];
}

/** Applies the catalog and activates every match but the one an admin has yet to activate. */
export async function seedCatalog(t: TestApp): Promise<CatalogSink> {
  const sink = new CatalogSink(t.context, { activateNewMatches: false });
  await sink.applyAll(catalogMessages(t.context.now()));
  await t.context.db
    .update(matches)
    .set({ active: true })
    .where(inArray(matches.id, [101, 103, 104, 201]));
  return sink;
}
