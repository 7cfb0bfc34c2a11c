import { casinoGameDefinition, privilegeIds, type Role } from '@exchange/domain';
import { sql } from 'drizzle-orm';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allAccessCases } from '../testing/allAccessCases.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCasinoTables, openRound } from '../casino/rounds.ts';
import { openSession } from '../auth/sessions.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/app.ts';
import { createTestMatch } from '../testing/markets.ts';
import type { AccessCase, AccessCaller, AccessRequest } from '../testing/accessCases.ts';

/**
 * ASVS 3.5.3: a GET changes nothing; every write is a POST or a DELETE. Two checks: every GET route the
 * server registers is on a list reviewed as reads (a new GET route fails the first test until someone
 * has looked at its handler and added it), and calling each one with the access matrix's valid input, as
 * every role it lets in, leaves every table of the database as it was. The test-only routes main.ts adds
 * under TEST_CLOCK (`GET /test/clock`, `GET /test/feed`, never in production) answer a clock and a tick.
 */

/** Every GET route, reviewed: each answers what it reads and writes nothing. */
const reviewedReads = [
  // Session, settings and news.
  'GET /api/user-info',
  'GET /api/setting-list',
  'GET /api/welcome-images',
  'GET /api/welcome-image/:id',
  'GET /api/get-news',
  // The hierarchy and the operator's own accounts.
  'GET /api/get-user-list',
  'GET /api/get-user-detail',
  'GET /api/get-parent-user-detail',
  'GET /api/get-user-stake',
  'GET /api/get-login-account-list',
  'GET /api/get-user-balance',
  // Bets, books and reports.
  'GET /bet/bets',
  'GET /api/get-exposer-event',
  'GET /api/get-child-user-list',
  'GET /api/bet-limits',
  'GET /api/get-market-analysis',
  'GET /api/get-market-analysis-user',
  'GET /api/get-user-book',
  'GET /api/get-dashboard-summary',
  'GET /api/get-match-bets',
  'GET /api/get-casino-book',
  // Sports, the admin's sports screens and the data API.
  'GET /api/get-sport-list',
  'GET /api/get-match-list',
  'GET /api/get-match-by-id',
  'GET /api/get-market-list',
  'GET /api/get-fancy-list',
  'GET /api/get-series-with-market',
  'GET /api/get-series-with-market-with-date',
  'GET /api/get-active-matches',
  'GET /api/get-active-markets',
  'GET /api/get-active-fancies',
  'GET /api/commission-rates',
  'GET /data/get-series',
  'GET /data/get-matches',
  'GET /data/score',
  'GET /data/fancy-data',
  'GET /data/match-snapshot',
  // The casino, its results and its public fairness proofs.
  'GET /api/get-casino-games',
  'GET /api/get-casino-data-by-id/:id',
  'GET /data/api/get-casino-market/:id',
  'GET /api/html-cards/:a/:b/',
  'GET /api/done-results/:matchid',
  'GET /api/casino-result-by-market',
  'GET /api/disable-casino-games',
  'GET /api/casino-seed-chains/:code',
  'GET /api/casino-round-proof/:mid',
  // The cashier.
  'GET /api/get-bank-and-upi-list',
  'GET /api/get-pending-payment-count',
  'GET /api/get-payment-list',
  'GET /api/get-setting-list',
  'GET /api/payment-list',
  'GET /api/payment-file/:id',
  // Casino providers and the lottery.
  'GET /api/get-casino-int-games',
  'GET /api/lottery-list',
  'GET /api/lottery-image/:id',
  'GET /api/lottery-draw/:id',
  // Responsible gaming.
  'GET /api/responsible-gaming',
  'GET /api/responsible-gaming/:userId',
  // The demo's code outbox, health, the API reference and the built site (files only).
  'GET /api/dev/outbox',
  'GET /api/health',
  'GET /api/openapi.json',
  'GET /api/reference',
  'GET /api/reference/swagger-initializer.js',
  'GET /api/reference/*',
  'GET /assets/*',
  'GET /storybook/*',
  'GET /*',
];

const cases = allAccessCases;

const chainRoles: readonly Role[] = ['admin', 'sadmin', 'smdl', 'mdl', 'dl', 'user'];

interface GetRoute {
  key: string;
  url: string;
  /** Registered from the contract (with an access case), or a file route of the site or reference. */
  contract: boolean;
}

/**
 * Input naming what this database holds (a match, a casino table and its live round, the player), where
 * the matrix's input only gets past the access check: the calls then read something and answer it.
 */
type FoundInput = Record<string, { url?: string; query?: Record<string, string> }>;
let foundInput: FoundInput = {};

/**
 * What the others read is not in this database (an uploaded file, a finished casino round, a feed's
 * score): they answer not found after looking for it, the read this test can see.
 */
const notHeldHere = new Set([
  'GET /api/welcome-image/:id',
  'GET /api/payment-file/:id',
  'GET /api/lottery-image/:id',
  'GET /api/lottery-draw/:id',
  'GET /api/casino-result-by-market',
  'GET /api/casino-round-proof/:mid',
  'GET /data/score',
]);

let dir: string;
let t: TestApp;
const getRoutes: GetRoute[] = [];
const signedIn = new Map<Role, { token: string; caller: AccessCaller }>();
let player: TestUser;

beforeAll(async () => {
  // Builds of the app and Storybook, so the site's routes are registered as a production server has them.
  dir = await mkdtemp(join(tmpdir(), 'get-routes-'));
  await mkdir(join(dir, 'app/assets'), { recursive: true });
  await mkdir(join(dir, 'storybook'), { recursive: true });
  await writeFile(join(dir, 'app/index.html'), '<div id="root"></div>');
  await writeFile(join(dir, 'storybook/index.html'), '<title>Storybook</title>');
  t = await createTestApp({
    // The demo app, as the access matrix: its outbox route is one more GET.
    demo: true,
    env: { APP_DIR: join(dir, 'app'), STORYBOOK_DIR: join(dir, 'storybook') },
    onRoute: (route: RouteOptions) => {
      const methods = [route.method].flat();
      if (!methods.includes('GET')) return;
      const key = `GET ${route.url}`;
      if (getRoutes.some((known) => known.key === key)) return;
      getRoutes.push({ key, url: route.url, contract: route.config?.endpoint !== undefined });
    },
  });
  // admin > sadmin > smdl > mdl > dl > user, every operator holding every privilege.
  let parent: TestUser | null = null;
  for (const role of chainRoles) {
    parent = await t.createUser({ role, parent, privileges: role === 'user' ? [] : [...privilegeIds] });
    const issued = await openSession(t.context, parent, '127.0.0.1');
    signedIn.set(role, {
      token: issued.token,
      caller: { userId: parent.id, username: parent.username, refreshToken: issued.refreshToken },
    });
  }
  if (!parent) throw new Error('no chain');
  player = parent;

  const match = await createTestMatch(t, { status: 'inPlay' });
  const now = new Date();
  await ensureCasinoTables(t.context.db, now);
  const lucky7 = casinoGameDefinition('lucky7');
  if (!lucky7) throw new Error('no lucky7');
  const round = await openRound(t.context.db, lucky7, now);
  const onMatch = { query: { matchId: String(match.matchId) } };
  const casinoMatch = String(lucky7.matchId);
  foundInput = {
    'GET /api/get-match-by-id': onMatch,
    'GET /api/get-market-list': onMatch,
    'GET /api/get-fancy-list': onMatch,
    'GET /api/get-active-markets': onMatch,
    'GET /api/get-active-fancies': onMatch,
    'GET /api/get-match-bets': onMatch,
    'GET /bet/bets': onMatch,
    'GET /data/score': { query: { MatchID: String(match.matchId) } },
    'GET /data/fancy-data': { query: { MatchID: String(match.matchId) } },
    'GET /data/match-snapshot': { query: { MatchID: String(match.matchId) } },
    'GET /api/get-user-book': {
      query: { matchId: String(match.matchId), marketId: match.matchOdds.marketId },
    },
    'GET /api/get-casino-data-by-id/:id': { url: `/api/get-casino-data-by-id/${casinoMatch}` },
    'GET /data/api/get-casino-market/:id': { url: `/data/api/get-casino-market/${casinoMatch}` },
    'GET /api/done-results/:matchid': { url: `/api/done-results/${casinoMatch}` },
    'GET /api/disable-casino-games': { query: { matchId: casinoMatch } },
    'GET /api/casino-seed-chains/:code': { url: '/api/casino-seed-chains/lucky7' },
    'GET /api/html-cards/:a/:b/': { url: `/api/html-cards/lucky7/${round?.id ?? 'none'}/` },
    'GET /api/responsible-gaming/:userId': { url: `/api/responsible-gaming/${player.id}` },
  };
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The matrix's request for a role: itself where a route names a user and allows that, else the player. */
function requestFor(accessCase: AccessCase, caller: AccessCaller): AccessRequest {
  const { request, target } = accessCase;
  if (target?.allowedRelations.includes('self')) return target.request(caller.username);
  if (typeof request === 'function') return request(caller);
  if (request) return request;
  if (target) return target.request(caller.userId === player.id ? caller.username : player.username);
  return {};
}

/**
 * Notes every row written, deleted or truncated in any table of the app's schemas into a table of its
 * own (which has no such trigger), so a call's writes can be read back whichever table they touched.
 */
async function watchWrites() {
  const { db } = t.database;
  await db.execute(sql`create table test_get_writes (table_name text not null, operation text not null)`);
  await db.execute(sql`create function test_note_write() returns trigger language plpgsql as $$
    begin
      insert into test_get_writes values (tg_table_schema || '.' || tg_table_name, tg_op);
      return null;
    end $$`);
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`
    select format('%I.%I', namespace.nspname, class.relname) as name
    from pg_class class join pg_namespace namespace on namespace.oid = class.relnamespace
    where class.relkind in ('r', 'p') and not class.relispartition
      and namespace.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and class.relname <> 'test_get_writes'`,
  );
  const names = tables.map((row) => row.name);
  expect(names.length).toBeGreaterThan(20);
  for (const name of names) {
    await db.execute(
      sql.raw(`create trigger test_note_write after insert or update or delete on ${name}
        for each row execute function test_note_write()`),
    );
    await db.execute(
      sql.raw(`create trigger test_note_truncate after truncate on ${name}
        for each statement execute function test_note_write()`),
    );
  }
}

/** The writes noted since the last call, cleared for the next. */
async function takeWrites(): Promise<string[]> {
  const { db } = t.database;
  const rows = await rowsOf<{ table_name: string; operation: string }>(
    db,
    sql`delete from test_get_writes returning table_name, operation`,
  );
  return rows.map((row) => `${row.operation} ${row.table_name}`);
}

let ipCounter = 0;
async function call(url: string, token: string | undefined, request: AccessRequest) {
  ipCounter += 1;
  const response = await t.app.inject({
    method: 'GET' as HTTPMethods,
    url,
    // Each call from its own address, as the matrix: the public fairness calls are rate-limited per address.
    remoteAddress: `10.9.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(request.query && { query: request.query }),
  });
  return response.statusCode;
}

describe('GET routes', () => {
  it('are each on the list reviewed as reads, and the list names no route that is gone', () => {
    const registered = getRoutes.map((route) => route.key).sort();
    // A failure here names a new GET route: check its handler writes nothing, then list it above.
    expect(registered).toEqual([...reviewedReads].sort());
  });

  it('leave every table as it was when called with valid input, as every role they let in', async () => {
    await watchWrites();
    // The triggers see a write (so an empty list below means something).
    await t.database.db.execute(sql`update users set fullname = fullname where id = ${player.id}`);
    expect(await takeWrites()).toEqual(['UPDATE public.users']);

    const writes: string[] = [];
    const refused: string[] = [];
    for (const route of getRoutes) {
      if (!route.contract) {
        // The site's and the reference's files: any file name will do, they read the disk only.
        const url = route.url.replace('*', 'index.html');
        expect(await call(url, undefined, {}), url).toBeLessThan(500);
        writes.push(...(await takeWrites()).map((write) => `${route.key}: ${write}`));
        continue;
      }
      const accessCase = cases[route.key];
      if (!accessCase) throw new Error(`no access case for ${route.key}`);
      const { allowed } = accessCase;
      if (allowed === 'second-step') throw new Error(`${route.key}: a second-step GET is not covered here`);
      const callers = allowed === 'public' ? (['public'] as const) : allowed;
      for (const role of callers) {
        const session = role === 'public' ? undefined : signedIn.get(role);
        const caller = session?.caller ?? { userId: '', username: player.username, refreshToken: '' };
        const found = foundInput[route.key];
        const request = { ...requestFor(accessCase, caller), ...(found?.query && { query: found.query }) };
        const status = await call(found?.url ?? route.url, session?.token, request);
        if (status >= 300 && !notHeldHere.has(route.key)) refused.push(`${route.key} as ${role}: ${status}`);
        writes.push(...(await takeWrites()).map((write) => `${route.key} as ${role}: ${write}`));
      }
    }
    // A write a handler left running after its answer lands here.
    await new Promise((resolve) => setTimeout(resolve, 200));
    writes.push(...(await takeWrites()).map((write) => `after the calls: ${write}`));
    expect(writes).toEqual([]);
    // Each call read what it was asked for: valid input, not a refusal that stopped before any read.
    expect(refused).toEqual([]);
  });
});
