import {
  changeDepositLimit,
  continueRealityCheck,
  coolOffRefusal,
  currentDepositLimit,
  depositLimitWindows,
  fromMinor,
  identityKey,
  periodEnd,
  reactivationRefusal,
  realityCheckDue,
  Refusal,
  selfExclusionRefusal,
  toMinor,
  type CoolOffPeriod,
  type DepositLimit,
  type DepositLimits,
  type DepositLimitWindow,
  type RealityCheckAction,
  type ResponsibleGamingStateWire,
  type RgEventWire,
  type SelfExclusionPeriod,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import { requireLoginPassword } from '../auth/guesses.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { loadTargetInSubtree } from '../hierarchy/subtree.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ledger/accounts.ts';
import { latestRealityCheckOf, realityCheckOf, restartRealityChecks, setRealityCheckDue } from './play.ts';
import { stateToWire } from './state.ts';
import {
  addEvent,
  historyOf,
  limitsToColumns,
  readSettings,
  updateSettings,
  type PlayerSettings,
} from './store.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function settingsFor(db: Database, userId: string, options: { forUpdate?: boolean } = {}) {
  const settings = await readSettings(db, userId, options);
  if (!settings) throw new Refusal('session_ended');
  return settings;
}

/** GET responsible-gaming: the caller's state, with its own session's reality check. */
export async function ownState(context: AppContext, caller: Caller): Promise<ResponsibleGamingStateWire> {
  const settings = await settingsFor(context.db, caller.userId);
  return stateToWire(context.db, settings, await realityCheckOf(context.db, caller.sessionId), context.now());
}

const amountText = (limit: DepositLimit['amount']) => (limit === null ? 'none' : fromMinor(limit).toFixed(2));

function limitsDetail(before: DepositLimits, after: DepositLimits): string {
  return depositLimitWindows
    .filter((window) => JSON.stringify(before[window]) !== JSON.stringify(after[window]))
    .map((window) => {
      const { amount, pending } = after[window];
      const later = pending
        ? `, ${amountText(pending.amount)} from ${pending.effectiveAt.toISOString()}`
        : '';
      return `${window}: ${amountText(amount)}${later}`;
    })
    .join('; ');
}

/**
 * POST responsible-gaming/deposit-limits: each window's limit changes by the domain's rule (a decrease at
 * once, an increase or removal after 7 days). Asking for what is already in force writes nothing.
 */
export async function setDepositLimits(
  context: AppContext,
  caller: Caller,
  wanted: Record<DepositLimitWindow, number | null>,
): Promise<ResponsibleGamingStateWire> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, caller.userId, { forUpdate: true });
    const before = Object.fromEntries(
      depositLimitWindows.map((window) => [window, currentDepositLimit(settings.limits[window], now)]),
    ) as Record<DepositLimitWindow, DepositLimit>;
    const after = Object.fromEntries(
      depositLimitWindows.map((window) => {
        const amount = wanted[window];
        return [window, changeDepositLimit(before[window], amount === null ? null : toMinor(amount), now)];
      }),
    ) as Record<DepositLimitWindow, DepositLimit>;
    const detail = limitsDetail(before, after);
    if (detail === '') return;
    await updateSettings(tx, caller.userId, limitsToColumns(after), now);
    await addEvent(tx, {
      userId: caller.userId,
      kind: 'deposit_limits_changed',
      detail,
      byUserId: caller.userId,
      at: now,
    });
  });
  return ownState(context, caller);
}

/**
 * POST responsible-gaming/self-exclude. The period must be one of the player's jurisdiction; the account
 * password confirms it, a wrong one counting as a sign-in guess (its lock included). From now on every bet
 * and deposit is refused, and no account may be opened for the same person, until the period ends (and,
 * in the UK, an operator reactivates).
 */
export async function selfExclude(
  context: AppContext,
  caller: Caller,
  request: { period: SelfExclusionPeriod; password: string },
  ip: string,
): Promise<ResponsibleGamingStateWire> {
  const now = context.now();
  const settings = await settingsFor(context.db, caller.userId);
  const refusal = selfExclusionRefusal(settings.record, request.period, now);
  if (refusal) throw new Refusal(refusal);
  const [user] = await context.db.select().from(users).where(eq(users.id, caller.userId));
  if (!user) throw new Refusal('session_ended');
  await requireLoginPassword(context, user, request.password, ip);
  await context.db.transaction(async (tx) => {
    const locked = await settingsFor(tx, caller.userId, { forUpdate: true });
    const again = selfExclusionRefusal(locked.record, request.period, now);
    if (again) throw new Refusal(again);
    const until = periodEnd(now, request.period);
    await updateSettings(
      tx,
      caller.userId,
      {
        selfExcludedAt: now,
        selfExcludedUntil: until,
        selfExclusionPeriod: request.period,
        identityKey: identityKey(user.fullname),
      },
      now,
    );
    await addEvent(tx, {
      userId: caller.userId,
      kind: 'self_excluded',
      detail: `${request.period} until ${until.toISOString()}`,
      byUserId: caller.userId,
      at: now,
    });
  });
  return ownState(context, caller);
}

/** Turns the reality check on or off for the player, restarting the hour when it comes back on. */
async function setRealityCheckEnabled(
  tx: Transaction,
  settings: PlayerSettings,
  enabled: boolean,
  byUserId: string,
  now: Date,
): Promise<void> {
  if (settings.realityCheckEnabled === enabled) return;
  await updateSettings(tx, settings.userId, { realityCheckEnabled: enabled }, now);
  if (enabled) await restartRealityChecks(tx, settings.userId, now);
  await addEvent(tx, {
    userId: settings.userId,
    kind: enabled ? 'reality_check_enabled' : 'reality_check_opted_out',
    detail: enabled ? 'Reminders every hour of casino play' : 'No more reminders until re-enabled',
    byUserId,
    at: now,
  });
}

/**
 * POST responsible-gaming/reality-check: `continue` answers a due check (the next one an hour later; an
 * early answer changes nothing), `opt-out` stops the reminders, `enable` brings them back.
 */
export async function answerRealityCheck(
  context: AppContext,
  caller: Caller,
  action: RealityCheckAction,
): Promise<ResponsibleGamingStateWire> {
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, caller.userId, { forUpdate: true });
    if (action !== 'continue') {
      await setRealityCheckEnabled(tx, settings, action === 'enable', caller.userId, now);
      return;
    }
    const check = await realityCheckOf(tx, caller.sessionId);
    if (!check || !realityCheckDue(true, check, now)) return;
    const next = continueRealityCheck(check, now);
    await setRealityCheckDue(tx, caller.sessionId, next.dueAt);
    await addEvent(tx, {
      userId: caller.userId,
      kind: 'reality_check_continued',
      detail: `Next reminder at ${next.dueAt.toISOString()}`,
      byUserId: caller.userId,
      at: now,
    });
  });
  return ownState(context, caller);
}

/** The player an operator's call names: in the caller's subtree, and a player. */
async function namedPlayer(context: AppContext, caller: Caller, userId: string) {
  const { target } = await loadTargetInSubtree(
    context,
    caller,
    isUuid(userId) ? { id: userId } : { username: userId },
  );
  if (target.role !== 'user') throw new Refusal('not_a_player');
  return target;
}

type OperatorView = ResponsibleGamingStateWire & { username: string; history: RgEventWire[] };

async function operatorView(context: AppContext, userId: string): Promise<OperatorView> {
  const settings = await settingsFor(context.db, userId);
  const state = await stateToWire(
    context.db,
    settings,
    await latestRealityCheckOf(context.db, userId),
    context.now(),
  );
  return { ...state, username: settings.username, history: await historyOf(context.db, userId) };
}

/** GET responsible-gaming/:userId: a player's state and history, for an operator above it. */
export async function playerState(
  context: AppContext,
  caller: Caller,
  userId: string,
): Promise<OperatorView> {
  const player = await namedPlayer(context, caller, userId);
  return operatorView(context, player.id);
}

/** POST responsible-gaming/:userId/cool-off: a UK player's cool-off, asked via support. */
export async function setCoolOff(
  context: AppContext,
  caller: Caller,
  userId: string,
  period: CoolOffPeriod,
): Promise<OperatorView> {
  const player = await namedPlayer(context, caller, userId);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, player.id, { forUpdate: true });
    const refusal = coolOffRefusal(settings.record, now);
    if (refusal) throw new Refusal(refusal);
    const until = periodEnd(now, period);
    await updateSettings(tx, player.id, { coolOffAt: now, coolOffUntil: until, coolOffPeriod: period }, now);
    await addEvent(tx, {
      userId: player.id,
      kind: 'cool_off_set',
      detail: `${period} until ${until.toISOString()}`,
      byUserId: caller.userId,
      at: now,
    });
  });
  return operatorView(context, player.id);
}

/** POST responsible-gaming/:userId/reactivate: a UK self-exclusion whose period is over, never earlier. */
export async function reactivate(context: AppContext, caller: Caller, userId: string): Promise<OperatorView> {
  const player = await namedPlayer(context, caller, userId);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, player.id, { forUpdate: true });
    const refusal = reactivationRefusal(settings.record, now);
    if (refusal) throw new Refusal(refusal);
    const ended = settings.record.selfExclusion;
    await updateSettings(
      tx,
      player.id,
      { selfExcludedAt: null, selfExcludedUntil: null, selfExclusionPeriod: null, identityKey: null },
      now,
    );
    await addEvent(tx, {
      userId: player.id,
      kind: 'reactivated',
      detail: `Self-exclusion (${ended?.period ?? ''}) over since ${ended?.until.toISOString() ?? ''}`,
      byUserId: caller.userId,
      at: now,
    });
  });
  return operatorView(context, player.id);
}

/** POST responsible-gaming/:userId/reality-check: support turns a player's reminders back on. */
export async function enableRealityCheck(
  context: AppContext,
  caller: Caller,
  userId: string,
): Promise<OperatorView> {
  const player = await namedPlayer(context, caller, userId);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, player.id, { forUpdate: true });
    await setRealityCheckEnabled(tx, settings, true, caller.userId, now);
  });
  return operatorView(context, player.id);
}
