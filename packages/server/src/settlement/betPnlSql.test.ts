import {
  betOutcome,
  isSessionBet,
  minor,
  ruleForBet,
  runnerBetOf,
  sessionBetOf,
  sessionBetResult,
  type Bet,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/database.ts';
import { pnlAtSql, ruleSql } from './betPnlSql.ts';
import { arrayParam } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';

const handle = await openTestDatabase();
afterAll(() => handle.close());

/** Prices as people write them: whole, or with up to two decimals. */
const price = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 100);

const bet = fc.record({
  betOn: fc.constantFrom('MATCH_ODDS', 'FANCY', 'CASINO', 'CASINOFANCY' as const),
  oddsType: fc.constantFrom(undefined, 'bookMaker'),
  gtype: fc.constantFrom(undefined, 'fancy1', 'session'),
  matchId: fc.constantFrom(9, 33, 31_000_001),
  side: fc.constantFrom('back', 'lay' as const),
  stake: fc.integer({ min: 1, max: 1_000_000_000 }),
  odds: price(1, 1_000),
  volume: fc.option(price(0, 300), { nil: undefined }),
  selectionId: fc.integer({ min: 1, max: 3 }),
  /** The market's result: a winning selection, or a run total. */
  result: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 1_000 })),
});
type GeneratedBet = typeof bet extends fc.Arbitrary<infer T> ? T : never;

function domainBet(generated: GeneratedBet): Bet {
  return {
    matchId: generated.matchId,
    marketId: 'm',
    marketName: 'm',
    selectionId: generated.selectionId,
    runnerName: 'r',
    side: generated.side,
    stake: minor(generated.stake),
    odds: generated.odds,
    volume: generated.volume,
    betOn: generated.betOn,
    oddsType: generated.oddsType,
    gtype: generated.gtype,
    fancyStatus: undefined,
  };
}

/** The domain's answer: a session bet on the run total, any other on whether its selection won. */
function domainPnl(generated: GeneratedBet): number {
  const domain = domainBet(generated);
  if (isSessionBet(domain)) return sessionBetResult(sessionBetOf(domain), generated.result);
  const outcome = betOutcome(runnerBetOf(domain));
  return generated.selectionId === generated.result ? outcome.ifWins : outcome.ifLoses;
}

it('computes the same rule and P/L as the domain for every kind of bet', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(bet, { minLength: 1, maxLength: 200, size: 'max' }), async (generated) => {
      const column = <T>(pick: (row: GeneratedBet) => T) => generated.map(pick);
      const rows = await rowsOf<{ rule: string; pnl: unknown }>(
        handle.db,
        sql`select ${ruleSql('b')} as rule, ${pnlAtSql('b', sql`b.result`)} as pnl
            from unnest(
              ${arrayParam(
                column((row) => row.betOn),
                'text',
              )}, ${arrayParam(
                column((row) => row.matchId),
                'bigint',
              )},
              ${arrayParam(
                column((row) => row.oddsType ?? null),
                'text',
              )}, ${arrayParam(
                column((row) => row.gtype ?? null),
                'text',
              )},
              ${arrayParam(
                column((row) => row.side),
                'text',
              )}, ${arrayParam(
                column((row) => row.stake),
                'bigint',
              )},
              ${sql.param(column((row) => row.odds))}::float8[],
              ${sql.param(column((row) => row.volume ?? null))}::float8[],
              ${arrayParam(
                column((row) => row.selectionId),
                'bigint',
              )},
              ${sql.param(column((row) => row.result))}::float8[]
            ) with ordinality as b(bet_on, match_id, odds_type, gtype, side, stake, odds, volume, selection_id, result, n)
            order by b.n`,
      );
      expect(rows.map((row) => row.rule)).toEqual(generated.map((row) => ruleForBet(domainBet(row))));
      expect(rows.map((row) => Number(row.pnl))).toEqual(generated.map(domainPnl));
    }),
    { numRuns: 40 },
  );
});
