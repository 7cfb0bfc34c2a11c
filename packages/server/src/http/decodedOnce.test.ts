import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCasinoTables } from '../casino/rounds.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * ASVS 1.1.1: input is decoded to its canonical form once, before it is validated. Fastify decodes the
 * URL's query and path once and parses a JSON body once; nothing of ours decodes again. `%2525` on the
 * wire is the text `%25` in the handler, never `%` (which a second decode would make of it).
 */

let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // The casino's tables, for a route that takes a value in its path.
  await ensureCasinoTables(t.context.db, new Date());
  tree = await buildTree(t);
  // Names a second decode would mix up: the literal text `%25`, a bare `%`, and `%2` (`%25` decoded twice).
  for (const username of ['Pct%25Lit', 'Pct%Bare', 'Pct%2Other']) {
    await t.createUser({ role: 'user', parent: tree.dl, username });
  }
  operatorToken = await t.signIn(tree.dl);
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ url, headers: { authorization: `Bearer ${operatorToken}` } });
  return { status: response.statusCode, body: response.json() as { data: unknown } };
}

describe('input decoded once', () => {
  it('a username search for %25 (sent as %2525) finds only the literal %25, never a bare %', async () => {
    const search = await get('/api/get-user-list?search=%2525');
    expect(search.status).toBe(200);
    const names = (search.body.data as { items: { username: string }[] }).items.map((row) => row.username);
    expect(names).toEqual(['Pct%25Lit']);

    // `%25` on the wire is one `%`: the bare name is found like any other.
    const bare = await get('/api/get-user-list?search=Pct%25B');
    expect((bare.body.data as { items: { username: string }[] }).items.map((row) => row.username)).toEqual([
      'Pct%Bare',
    ]);

    // An exact lookup: `Pct%2525Lit` is the user `Pct%25Lit`; decoded twice it would name no one.
    const detail = await get('/api/get-user-detail?username=Pct%2525Lit');
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ username: 'Pct%25Lit' });
    // `Pct%25252Other` is the text `Pct%252Other`, which names no one; decoded twice it would be `Pct%2Other`.
    expect((await get('/api/get-user-detail?username=Pct%25252Other')).status).not.toBe(200);
  });

  it('takes a JSON body as it is: %25 in a suggestion is the literal %25, never decoded', async () => {
    const response = await t.call('POST', '/api/get-user-list-suggestion', {
      token: operatorToken,
      body: { username: 'Pct%25' },
    });
    expect(response.body.data).toEqual(['Pct%25Lit']);
  });

  it('hands a path value to the handler decoded once: lucky%2537 is the text lucky%37, not the game lucky7', async () => {
    const chainsOf = (code: string) => t.app.inject({ url: `/api/casino-seed-chains/${code}` });
    // A plain escape is decoded (once): `lucky%37` names the game lucky7.
    const once = await chainsOf('lucky%37');
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ data: { gameType: 'lucky7' } });
    // Escaped twice, each stays text that names no game (`lucky%37`, `%6Cucky7`); decoded again, lucky7.
    for (const code of ['lucky%2537', '%256Cucky7']) {
      const response = await chainsOf(code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json(), code).toMatchObject({ code: 'casino_game_not_found' });
    }
  });
});
