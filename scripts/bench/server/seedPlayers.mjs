// Before the server starts: its database ready, and `count` funded players written in bulk, each with an
// open session and the access token the load generator sends (signed with the JWT secret the server is
// started with, as the server's issueTokens signs one). Run under tsx with the workspace source condition:
//   seedPlayers.mjs <data dir> <database url or ''> <count> <out file>
// with JWT_SECRET in the environment. Writes the tokens to the out file as JSON, in player order. The server
// is not running yet: an embedded (PGlite) data folder is one process's at a time.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { createTokenService } from '../../../packages/server/src/auth/tokens.ts';
import { openDatabase } from '../../../packages/server/src/db/client.ts';
import * as schema from '../../../packages/server/src/db/schema.ts';
import * as exchangeSchema from '../../../packages/server/src/db/exchangeSchema.ts';
import { againstHouse, lockAccountsOf, post } from '../../../packages/server/src/ledger/index.ts';
import { migratedDump, migrationsKey } from '../../../packages/server/src/testing/migratedDump.ts';

const [dataDir, url, countText, outFile] = process.argv.slice(2);
const count = Number(countText);
// Rs 10,000,000 each: the balance never limits the bench's bets.
const funding = 1_000_000_000;

/**
 * PostgreSQL: the server's own pool, migrated. PGlite: the tests' migrated dump unpacked into the new data
 * folder, opened without the server's fsync per commit (a bench's throwaway seed; PGlite's initdb, or the
 * dump loaded through the durable file system, takes 5 to 30 s here). Closing it checkpoints.
 */
async function open() {
  if (url) {
    const database = await openDatabase({ url, dataDir: null });
    await database.migrate();
    return { db: database.db, close: () => database.close() };
  }
  await migratedDump();
  mkdirSync(dataDir, { recursive: true });
  const dump = join(import.meta.dirname, '../../../.cache/pglite', `migrated-${migrationsKey()}.tar`);
  execFileSync('tar', ['-xf', dump, '-C', dataDir], { stdio: 'ignore' });
  const client = new PGlite(dataDir);
  await client.waitReady;
  return { db: drizzle(client, { schema: { ...schema, ...exchangeSchema } }), close: () => client.close() };
}

const database = await open();
try {
  const { db } = database;
  await db.execute(sql`
    with ids as (select gen_random_uuid() as id, g from generate_series(1, ${count}::int) g),
    created as (
      insert into users (id, username, fullname, role, path, password_hash, transaction_password_hash,
        must_change_password)
      select id, 'Bench_' || lpad(g::text, 5, '0'), 'Bench player ' || g, 'user', id::text, 'not-a-hash',
        'not-a-hash', false
      from ids
      returning id
    )
    insert into accounts (user_id) select id from created`);
  const players = sql`select id from users where username like 'Bench\\_%'`;
  await db.transaction(async (tx) => {
    const locked = await lockAccountsOf(tx, players);
    const moves = [...locked.players.keys()].map((userId) => ({ userId, amount: funding }));
    await post(tx, {
      kind: 'opening',
      narration: 'Bench funding',
      idempotencyKey: `bench-funding:${Date.now()}`,
      entries: againstHouse(locked, moves),
    });
  });
  const sessions = await db.execute(sql`
    insert into sessions (user_id, ip)
    select id, '127.0.0.1' from users where username like 'Bench\\_%' order by username
    returning id, user_id`);
  const tokens = createTokenService(process.env.JWT_SECRET ?? '', 3_600);
  const signed = await Promise.all(
    sessions.rows.map((session) =>
      tokens.sign({ userId: session.user_id, sessionId: session.id, role: 'user', kind: 'access' }),
    ),
  );
  writeFileSync(outFile, JSON.stringify(signed));
} finally {
  await database.close();
}
