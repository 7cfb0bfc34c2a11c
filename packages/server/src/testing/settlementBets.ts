import { betLiability, bookmakerOddsType, runnerBetOf, toMinor } from '@exchange/domain';
import { recomputeExposure } from '../bets/exposure.ts';
import { betOfRow } from '../bets/records.ts';
import { bets, type BetStatus } from '../db/exchangeSchema.ts';
import { getBalance, house, transfer } from '../ledger/index.ts';
import type { TestApp, TestUser } from './app.ts';
import type { TestFancyMarket, TestMatch, TestRunnerMarket } from './markets.ts';

/**
 * Bets straight into the database for settlement tests, with the market's exposure stored by the bets
 * module's own computation, exactly as a placed bet leaves them: settlement must release what placement
 * reserved. (Scenario tests that go through placebet use the route instead.)
 */

/** Gives a player chips from the house (rupees). */
export async function fund(t: TestApp, user: TestUser, rupees: number): Promise<void> {
  await transfer(t.context.db, {
    fromUserId: house,
    toUserId: user.id,
    amount: toMinor(rupees),
    kind: 'opening',
    narration: 'Opening balance',
  });
}

export interface TestBetOptions {
  side: 'back' | 'lay';
  /** Rupees. */
  stake: number;
  status?: Extract<BetStatus, 'matched' | 'unmatched' | 'delayed'>;
}

async function insertBet(
  t: TestApp,
  user: TestUser,
  match: TestMatch,
  values: Omit<typeof bets.$inferInsert, 'userId' | 'matchId' | 'liability' | 'status' | 'stake'>,
  options: TestBetOptions,
): Promise<string> {
  const full = {
    ...values,
    userId: user.id,
    matchId: match.matchId,
    stake: toMinor(options.stake),
    side: options.side,
  };
  const liability = betLiability(
    runnerBetOf(
      betOfRow({
        ...full,
        oddsType: full.oddsType ?? null,
        gtype: full.gtype ?? null,
        volume: full.volume ?? null,
      }),
    ),
  );
  const status = options.status ?? 'matched';
  return t.context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bets)
      .values({ ...full, liability, status })
      .returning({ id: bets.id });
    if (!row) throw new Error('bet not stored');
    await recomputeExposure(tx, user.id, values.marketId);
    return row.id;
  });
}

/** A bet on a runner of a match odds or bookmaker market (odds decimal, or 100-based on bookmaker). */
export function betOnRunner(
  t: TestApp,
  user: TestUser,
  match: TestMatch,
  market: TestRunnerMarket,
  bet: TestBetOptions & { runner: number; odds: number },
): Promise<string> {
  const runner = market.runners[bet.runner];
  if (!runner) throw new Error(`no runner ${bet.runner}`);
  return insertBet(
    t,
    user,
    match,
    {
      marketId: market.marketId,
      selectionId: runner.selectionId,
      runnerName: runner.name,
      marketName: market.name,
      betOn: 'MATCH_ODDS',
      oddsType: market.kind === 'bookmaker' ? bookmakerOddsType : null,
      gtype: null,
      side: bet.side,
      requestedOdds: bet.odds,
      odds: bet.odds,
    },
    bet,
  );
}

/** A session fancy bet: Yes (back) or No (lay) at a run line and rate. */
export function betOnSession(
  t: TestApp,
  user: TestUser,
  match: TestMatch,
  market: TestFancyMarket,
  bet: TestBetOptions & { line: number; rate: number },
): Promise<string> {
  return insertBet(
    t,
    user,
    match,
    {
      marketId: market.marketId,
      selectionId: market.selectionId,
      runnerName: market.name,
      marketName: market.name,
      betOn: 'FANCY',
      oddsType: null,
      gtype: 'session',
      side: bet.side,
      requestedOdds: bet.line,
      odds: bet.line,
      volume: bet.rate,
    },
    bet,
  );
}

export type PartnershipChain = Record<'admin' | 'sadmin' | 'smdl' | 'mdl' | 'dl', TestUser>;

/**
 * DOMAIN.md's partnership example: an Agent at 10%, a Master at 30%, a Super Master at 50% and an Admin
 * at 80% below the Super Admin, and a player of the Agent's with 100,000 in chips.
 */
export async function partnershipChain(t: TestApp): Promise<{ chain: PartnershipChain; player: TestUser }> {
  const admin = await t.createUser({ role: 'admin', partnership: 100 });
  const sadmin = await t.createUser({ role: 'sadmin', parent: admin, partnership: 80 });
  const smdl = await t.createUser({ role: 'smdl', parent: sadmin, partnership: 50 });
  const mdl = await t.createUser({ role: 'mdl', parent: smdl, partnership: 30 });
  const dl = await t.createUser({ role: 'dl', parent: mdl, partnership: 10 });
  const player = await t.createUser({ role: 'user', parent: dl });
  await fund(t, player, 100_000);
  return { chain: { admin, sadmin, smdl, mdl, dl }, player };
}

/** Balance and exposure in minor units. */
export async function moneyOf(t: TestApp, user: TestUser): Promise<{ balance: number; exposure: number }> {
  const { balance, exposure } = await getBalance(t.context.db, user.id);
  return { balance, exposure };
}
