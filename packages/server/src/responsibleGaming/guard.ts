import {
  blockRefusal,
  currentDepositLimit,
  depositOverLimit,
  depositRoomMessage,
  depositRoomOf,
  exclusionStatus,
  identityKey,
  realityCheckApplies,
  realityCheckDue,
  Refusal,
  refusalCatalog,
  minor,
  type ExclusionRecord,
  type Minor,
  type RealityCheckSession,
} from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { depositsInWindows, oldestCountedDeposit, realityCheckOfSession } from './play.ts';
import { readPlaySettings, readSettings } from './store.ts';

/**
 * The server's blocks (issue 21): every place money is staked or deposited asks here first, whatever a
 * screen shows. Withdrawals, sign-in and reading the balance never do.
 */

/**
 * Refuses while self-excluded, awaiting reactivation or cooling off; the refusal names the end date. An
 * operator depositing to the player is told in its own words (`player_deposits_blocked`, docs/adr/0018).
 */
function refuseIfBlocked(record: ExclusionRecord, now: Date, told: 'player' | 'operator' = 'player'): void {
  const block = blockRefusal(exclusionStatus(record, now));
  if (!block) return;
  const window = block === 'self_excluded' ? record.selfExclusion : record.coolOff;
  const code = told === 'operator' ? 'player_deposits_blocked' : block;
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

/** Who adds the money: the player (its cashier request) or an operator (a wallet deposit). */
export type Depositor = 'player' | 'operator';

/**
 * A deposit of `amount` to a player, by the player's request or an operator's wallet, inside the
 * deposit's transaction with the player locked (so two at once are counted one after the other): refused
 * while blocked, or when it would take a window's deposits (requests pending and approved, and operators'
 * deposits) over the limit in force. The refusal speaks to whoever asked.
 */
export async function requireDepositAllowed(
  db: Database,
  deposit: { userId: string; amount: Minor; now: Date; by: Depositor },
): Promise<void> {
  const settings = await readSettings(db, deposit.userId);
  if (!settings) return;
  refuseIfBlocked(settings.record, deposit.now, deposit.by);
  const used = await depositsInWindows(db, deposit.userId, deposit.now);
  const window = depositOverLimit(settings.limits, used, deposit.amount, deposit.now);
  if (!window) return;
  // Issue 39: the refusal says what is left in the window and when more frees, not only that it is over.
  const room = depositRoomOf({
    window,
    limit: currentDepositLimit(settings.limits[window], deposit.now).amount ?? minor(0),
    used: used[window],
    oldest: await oldestCountedDeposit(db, deposit.userId, window, deposit.now),
  });
  const operator = deposit.by === 'operator';
  throw new Refusal(
    operator ? 'player_deposit_limit_exceeded' : 'deposit_limit_exceeded',
    depositRoomMessage(room, operator ? "the player's" : 'your', utcMinute),
    room,
  );
}

/** A time in a server message, which knows no reader's zone: "2026-12-05 10:30 UTC". */
const utcMinute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The approval of a deposit request: the request was counted against the limits when it was made, so only
 * a block that began since refuses it (the operator then rejects it and returns the payment).
 */
export async function requireDepositsOpen(db: Database, userId: string, now: Date): Promise<void> {
  const settings = await readPlaySettings(db, userId);
  if (settings) refuseIfBlocked(settings.record, now, 'operator');
}

/**
 * No new player account for a person whose self-exclusion holds (or, in the UK, awaits an operator):
 * the same identity (ADR 0063) anywhere on the platform.
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
