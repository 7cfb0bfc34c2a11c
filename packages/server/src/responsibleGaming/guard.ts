import {
  blockRefusal,
  depositOverLimit,
  exclusionStatus,
  identityKey,
  realityCheckApplies,
  realityCheckDue,
  Refusal,
  refusalCatalog,
  type Minor,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { depositsInWindows, realityCheckOfSession } from './play.ts';
import { readPlaySettings, readSettings, type PlayerSettings } from './store.ts';

/**
 * The server's blocks (issue 21): every place money is staked or deposited asks here first, whatever a
 * screen shows. Withdrawals, sign-in and reading the balance never do.
 */

/** Refuses while self-excluded, awaiting reactivation or cooling off; the refusal names the end date. */
function refuseIfBlocked(settings: PlayerSettings, now: Date): void {
  const code = blockRefusal(exclusionStatus(settings.record, now));
  if (!code) return;
  const window = code === 'self_excluded' ? settings.record.selfExclusion : settings.record.coolOff;
  throw new Refusal(code, refusalCatalog[code], { until: window?.until.toISOString() ?? null });
}

/**
 * A bet of any kind. Casino play (an in-house casino bet, a provider debit, a game launch) also waits for
 * an unanswered reality check of the session.
 */
export async function requirePlayAllowed(
  db: Database,
  play: { userId: string; sessionId: string; casino: boolean; now: Date },
): Promise<void> {
  const settings = await readPlaySettings(db, play.userId);
  if (!settings) return;
  refuseIfBlocked(settings, play.now);
  if (!play.casino || !realityCheckApplies(settings.jurisdiction, settings.realityCheckEnabled)) return;
  if (realityCheckDue(true, await realityCheckOfSession(db, play.sessionId), play.now)) {
    throw new Refusal('reality_check_due');
  }
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
  refuseIfBlocked(settings, deposit.now);
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
