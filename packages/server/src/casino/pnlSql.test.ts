import { casinoBetPnl, minor, ruleForBet } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { arrayParam } from '../db/arrays.ts';
import { rowsOf } from '../db/rows.ts';
import { openTestDatabase } from '../testing/database.ts';
import { casinoBetPnlSql } from './pnlSql.ts';

const handle = await openTestDatabase();
afterAll(() => handle.close());

/** Prices as people write them: whole, or with up to two decimals. */
const price = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 100);

// Stakes of any paisa count, odd ones included: those are where rounding toward the house shows.
const casinoBet = fc.record({
  betOn: fc.constantFrom('CASINO', 'CASINOFANCY' as const),
  matchId: fc.constantFrom(9, 33, 5001),
  side: fc.constantFrom('back', 'lay' as const),
  stake: fc.integer({ min: 1, max: 1_000_000_000 }),
  odds: price(1, 1_000),
  outcome: fc.oneof(
    fc.constantFrom({ kind: 'lose' as const }, { kind: 'push' as const }, { kind: 'halfLoss' as const }),
    fc.constant({ kind: 'win' as const }),
    fc.record({ kind: fc.constant('win' as const), odds: price(1, 1_000) }),
  ),
});
type GeneratedBet = typeof casinoBet extends fc.Arbitrary<infer T> ? T : never;

async function sqlPnl(generated: readonly GeneratedBet[]): Promise<number[]> {
  const column = <T>(pick: (row: GeneratedBet) => T) => generated.map(pick);
  const rows = await rowsOf<{ pnl: unknown }>(
    handle.db,
    sql`select ${casinoBetPnlSql('b', sql`b.kind`, sql`b.win_odds`)} as pnl
      from unnest(
        ${arrayParam(
          column((row) => row.betOn),
          'text',
        )},
        ${arrayParam(
          column((row) => row.matchId),
          'bigint',
        )},
        ${arrayParam(
          column(() => null),
          'text',
        )},
        ${arrayParam(
          column(() => null),
          'text',
        )},
        ${arrayParam(
          column((row) => row.side),
          'text',
        )},
        ${arrayParam(
          column((row) => row.stake),
          'bigint',
        )},
        ${sql.param(column((row) => row.odds))}::float8[],
        ${arrayParam(
          column((row) => row.outcome.kind),
          'text',
        )},
        ${sql.param(column((row) => ('odds' in row.outcome ? row.outcome.odds : null)))}::float8[]
      ) with ordinality as b(bet_on, match_id, odds_type, gtype, side, stake, odds, kind, win_odds, n)
      order by b.n`,
  );
  return rows.map((row) => Number(row.pnl));
}

const domainPnl = (row: GeneratedBet) =>
  casinoBetPnl(
    {
      selectionId: 1,
      rule: ruleForBet({ betOn: row.betOn, matchId: row.matchId }),
      side: row.side,
      stake: minor(row.stake),
      odds: row.odds,
    },
    row.outcome,
  );

it('settles every casino bet at the P/L the domain computes, on every outcome of its runner', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(casinoBet, { minLength: 1, maxLength: 200, size: 'max' }),
      async (generated) => {
        expect(await sqlPnl(generated)).toEqual(generated.map(domainPnl));
      },
    ),
    { numRuns: 40 },
  );
});

it('rounds toward the house where the exact amount has a fraction of a paisa (issue 37)', async () => {
  const win = { kind: 'win' } as const;
  const halfLoss = { kind: 'halfLoss' } as const;
  const bet = (side: 'back' | 'lay', stake: number, outcome: GeneratedBet['outcome']): GeneratedBet => ({
    betOn: 'CASINO',
    matchId: 5001,
    side,
    stake,
    odds: 1.79,
    outcome,
  });
  // 1 paisa backed at 1.79 wins 0.79 of a paisa: nothing (spec 9's rounding paid 1); laid, it pays 1.
  // Rs 10.01 at 1.79: 790.79 paise, paid 790 to a backer and taken as 791 from a layer. A half loss of
  // 3 paise: a backer loses 2 of them, a layer wins 1.
  expect(
    await sqlPnl([
      bet('back', 1, win),
      bet('lay', 1, win),
      bet('back', 1_001, win),
      bet('lay', 1_001, win),
      bet('back', 3, halfLoss),
      bet('lay', 3, halfLoss),
    ]),
  ).toEqual([0, -1, 790, -791, -2, 1]);
});
