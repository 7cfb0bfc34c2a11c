import {
  minor,
  nextRealityCheckAt,
  parseCasinoMarketId,
  type Minor,
  Refusal,
  isCasinoBetOn,
} from '@exchange/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { rowFromDriver } from '../db/driverRows.ts';
import { bets } from '../db/exchangeSchema.ts';
import { pipelines, type CommitAfter } from '../db/pipelinedTransaction.ts';
import { boundRowsOf } from '../db/rows.ts';
import type { LiveBoard } from '../exchange/board.ts';
import type { Account } from '../ledger/index.ts';
import { checkPlayAllowed } from '../responsibleGaming/guard.ts';
import {
  holdingPosition,
  keepsRow,
  tallyLiterals,
  tallyToStore,
  type MarketPosition,
  type OpenHolding,
  type StoredTally,
} from './exposure.ts';
import {
  acceptedExposure,
  decideBet,
  sameRequest,
  type BetValues,
  type Placement,
  type PlacementInput,
} from './placement.ts';
import {
  betsByIdStatement,
  lockAccountsStatement,
  lockMarketsStatement,
  placingUsersStatement,
  writeBatchStatement,
  type BatchWrite,
  type PlacingKey,
} from './placementBatchSql.ts';
import {
  accountRow,
  betMarketOf,
  holdingOf,
  lockNewAccount,
  marketRow,
  placingUserOf,
  placingUserRow,
  type BetMarket,
  type MarketRowRead,
} from './placementRows.ts';
import { betRowFromDriver, type BetRow } from './records.ts';
import {
  casinoHoldingPosition,
  casinoRoundOf,
  decideCasinoBet,
  readCasinoRounds,
  type CasinoRoundRead,
} from '../casino/placement.ts';

/**
 * Many placements in one transaction (docs/adr/0013-batched-placement.md): the batch's markets locked in
 * one statement, its users' accounts in another (both in id order), what the checks read of every bet in a
 * third, then each bet decided in memory, in the order the bets arrived, by the very checks a single
 * placement runs (placement.ts' decideBet and acceptedExposure; a casino bet's round read and locked
 * first, and its own checks, casino/placement.ts' decideCasinoBet), each seeing the bets of the batch
 * decided before it as a single placement would see them committed; then every accepted bet, market
 * exposure and account exposure written in one statement. A refused bet is refused alone; any other error
 * throws and the caller's transaction writes nothing.
 */

/** What each bet of a batch comes to: its placement, or the refusal it gets. */
export type BatchOutcome = { placement: Placement } | { refusal: Refusal };

/** A user's account and stored exposures as the batch follows them from bet to bet. */
interface UserState {
  account: Account;
  /** The sum of the user's market exposure rows. */
  marketsExposure: Minor;
  /** The stored exposure of each market the batch touched, as it stands so far. */
  marketExposure: Map<string, Minor>;
}

const pairKey = (first: string, second: string) => `${first}\u0000${second}`;

/**
 * Reads and locks everything the batch's checks need, in the lock order every money operation keeps: the
 * board's markets (FOR SHARE), the casino bets' rounds (FOR SHARE, casino/placement.ts), then the accounts,
 * and under those locks what the checks read of each bet's user. A casino market is not among the markets
 * locked: its round stands for it, as its settlement locks it. Statements that need no answer before them
 * are sent together (db/pipelinedTransaction.ts): the database still runs them in the order sent, each
 * after the one before has its locks, so the users' read sees what the last holder of a lock committed.
 */
async function readBatch(tx: Database, inputs: readonly PlacementInput[]) {
  const boardMarketIds = [
    ...new Set(inputs.filter((input) => !isCasino(input)).map((input) => input.bet.marketId)),
  ];
  const casinoInputs = inputs.filter(isCasino);
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  const lockMarkets = () =>
    boardMarketIds.length === 0
      ? Promise.resolve([])
      : boundRowsOf<Record<string, unknown>>(tx, lockMarketsStatement(boardMarketIds)).then((rows) =>
          rows.map(marketRow),
        );
  const lockAccounts = () =>
    boundRowsOf<Record<string, unknown>>(tx, lockAccountsStatement(userIds)).then((rows) =>
      rows.map(accountRow),
    );
  const readUsers = (casino: ReadonlyMap<string, CasinoRoundRead>) =>
    boundRowsOf<Record<string, unknown>>(tx, placingUsersStatement(placingKeys(inputs, casino))).then(
      (rows) => rows.map(placingUserRow),
    );

  // With casino bets, their rounds are read between the markets' lock and the accounts': those reads wait
  // for the answers before them. Everything after them is sent together where the connection pipelines.
  const casinoFirst = casinoInputs.length > 0;
  const marketRows = casinoFirst ? await lockMarkets() : null;
  const casino = casinoFirst ? await readCasinoRounds(tx, casinoInputs) : new Map<string, CasinoRoundRead>();
  let read;
  if (pipelines(tx)) {
    read = await Promise.all([marketRows ?? lockMarkets(), lockAccounts(), readUsers(casino)]);
  } else {
    const markets = marketRows ?? (await lockMarkets());
    const accounts = await lockAccounts();
    read = [markets, accounts, await readUsers(casino)] as const;
  }
  const [lockedMarkets, accountRows] = read;
  let users = read[2];
  const markets = new Map(lockedMarkets.map((row) => [row.id, row]));
  const accounts = new Map<string, Account>(
    accountRows.map((row) => [
      row.user_id,
      { id: row.id, userId: row.user_id, balance: row.balance, exposure: row.exposure },
    ]),
  );
  // A user's first money operation creates its account; what the checks read is read again under its lock.
  const missing = userIds.filter((userId) => !accounts.has(userId));
  for (const userId of missing) accounts.set(userId, await lockNewAccount(tx, userId));
  if (missing.length > 0) users = await readUsers(casino);

  const earlierIds = users.flatMap((row) => (row.earlier_bet_id ? [row.earlier_bet_id] : []));
  const earlierRows =
    earlierIds.length === 0
      ? []
      : (await boundRowsOf<Record<string, unknown>>(tx, betsByIdStatement(earlierIds))).map(betRowFromDriver);
  return { markets, casino, accounts, users, earlier: new Map(earlierRows.map((row) => [row.id, row])) };
}

/** What the users' read needs of each bet, in the batch's order: its open bets with the first of a pair. */
function placingKeys(
  inputs: readonly PlacementInput[],
  casino: ReadonlyMap<string, CasinoRoundRead>,
): PlacingKey[] {
  const seenPairs = new Set<string>();
  return inputs.map((input) => {
    const pair = pairKey(input.userId, input.bet.marketId);
    const first = !seenPairs.has(pair);
    seenPairs.add(pair);
    const board = !isCasino(input);
    return {
      userId: input.userId,
      marketId: input.bet.marketId,
      matchId: board ? null : (casinoRoundMatchId(casino, input) ?? null),
      idempotencyKey: input.idempotencyKey ?? null,
      withOpenBets: first,
      board,
      sessionId: input.sessionId,
    };
  });
}

const isCasino = (input: PlacementInput) => isCasinoBetOn(input.bet.betOn);

/** The match of a casino bet's round, where the round was read. */
function casinoRoundMatchId(
  casino: ReadonlyMap<string, CasinoRoundRead>,
  input: PlacementInput,
): number | undefined {
  const key = parseCasinoMarketId(input.bet.marketId);
  return key ? casino.get(key.roundId)?.round.matchId : undefined;
}

function betMarketFor(row: MarketRowRead | undefined, selectionId: number): BetMarket | null {
  return row ? betMarketOf(row, selectionId) : null;
}

/** An accepted bet of the batch, until the write gives it its row. */
interface Accepted {
  index: number;
  id: string;
  values: BetValues & { liability: Minor };
  position: MarketPosition;
  accountExposure: Minor;
  balance: Minor;
}

/** A replay of a key a bet earlier in the same batch placed: answered with that bet's row. */
interface Replay {
  index: number;
  of: Accepted;
  position: MarketPosition;
  accountExposure: Minor;
  balance: Minor;
}

/**
 * Places a batch inside the caller's transaction: one outcome per input, in its order. Throws (the caller
 * rolls back) on anything but a refusal. `commitAfter` is the transaction's (db/pipelinedTransaction.ts):
 * the write, the batch's last statement, goes to it so the commit can be sent right behind it.
 */
export async function placeBatch(
  tx: Database,
  board: LiveBoard,
  inputs: readonly PlacementInput[],
  commitAfter: CommitAfter = (last) => boundRowsOf(tx, last),
): Promise<BatchOutcome[]> {
  const read = await readBatch(tx, inputs);
  const outcomes: (BatchOutcome | undefined)[] = new Array(inputs.length);
  const states = new Map<string, UserState>();
  const holdings = new Map<string, OpenHolding>();
  const placedKeys = new Map<string, Accepted>();
  const accepted: Accepted[] = [];
  const replays: Replay[] = [];
  /** Sessions whose first casino play is in this batch: each starts its reality check (issue 21). */
  const firstPlays = new Map<string, { userId: string; now: Date }>();

  inputs.forEach((input, index) => {
    const { userId, bet: request } = input;
    const userRow = read.users[index];
    const account = read.accounts.get(userId);
    if (!userRow || userRow.n !== index + 1 || !account) throw new Error('The batch read is short');
    const pair = pairKey(userId, request.marketId);
    const held = holdingOf(userRow);
    if (held) holdings.set(pair, held);
    const state =
      states.get(userId) ??
      ({
        account: { ...account },
        marketsExposure: userRow.markets_exposure,
        marketExposure: new Map(),
      } satisfies UserState);
    states.set(userId, state);
    if (!state.marketExposure.has(request.marketId)) {
      state.marketExposure.set(request.marketId, userRow.market_exposure);
    }
    const betMarket = betMarketFor(read.markets.get(request.marketId), request.selectionId);
    const holding = holdings.get(pair) ?? { bets: [] };
    const keyed = input.idempotencyKey ? pairKey(userId, input.idempotencyKey) : null;
    const replayedHere = keyed ? placedKeys.get(keyed) : undefined;
    const earlierId = userRow.earlier_bet_id;
    const user = placingUserOf(userRow, {
      otherMarketsExposure: minor(state.marketsExposure - (state.marketExposure.get(request.marketId) ?? 0)),
      holding,
    });

    try {
      // A casino bet's round, or its refusal (a bet on no round is refused before anything else).
      const casinoRead = isCasino(input) ? casinoRoundOf(read.casino, input) : null;
      // Issue 21: no bet while self-excluded or cooling off; casino bets wait for a due reality check.
      if (user) checkPlayAllowed(user.play, casinoRead !== null, input.now);
      // The same key again: the bet it placed, earlier in this batch or before it.
      if (user && (earlierId || replayedHere)) {
        const earlier = earlierId ? read.earlier.get(earlierId) : undefined;
        const position = casinoRead
          ? casinoHoldingPosition(casinoRead, holding)
          : holdingPosition(betMarket?.selectionIds ?? [], holding);
        const figures = { accountExposure: state.account.exposure, balance: state.account.balance };
        if (earlier) {
          if (!sameRequest(earlier, request)) throw new Refusal('bet_idempotency_key_reused');
          outcomes[index] = { placement: { row: earlier, position, ...figures, replayed: true } };
        } else if (replayedHere) {
          if (!sameRequest(replayedHere.values, request)) throw new Refusal('bet_idempotency_key_reused');
          replays.push({ index, of: replayedHere, position, ...figures });
        } else {
          throw new Error('The earlier bet disappeared');
        }
        return;
      }

      const decided = casinoRead
        ? decideCasinoBet(casinoRead, input, user)
        : decideBet(board, input, betMarket, user);
      const { values, position, placing } = decided;
      const { liability, accountExposure } = acceptedExposure(values, position, {
        ...state.account,
        otherMarketsExposure: placing.otherMarketsExposure,
        exposureLimit: placing.exposureLimit,
      });
      const placed: Accepted = {
        index,
        id: randomUUID(),
        values: { ...values, liability },
        position,
        accountExposure,
        balance: state.account.balance,
      };
      accepted.push(placed);
      if (keyed) placedKeys.set(keyed, placed);
      if (casinoRead && user?.play.session === null)
        firstPlays.set(input.sessionId, { userId, now: input.now });
      // What the next bets of this user see, as if this one had committed.
      holdings.set(pair, decided.holding);
      state.marketsExposure = minor(
        state.marketsExposure - (state.marketExposure.get(request.marketId) ?? 0) + position.exposure,
      );
      state.marketExposure.set(request.marketId, position.exposure);
      state.account.exposure = accountExposure;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      outcomes[index] = { refusal: error };
    }
  });

  // Each touched market's tally as the batch leaves it, in the runners' order the statement read.
  const tallies = (userId: string, marketId: string) => {
    const market = read.markets.get(marketId);
    const holding = holdings.get(pairKey(userId, marketId));
    return market && holding ? tallyToStore(market.selection_ids ?? [], holding) : null;
  };
  const rows =
    accepted.length === 0
      ? new Map<string, BetRow>()
      : await writeBatch(tx, { accepted, states, tallies, firstPlays }, commitAfter);
  for (const bet of accepted) outcomes[bet.index] = { placement: placementOf(bet, rows) };
  for (const replay of replays) {
    const { row } = placementOf(replay.of, rows);
    outcomes[replay.index] = {
      placement: {
        row,
        position: replay.position,
        accountExposure: replay.accountExposure,
        balance: replay.balance,
        replayed: true,
      },
    };
  }
  return outcomes.map((outcome) => {
    if (!outcome) throw new Error('A bet of the batch has no outcome');
    return outcome;
  });
}

function placementOf(bet: Accepted, rows: Map<string, BetRow>): Placement {
  const row = rows.get(bet.id);
  if (!row) throw new Error('The bet was not stored');
  return {
    row,
    position: bet.position,
    accountExposure: bet.accountExposure,
    balance: bet.balance,
    replayed: false,
  };
}

async function writeBatch(
  tx: Database,
  batch: {
    accepted: readonly Accepted[];
    states: Map<string, UserState>;
    tallies: (userId: string, marketId: string) => StoredTally | null;
    firstPlays: ReadonlyMap<string, { userId: string; now: Date }>;
  },
  commitAfter: CommitAfter,
): Promise<Map<string, BetRow>> {
  const { accepted, states, tallies } = batch;
  const changed = new Set(accepted.map((bet) => bet.values.userId));
  const touched = new Set(accepted.map((bet) => pairKey(bet.values.userId, bet.values.marketId)));
  const write: BatchWrite = {
    bets: accepted.map((bet) => ({ ...bet.values, id: bet.id, liability: Number(bet.values.liability) })),
    marketExposures: [...states.entries()]
      .filter(([userId]) => changed.has(userId))
      .flatMap(([userId, state]) =>
        [...state.marketExposure.entries()]
          .filter(([marketId]) => touched.has(pairKey(userId, marketId)))
          .map(([marketId, exposure]) => {
            const stored = tallies(userId, marketId);
            return { userId, marketId, exposure, keep: keepsRow(exposure, stored), ...tallyLiterals(stored) };
          }),
      ),
    casinoPlays: [...batch.firstPlays].map(([sessionId, play]) => ({
      sessionId,
      userId: play.userId,
      startedAt: play.now,
      dueAt: nextRealityCheckAt(play.now),
    })),
  };
  // The batch's last statement: the commit can go out right behind it.
  const written = await commitAfter<Record<string, unknown>>(writeBatchStatement(write));
  const createdAt = new Map(written.map((raw) => [raw.id as string, createdAtFromDriver(raw).createdAt]));
  return new Map(accepted.map((bet) => [bet.id, storedBet(bet, createdAt.get(bet.id))]));
}

const createdAtFromDriver = rowFromDriver(bets, ['createdAt']);

/**
 * The row the write stored for an accepted bet: its values, the columns' defaults, and the time the
 * database gave it. Built here rather than returned whole: reading every column of every bet back was
 * a tenth of the server's CPU per placebet (issue 22), for values it had just sent.
 */
function storedBet({ id, values }: Accepted, createdAt: Date | undefined): BetRow {
  if (!createdAt) throw new Error('The bet was not stored');
  return {
    ...values,
    id,
    oddsType: values.oddsType ?? null,
    gtype: values.gtype ?? null,
    volume: values.volume ?? null,
    persistence: values.persistence ?? 'lapse',
    acceptBetterPrice: values.acceptBetterPrice ?? null,
    waitIfPriceWorse: values.waitIfPriceWorse ?? null,
    pnl: null,
    ip: values.ip ?? null,
    dueAt: values.dueAt ?? null,
    matchedAt: values.matchedAt ?? null,
    closedAt: null,
    closedBy: null,
    idempotencyKey: values.idempotencyKey ?? null,
    createdAt,
  };
}
