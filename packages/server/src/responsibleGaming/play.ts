import {
  depositWindowStart,
  minor,
  nextRealityCheckAt,
  type DepositLimitWindow,
  type Minor,
  type RealityCheckSession,
} from '@exchange/domain';
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { coalescedPerDatabase } from '../db/coalescer.ts';
import { rowsOf } from '../db/rows.ts';
import { realityCheckSessions } from '../db/responsibleGamingSchema.ts';
import { sessions } from '../db/schema.ts';

/** The reality check of one session, and the database time of its first casino play. */
export type StoredRealityCheck = RealityCheckSession & { sessionId: string; playFrom: Date };

export async function realityCheckOf(db: Database, sessionId: string): Promise<StoredRealityCheck | null> {
  const [row] = await db
    .select()
    .from(realityCheckSessions)
    .where(eq(realityCheckSessions.sessionId, sessionId));
  return row ?? null;
}

/**
 * realityCheckOf for many sessions in one statement, as every casino bet asks it (issue 22): the reads of
 * the bets that arrive together share one round trip (db/coalescer.ts).
 */
export const realityCheckOfSession: (db: Database, sessionId: string) => Promise<StoredRealityCheck | null> =
  coalescedPerDatabase(
    async (db, sessionIds) => {
      const rows = await db
        .select()
        .from(realityCheckSessions)
        .where(inArray(realityCheckSessions.sessionId, [...new Set(sessionIds)]));
      const bySession = new Map(rows.map((row) => [row.sessionId, row]));
      return sessionIds.map((sessionId) => bySession.get(sessionId) ?? null);
    },
    { maxSize: 256, concurrency: 2 },
  );

/** The reality check of the player's latest open session that played casino (what an operator sees). */
export async function latestRealityCheckOf(db: Database, userId: string): Promise<StoredRealityCheck | null> {
  const [row] = await db
    .select({ check: realityCheckSessions })
    .from(realityCheckSessions)
    .innerJoin(sessions, eq(sessions.id, realityCheckSessions.sessionId))
    .where(and(eq(realityCheckSessions.userId, userId), isNull(sessions.revokedAt)))
    .orderBy(desc(realityCheckSessions.startedAt))
    .limit(1);
  return row?.check ?? null;
}

/**
 * Starts the session's reality check at its first casino play (a later play changes nothing). `playFrom`
 * is the database time of that play's row (`now()` inside its transaction), so the won and lost figures
 * count that play and those after it.
 */
export async function recordCasinoPlay(
  db: Database,
  play: { userId: string; sessionId: string; now: Date; playFrom: Date | SQL },
): Promise<void> {
  await db.insert(realityCheckSessions).values(realityCheckRow(play)).onConflictDoNothing();
}

/** A session's reality check as its first casino play starts it: due an hour on. */
function realityCheckRow(play: { userId: string; sessionId: string; now: Date; playFrom: Date | SQL }) {
  return {
    sessionId: play.sessionId,
    userId: play.userId,
    startedAt: play.now,
    dueAt: nextRealityCheckAt(play.now),
    playFrom: play.playFrom,
  };
}

/**
 * recordCasinoPlay for the casino bets that arrive together, in one statement (issue 22: every casino bet
 * records its play, and all but a session's first change nothing). A session's earliest play in the
 * statement is the one kept, as one by one the first would have been.
 */
export const recordCasinoPlaySoon: (
  db: Database,
  play: { userId: string; sessionId: string; now: Date; playFrom: Date },
) => Promise<void> = coalescedPerDatabase(
  async (db, plays) => {
    const first = new Map<string, (typeof plays)[number]>();
    for (const play of plays) {
      const earlier = first.get(play.sessionId);
      if (!earlier || play.playFrom < earlier.playFrom) first.set(play.sessionId, play);
    }
    await db
      .insert(realityCheckSessions)
      .values([...first.values()].map(realityCheckRow))
      .onConflictDoNothing();
    return plays.map(() => undefined);
  },
  { maxSize: 256, concurrency: 2 },
);

export async function setRealityCheckDue(db: Database, sessionId: string, dueAt: Date): Promise<void> {
  await db.update(realityCheckSessions).set({ dueAt }).where(eq(realityCheckSessions.sessionId, sessionId));
}

/** Re-enabling starts the hour afresh for the player's sessions, rather than answering due at once. */
export async function restartRealityChecks(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(realityCheckSessions)
    .set({ dueAt: nextRealityCheckAt(now) })
    .where(eq(realityCheckSessions.userId, userId));
}

interface Totals {
  won: unknown;
  lost: unknown;
}

/**
 * What the player won and lost at the casino since `playFrom`: each settled in-house bet's profit or loss,
 * and each provider round's net (its debits, credits and refunds in the ledger), a positive one won and a
 * negative one lost. Minor units.
 */
export async function casinoResultsSince(
  db: Database,
  userId: string,
  playFrom: Date,
): Promise<{ won: Minor; lost: Minor }> {
  const from = sql`${playFrom.toISOString()}::timestamptz`;
  const [row] = await rowsOf<Totals>(
    db,
    sql`with results as (
        select b.pnl as net from bets b
        where b.user_id = ${userId} and b.bet_on in ('CASINO', 'CASINOFANCY') and b.pnl is not null
          and b.created_at >= ${from}
        union all
        select sum(e.amount) as net
        from casino_wallet_transactions w
        join ledger_entries e on e.transaction_id = w.ledger_transaction_id
        join accounts a on a.id = e.account_id and a.user_id = w.user_id
        where w.user_id = ${userId} and w.applied and w.created_at >= ${from}
        group by w.provider_key, w.round_id
      )
      select coalesce(sum(net) filter (where net > 0), 0) as won,
        coalesce(-sum(net) filter (where net < 0), 0) as lost
      from results`,
  );
  return { won: minor(Number(row?.won ?? 0)), lost: minor(Number(row?.lost ?? 0)) };
}

/**
 * Every deposit to the player since `since` that a limit counts, as `deposits (amount, created_at)`:
 * requests from when they were asked (pending ones too; a rejected one moved nothing) and operators'
 * wallet deposits from their ledger transaction, leaving out the ledger's side of an approved request,
 * counted already (docs/adr/0018).
 */
const countedDeposits = (userId: string, since: SQL) => sql`with deposits as (
    select amount, created_at from payment_requests
    where user_id = ${userId} and type = 'deposit' and status in ('pending', 'approved')
      and created_at > ${since}
    union all
    select e.amount, t.created_at from accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
    where a.user_id = ${userId} and t.kind = 'deposit' and e.amount > 0
      and t.created_at > ${since}
      and not exists (select 1 from payment_requests p where p.decision_transaction_id = t.id)
  )`;

const windowStart = (window: DepositLimitWindow, now: Date) =>
  sql`${depositWindowStart(window, now).toISOString()}::timestamptz`;

/** The deposits to the player inside each rolling window ending `now`, in minor units. */
export async function depositsInWindows(
  db: Database,
  userId: string,
  now: Date,
): Promise<Record<DepositLimitWindow, Minor>> {
  const since = (window: DepositLimitWindow) => windowStart(window, now);
  const [row] = await rowsOf<Record<DepositLimitWindow, unknown>>(
    db,
    sql`${countedDeposits(userId, since('month'))}
      select
        coalesce(sum(amount) filter (where created_at > ${since('day')}), 0) as day,
        coalesce(sum(amount) filter (where created_at > ${since('week')}), 0) as week,
        coalesce(sum(amount), 0) as month
      from deposits`,
  );
  return {
    day: minor(Number(row?.day ?? 0)),
    week: minor(Number(row?.week ?? 0)),
    month: minor(Number(row?.month ?? 0)),
  };
}

/**
 * The oldest deposit a window counts now, and when it leaves the rolling window (freeing its amount):
 * what a refused deposit is told about later (issue 39). Deposits made at one instant leave together.
 */
export async function oldestCountedDeposit(
  db: Database,
  userId: string,
  window: DepositLimitWindow,
  now: Date,
): Promise<{ amount: Minor; leavesAt: Date } | null> {
  const [row] = await rowsOf<{ amount: unknown; created_at: string }>(
    db,
    sql`${countedDeposits(userId, windowStart(window, now))}
      select sum(amount) as amount,
        to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from deposits group by deposits.created_at order by deposits.created_at limit 1`,
  );
  if (!row) return null;
  const windowLength = now.getTime() - depositWindowStart(window, now).getTime();
  return { amount: minor(Number(row.amount)), leavesAt: new Date(Date.parse(row.created_at) + windowLength) };
}
