import {
  blockRefusal,
  depositOverLimit,
  exclusionStatus,
  identityKey,
  realityCheckApplies,
  realityCheckDue,
  Refusal,
  refusalCatalog,
  type ExclusionRecord,
  type Minor,
  type RealityCheckSession,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { depositsInWindows, realityCheckOfSession } from './play.ts';
import { readPlaySettings, readSettings } from './store.ts';

/**
 * The server's blocks (issue 21): every place money is staked or deposited asks here first, whatever a
 * screen shows. Withdrawals, sign-in and reading the balance never do.
 */

/** Refuses while self-excluded, awaiting reactivation or cooling off; the refusal names the end date. */
function refuseIfBlocked(record: ExclusionRecord, now: Date): void {
  const code = blockRefusal(exclusionStatus(record, now));
  if (!code) return;
  const window = code === 'self_excluded' ? record.selfExclusion : record.coolOff;
  throw new Refusal(code, refusalCatalog[code], { until: window?.until.toISOString() ?? null });
}

/** What the play rules read of a player and its session. */
export interface PlayState {
  record: ExclusionRecord;
  /** The reality check applies to the player (its jurisdiction, its choice). */
  realityCheck: boolean;
  /** The session's reality check, once its first casino play started it. */
  session: RealityCheckSession | null;
}

/**
 * The play rules over what was read: no bet of any kind while self-excluded or cooling off, and no casino
 * play while the session's reality check waits for an answer. The bet engine runs it on every bet, over
 * what placement read under the account lock (bets/placementBatch.ts).
 */
export function checkPlayAllowed(play: PlayState, casino: boolean, now: Date): void {
  refuseIfBlocked(play.record, now);
  if (casino && realityCheckDue(play.realityCheck, play.session, now)) throw new Refusal('reality_check_due');
}

/**
 * Play outside the bet engine (a provider debit, a game launch): refused while blocked, and while the
 * session's reality check waits for an answer. Bets are checked by the engine (checkPlayAllowed).
 */
export async function requirePlayAllowed(
  db: Database,
  play: { userId: string; sessionId: string; casino: boolean; now: Date },
): Promise<void> {
  const settings = await readPlaySettings(db, play.userId);
  if (!settings) return;
  const realityCheck = realityCheckApplies(settings.jurisdiction, settings.realityCheckEnabled);
  // The session is read only where its reality check could refuse the play.
  const session = play.casino && realityCheck ? await realityCheckOfSession(db, play.sessionId) : null;
  checkPlayAllowed({ record: settings.record, realityCheck, session }, play.casino, play.now);
}

/**
 * A deposit request of `amount`, inside the request's transaction with the player locked (so two requests
 * at once are counted one after the other): refused while blocked, or when it would take a window's
 * deposits (pending and approved) over the limit in force.
 */
export async function requireDepositAllowed(
  db: Database,
  deposit: { userId: string; amount: Minor; now: Date },
): Promise<void> {
  const settings = await readSettings(db, deposit.userId);
  if (!settings) return;
  refuseIfBlocked(settings.record, deposit.now);
  const used = await depositsInWindows(db, deposit.userId, deposit.now);
  const window = depositOverLimit(settings.limits, used, deposit.amount, deposit.now);
  if (window) throw new Refusal('deposit_limit_exceeded', refusalCatalog.deposit_limit_exceeded, { window });
}

/**
 * No new player account for a person whose self-exclusion holds (or, in the UK, awaits an operator):
 * the same identity (docs/decisions.md) anywhere on the platform.
 */
export async function requireIdentityNotExcluded(db: Database, fullName: string, now: Date): Promise<void> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from responsible_gaming r join users u on u.id = r.user_id
      where r.identity_key = ${identityKey(fullName)}
        and (r.self_excluded_until > ${now.toISOString()}::timestamptz or u.jurisdiction = 'uk')
      limit 1`,
  );
  if (rows.length > 0) throw new Refusal('identity_self_excluded');
}
