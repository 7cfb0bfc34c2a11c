import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { markets, matches, matchScores, runners, series } from '../db/exchangeSchema.ts';
import { LiveBoard, type BoardChange } from '../exchange/board.ts';
import { openTestDatabase } from './database.ts';

export interface FeedTestState {
  readonly db: Database;
  readonly board: LiveBoard;
  /** Every change the current board told its listeners, in order. */
  readonly changes: BoardChange[];
  /** A new empty board (a restarted server), listened to as the first was. */
  freshBoard(): void;
}

/**
 * One database for a feed test file (opening one is slow); each test starts from an empty catalog and a
 * fresh board.
 */
export function feedTestDatabase(): FeedTestState {
  let database: DatabaseHandle | undefined;
  let board = new LiveBoard();
  let changes: BoardChange[] = [];
  const state: FeedTestState = {
    get db() {
      if (!database) throw new Error('the test database is not open yet');
      return database.db;
    },
    get board() {
      return board;
    },
    get changes() {
      return changes;
    },
    freshBoard() {
      board = new LiveBoard();
      const seen: BoardChange[] = [];
      changes = seen;
      board.subscribe((change) => seen.push(change));
    },
  };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await state.db.execute(
      sql`truncate ${matchScores}, ${runners}, ${markets}, ${matches}, ${series} cascade`,
    );
    state.freshBoard();
  });
  return state;
}
