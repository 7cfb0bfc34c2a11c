import { neverGone, type ClientGone } from '../clientGone.ts';
import {
  fromMinor,
  minor,
  Refusal,
  refusalCatalog,
  shortReference,
  toMinor,
  type Minor,
} from '@exchange/domain';
import {
  parseWalletRequest,
  type CreditRequest,
  type DebitRequest,
  type RollbackRequest,
} from '@exchange/wallet-protocol';
import { and, eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  casinoWalletTransactions,
  type WalletAnswer,
  type WalletCallKind,
} from '../db/casinoProviderSchema.ts';
import type { Database } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { ensureAccount, lockAccounts, post } from '../ledger/index.ts';
import type { CasinoProvider } from './providers.ts';
import { requirePlayAllowed } from '../responsibleGaming/guard.ts';
import { recordCasinoPlay } from '../responsibleGaming/play.ts';
import { isMaintenanceOn } from '../settings/maintenance.ts';
import { launchWindowMs, markAuthenticated, readLaunchToken, type LaunchToken } from './tokens.ts';

/**
 * The seamless wallet (docs/adr/0012-casino-providers.md): what the operator answers each signed call of a
 * provider. Every answer here is HTTP 200; the signature check before it is the route's (walletRoutes.ts).
 */

/** A money call with its kind: the request as the protocol declares it (@exchange/wallet-protocol). */
type MoveCall =
  | ({ kind: 'debit' } & DebitRequest)
  | ({ kind: 'credit' } & CreditRequest)
  | ({ kind: 'rollback' } & RollbackRequest);

const amountText = (amount: Minor) => fromMinor(amount).toFixed(2);

const invalidRequest = (message: string): WalletAnswer => ({ status: 'INVALID_REQUEST', message });
const invalidToken: WalletAnswer = { status: 'INVALID_TOKEN' };

/** The id the provider knows the player by: opaque, stable, and different for each provider. */
export function providerPlayerId(providerKey: string, userId: string): string {
  return createHash('sha256').update(`${providerKey}:${userId}`).digest('hex').slice(0, 32);
}

/** The provider's own house account (one per provider, like the house), created the first time. */
async function providerAccountId(db: Database, providerKey: string): Promise<string> {
  await db.insert(accounts).values({ providerKey }).onConflictDoNothing({ target: accounts.providerKey });
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.providerKey, providerKey));
  if (!row) throw new Error(`The account of provider ${providerKey} was not created`);
  return row.id;
}

/** What the player may play with: the balance less the exposure of open exchange bets. */
async function availableOf(db: Database, userId: string): Promise<Minor> {
  const account = await ensureAccount(db, userId);
  return minor(account.balance - account.exposure);
}

/**
 * A token good for wallet calls: made for this provider and authenticated. Debits and balances need the
 * session alive too; a credit or rollback settles a round the player already staked on, so it is taken
 * after the session ended (the player is owed the win or the refund either way).
 */
async function tokenFor(
  db: Database,
  providerKey: string,
  token: string,
  needsLiveSession: boolean,
): Promise<LaunchToken | null> {
  const launch = await readLaunchToken(db, providerKey, token);
  if (!launch?.authenticated) return null;
  if (needsLiveSession && launch.sessionEnded) return null;
  return launch;
}

/** POST authenticate and POST balance. */
export async function tokenCall(
  db: Database,
  provider: CasinoProvider,
  action: 'authenticate' | 'balance',
  body: unknown,
  now: Date,
): Promise<WalletAnswer & { playerId?: string }> {
  const parsed = parseWalletRequest(action, body);
  if (!parsed.success) return invalidRequest(parsed.message);
  if (action === 'balance') {
    const launch = await tokenFor(db, provider.key, parsed.output.token, true);
    if (!launch) return invalidToken;
    return {
      status: 'OK',
      balance: amountText(await availableOf(db, launch.userId)),
      currency: launch.currency,
    };
  }
  const launch = await readLaunchToken(db, provider.key, parsed.output.token);
  const fresh = launch && now.getTime() - launch.createdAt.getTime() <= launchWindowMs;
  if (!launch || launch.authenticated || launch.sessionEnded || !fresh) return invalidToken;
  if (launch.userLocked) return { status: 'PLAYER_BLOCKED' };
  if (!(await markAuthenticated(db, launch.tokenHash, now))) return invalidToken;
  return {
    status: 'OK',
    playerId: providerPlayerId(provider.key, launch.userId),
    currency: launch.currency,
    balance: amountText(await availableOf(db, launch.userId)),
  };
}

/** The refusal's message when a responsible-gaming block stops a debit, or null when none does. */
async function responsibleGamingBlock(tx: Database, launch: LaunchToken, now: Date): Promise<string | null> {
  try {
    await requirePlayAllowed(tx, { userId: launch.userId, sessionId: launch.sessionId, casino: true, now });
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}

/** The game's display name for statements, from the provider's list when it has one. */
export type GameNameOf = (provider: CasinoProvider, gameCode: string) => Promise<string>;

function parseMove(kind: WalletCallKind, body: unknown): MoveCall | string {
  const parsed = parseWalletRequest(kind, body);
  // The output is the request of `kind`'s own schema: TypeScript cannot pair a union's members by itself.
  return parsed.success ? ({ kind, ...parsed.output } as MoveCall) : parsed.message;
}

/** What makes two calls with one transaction id the same call: everything but the token. */
function requestHashOf(call: MoveCall, userId: string): string {
  const { kind, transactionId, roundId, gameCode } = call;
  const amount = call.kind === 'rollback' ? 0 : toMinor(call.amount);
  const debit = call.kind === 'debit' ? null : call.debitTransactionId;
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, transactionId, roundId, gameCode, amount, debit]))
    .digest('hex');
}

type StoredCall = typeof casinoWalletTransactions.$inferSelect;

async function storedCall(db: Database, providerKey: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(casinoWalletTransactions)
    .where(
      and(
        eq(casinoWalletTransactions.providerKey, providerKey),
        eq(casinoWalletTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/** A replay answers the first answer; the same id on another call is refused. */
function replayOf(row: StoredCall, requestHash: string): WalletAnswer {
  return row.requestHash === requestHash
    ? row.answer
    : invalidRequest('This transactionId was used for another call');
}

/** The calls of a provider about one debit: the debit itself, and the credits and rollbacks naming it. */
async function roundOf(tx: Database, providerKey: string, debitTransactionId: string) {
  const rows = await tx
    .select()
    .from(casinoWalletTransactions)
    .where(
      and(
        eq(casinoWalletTransactions.providerKey, providerKey),
        sql`(${casinoWalletTransactions.transactionId} = ${debitTransactionId} and ${casinoWalletTransactions.kind} = 'debit'
          or ${casinoWalletTransactions.debitTransactionId} = ${debitTransactionId})`,
      ),
    );
  return {
    debit: rows.find((row) => row.kind === 'debit' && row.transactionId === debitTransactionId),
    credited: rows.some((row) => row.kind === 'credit'),
    rolledBack: rows.some((row) => row.kind === 'rollback' && row.applied),
    tombstone: rows.some((row) => row.kind === 'rollback'),
  };
}

interface Decision {
  answer: WalletAnswer;
  /** Minor units to the player (negative: from it); absent when no money moves. */
  move?: { amount: number; narration: string };
  /** Whether to keep the answer for replays (a credit's DEBIT_NOT_FOUND is not: the debit may come yet). */
  store: boolean;
}

async function decide(
  tx: Database,
  provider: CasinoProvider,
  call: MoveCall,
  launch: LaunchToken,
  available: Minor,
  label: string,
  now: Date,
): Promise<Decision> {
  if (call.kind === 'debit') {
    const round = await roundOf(tx, provider.key, call.transactionId);
    if (round.tombstone) return { answer: { status: 'TRANSACTION_ROLLED_BACK' }, store: true };
    // Issue 37: maintenance takes no new bets, as a lock takes none; credits and rollbacks are owed, so pass.
    if (await isMaintenanceOn(tx)) {
      return { answer: { status: 'PLAYER_BLOCKED', message: refusalCatalog.maintenance }, store: true };
    }
    if (launch.betLocked) return { answer: { status: 'PLAYER_BLOCKED' }, store: true };
    // Issue 21: self-excluded, cooling off, or a reality check waiting for the player's answer.
    const blocked = await responsibleGamingBlock(tx, launch, now);
    if (blocked) return { answer: { status: 'PLAYER_BLOCKED', message: blocked }, store: true };
    const amount = toMinor(call.amount);
    if (available < amount) return { answer: { status: 'INSUFFICIENT_FUNDS' }, store: true };
    return { answer: { status: 'OK' }, move: { amount: -amount, narration: `${label}: bet` }, store: true };
  }
  const round = await roundOf(tx, provider.key, call.debitTransactionId);
  const debit = round.debit?.applied && round.debit.userId === launch.userId ? round.debit : undefined;
  if (call.kind === 'credit') {
    if (round.rolledBack || (round.tombstone && !debit)) {
      return { answer: { status: 'TRANSACTION_ROLLED_BACK' }, store: true };
    }
    if (!debit) return { answer: { status: 'DEBIT_NOT_FOUND' }, store: false };
    const amount = toMinor(call.amount);
    if (amount === 0) return { answer: { status: 'OK' }, store: true };
    return { answer: { status: 'OK' }, move: { amount, narration: `${label}: win` }, store: true };
  }
  if (round.rolledBack) return { answer: { status: 'OK' }, store: true };
  if (!debit) return { answer: { status: 'DEBIT_NOT_FOUND' }, store: true };
  if (round.credited)
    return { answer: invalidRequest('The round is closed: its debit was credited'), store: true };
  return {
    answer: { status: 'OK' },
    move: { amount: debit.amount, narration: `${label}: bet cancelled` },
    store: true,
  };
}

/**
 * POST debit, credit and rollback. Each takes the player's and the provider's accounts FOR UPDATE (in id
 * order, as every money operation does), so calls of one provider queue: a replay arriving beside the
 * first sees its row once the first commits, and answers what it answered. Money moves in one ledger
 * transaction between the player and the provider's house account.
 */
export async function moveCall(
  db: Database,
  provider: CasinoProvider,
  kind: WalletCallKind,
  body: unknown,
  gameName: GameNameOf,
  now: Date,
  gone: ClientGone = neverGone,
): Promise<WalletAnswer> {
  const call = parseMove(kind, body);
  if (typeof call === 'string') return invalidRequest(call);
  const launch = await tokenFor(db, provider.key, call.token, kind === 'debit');
  if (!launch) return invalidToken;
  const requestHash = requestHashOf(call, launch.userId);
  const earlier = await storedCall(db, provider.key, call.transactionId);
  if (earlier) return replayOf(earlier, requestHash);

  const game = await gameName(provider, call.gameCode);
  // Issue 39: a statement shows a short round reference, never a whole UUID.
  const label = `${provider.name} ${game} round ${shortReference(call.roundId)}`;
  const houseId = await providerAccountId(db, provider.key);
  const player = await ensureAccount(db, launch.userId);
  return db.transaction(async (tx) => {
    const locked = await lockAccounts(tx, [player.id, houseId]);
    const playerAccount = locked.get(player.id);
    const house = locked.get(houseId);
    if (!playerAccount || !house) throw new Error('The wallet accounts were not locked');
    const replayed = await storedCall(tx, provider.key, call.transactionId);
    if (replayed) return replayOf(replayed, requestHash);

    const available = minor(playerAccount.balance - playerAccount.exposure);
    const decision = await decide(tx, provider, call, launch, available, label, now);
    let balance = available;
    let ledgerTransactionId: number | null = null;
    if (decision.move) {
      // Issue 38: a provider that gave up on the call (it resends under the same transaction id) gets
      // nothing done now; the resend is then the first and only move.
      const posted = await post(
        tx,
        {
          kind: 'settlement',
          narration: decision.move.narration,
          idempotencyKey: `casino-wallet:${provider.key}:${call.transactionId}`,
          entries: [
            { accountId: player.id, amount: decision.move.amount },
            { accountId: house.id, amount: -decision.move.amount },
          ],
        },
        { gone },
      );
      ledgerTransactionId = posted.transactionId;
      balance = minor(available + decision.move.amount);
      if (call.kind === 'debit') {
        // The session's first casino play starts its reality check; this row's time is the play's.
        await recordCasinoPlay(tx, {
          userId: launch.userId,
          sessionId: launch.sessionId,
          now,
          playFrom: sql`now()`,
        });
      }
    }
    const answer: WalletAnswer = {
      ...decision.answer,
      balance: amountText(balance),
      currency: launch.currency,
      transactionId: call.transactionId,
    };
    if (decision.store) {
      await tx.insert(casinoWalletTransactions).values({
        providerKey: provider.key,
        transactionId: call.transactionId,
        kind: call.kind,
        userId: launch.userId,
        roundId: call.roundId,
        gameCode: call.gameCode,
        gameName: game,
        debitTransactionId: call.kind === 'debit' ? null : call.debitTransactionId,
        amount: call.kind === 'rollback' ? minor(0) : toMinor(call.amount),
        applied: ledgerTransactionId !== null,
        requestHash,
        answer,
        ledgerTransactionId,
      });
    }
    return answer;
  });
}
