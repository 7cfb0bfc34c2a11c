import {
  casinoGameDefinitions,
  casinoGameDefinition,
  casinoRoundResponseSchema,
  checkRoundFairness,
  commitmentOf,
  dealOfRound,
  doneResultsResponseSchema,
  type CasinoGameDefinition,
  type CasinoResult,
  type CasinoRound,
} from '@exchange/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRounds } from '../db/casinoSchema.ts';
import { buildTree } from '../testing/tree.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { setCasinoTableEnabled } from './queries.ts';
import { ensureCasinoTables } from './rounds.ts';
import { testClock, testLoop } from '../testing/casinoLoop.ts';

/**
 * The casino calls against the real database, rounds run by the loop on a clock the test moves: what each
 * call answers and to whom, that nothing secret leaves while a round runs, and that a player can check
 * every result from what the calls publish.
 */

const lucky7 = casinoGameDefinition('lucky7') as CasinoGameDefinition;
const clock = testClock('2025-06-01T12:00:00.000Z');
let t: TestApp;
let tree: Awaited<ReturnType<typeof buildTree>>;
let loop: ReturnType<typeof testLoop>['loop'];
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
  tree = await buildTree(t);
  for (const [name, user] of Object.entries(tree)) tokens.set(name, await t.signIn(user));
  await ensureCasinoTables(t.context.db, clock.now());
  loop = testLoop(t.context).loop;
});
afterAll(() => t.close());

type Who = keyof typeof tree;
const token = (who: Who) => tokens.get(who) ?? '';
const get = (url: string, who: Who = 'player', query?: Record<string, string>) =>
  t.call('GET', url, { token: token(who), ...(query && { query }) });

/** Runs the loop for `seconds`, a second at a time. */
async function run(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    clock.advance(1);
    await loop.tick();
  }
}

async function liveRound(): Promise<CasinoRound> {
  const answer = await get('/api/get-casino-data-by-id/5001');
  expect(answer.status).toBe(200);
  return v.parse(casinoRoundResponseSchema, answer.body).data;
}

async function results(query: Record<string, string> = {}) {
  const answer = await get('/api/done-results/5001', 'player', query);
  expect(answer.status).toBe(200);
  return v.parse(doneResultsResponseSchema, answer.body).data;
}

const secretOf = async (roundId: string) => {
  const [row] = await t.context.db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId));
  if (!row) throw new Error(`no round ${roundId}`);
  return row;
};

describe('the casino calls', () => {
  it('refuses a current round before the loop has opened one', async () => {
    expect(await get('/api/get-casino-data-by-id/5001')).toMatchObject({
      status: 404,
      body: { code: 'casino_round_not_found' },
    });
  });

  it('lists the games for every signed-in role, with spec 3’s fields', async () => {
    for (const who of ['player', 'dl', 'sadmin', 'admin'] as const) {
      const answer = await get('/api/get-casino-games', who);
      expect(answer.status).toBe(200);
      const games = answer.body.data as { slug: string }[];
      expect(games.map((game) => game.slug)).toEqual(casinoGameDefinitions.map((game) => game.code));
      expect(games.find((game) => game.slug === 'lucky7')).toEqual({
        slug: 'lucky7',
        match_id: 5001,
        isDisable: false,
        image: '',
        category: 27,
        identifier: 'lucky7',
        game_name: 'Lucky 7 - A',
        game_images: [],
        live_category: 'Lucky 7',
        art: { cards: ['7H'] },
      });
    }
    expect((await t.call('GET', '/api/get-casino-games')).status).toBe(401);
  });

  it('publishes the open round without its seed or its card, and the same round on the data API', async () => {
    await loop.tick();
    const round = await liveRound();
    const secret = await secretOf(round.mid);
    expect(round).toMatchObject({
      matchId: 5001,
      gameType: 'lucky7',
      gameName: 'Lucky 7 - A',
      status: 'open',
      secondsLeft: 20,
      cards: ['1'],
      commitment: commitmentOf(secret.serverSeed),
      publicSeed: secret.publicSeed,
      algorithm: 'pf-shuffle-v1',
      serverSeed: null,
      result: null,
    });
    expect(round.markets.map((market) => market.marketId)).toEqual(
      ['lowHigh', 'oddEven', 'color', 'line', 'card'].map((suffix) => `${round.mid}.${suffix}`),
    );
    expect(round.markets[0]).toEqual({
      marketId: `${round.mid}.lowHigh`,
      marketName: 'Low / High Card',
      betOn: 'CASINO',
      status: 'OPEN',
      runners: [
        { selectionId: 1, runnerName: 'Low Card', back: 2, lay: null, status: 'ACTIVE' },
        { selectionId: 2, runnerName: 'High Card', back: 2, lay: null, status: 'ACTIVE' },
      ],
    });
    // The card the seed deals: nowhere in the answers while it is face down, nor is the seed.
    const [face] = lucky7.table(dealOfRound(lucky7, { ...secret, roundId: secret.id }), 1);
    const market = await get('/data/api/get-casino-market/5001');
    expect(market.status).toBe(200);
    expect(market.body.data).toEqual(round);
    for (const answer of [market.body, round]) {
      const json = JSON.stringify(answer);
      expect(json).not.toContain(secret.serverSeed);
      expect(json).not.toContain(`"${face}"`);
    }
  });

  it('suspends every market for the last 3 s of the countdown and after it', async () => {
    await run(17);
    const closing = await liveRound();
    expect(closing).toMatchObject({ status: 'open', secondsLeft: 3 });
    expect(closing.markets.every((market) => market.status === 'SUSPENDED')).toBe(true);
    expect(
      closing.markets.every((market) => market.runners.every((runner) => runner.status === 'SUSPENDED')),
    ).toBe(true);
    await run(3);
    expect(await liveRound()).toMatchObject({ status: 'suspended', secondsLeft: 0, cards: ['1'] });
  });

  it('reveals the card, the result and the seed whose SHA-256 is the commitment published while open', async () => {
    const { mid, commitment } = await liveRound();
    await run(5);
    const resulted = await liveRound();
    const secret = await secretOf(mid);
    expect(resulted).toMatchObject({
      mid,
      status: 'result',
      serverSeed: secret.serverSeed,
      result: { winnerName: secret.winnerName },
    });
    expect(resulted.cards).toEqual([expect.stringMatching(/^(A|[2-9]|10|J|Q|K)[SHCD]{2}$/)]);
    expect(commitmentOf(resulted.serverSeed ?? '')).toBe(commitment);
  });

  it('lists results a player can check with the published proof alone', async () => {
    await run(5);
    const page = await results();
    expect(page).toMatchObject({ page: 1, totalPages: 1, totalDocs: 1 });
    const [result] = page.items as [CasinoResult];
    const fair = checkRoundFairness(lucky7, { ...result, roundId: result.mid });
    expect(fair).toMatchObject({ commitmentMatches: true, tableMatches: true });
    const forged = checkRoundFairness(lucky7, {
      ...result,
      roundId: result.mid,
      serverSeed: result.serverSeed.replace(/^./, (char) => (char === '0' ? '1' : '0')),
    });
    expect(forged).toMatchObject({ commitmentMatches: false });
    expect(result).toMatchObject({ gameType: 'lucky7', voided: false });
    expect(result.data.winnerName).toBe((await secretOf(result.mid)).winnerName);
  });

  it('shows a round’s cards as HTML: backs while face down, faces once shown', async () => {
    const open = await liveRound();
    const live = await get(`/api/html-cards/lucky7/${open.mid}/`);
    expect(live).toMatchObject({
      status: 200,
      body: {
        data: {
          html: '<div class="casino-cards"><span class="casino-card casino-card-back" data-card="1"></span></div>',
        },
      },
    });
    const [finished] = (await results()).items as [CasinoResult];
    const [face] = finished.table;
    const mobile = await get(`/api/html-cards/lucky7/${finished.mid}.lowHigh/`, 'dl', { ismobile: 'true' });
    expect(mobile.status).toBe(200);
    expect((mobile.body.data as { html: string }).html).toMatch(
      new RegExp(
        `^<div class="casino-cards casino-cards-mobile"><span class="casino-card casino-card-(red|black)" data-card="${face}"`,
      ),
    );
    expect(await get(`/api/html-cards/nogame/${open.mid}/`)).toMatchObject({
      status: 404,
      body: { code: 'casino_game_not_found' },
    });
    expect(await get('/api/html-cards/lucky7/5001000000000000/')).toMatchObject({
      status: 404,
      body: { code: 'casino_round_not_found' },
    });
    expect((await get(`/api/html-cards/lucky7/${open.mid}/`, 'player', { ismobile: 'yes' })).status).toBe(
      400,
    );
  });

  it('gives a finished round’s detail as sanitised HTML, markup in its rows coming out as text', async () => {
    const [finished] = (await results()).items as [CasinoResult];
    const detail = await get('/api/casino-result-by-market', 'player', {
      slug: 'lucky7',
      mid: `${finished.mid}.card`,
    });
    expect(detail.status).toBe(200);
    const { html } = detail.body.data as { html: string };
    expect(html).toContain(`<strong class="casino-result-winner">${finished.data.winnerName}</strong>`);
    expect(html).toContain(`<dd>${finished.serverSeed}</dd>`);

    await t.context.db
      .update(casinoRounds)
      .set({
        winnerName: '<img src=x onerror=alert(1)>',
        result: {
          winnerName: 'x',
          rows: [{ label: 'Card', value: '<script>alert(document.cookie)</script>' }],
          table: finished.table,
        },
      })
      .where(eq(casinoRounds.id, finished.mid));
    const hostile = await get('/api/casino-result-by-market', 'player', {
      slug: 'lucky7',
      mid: finished.mid,
    });
    const inert = (hostile.body.data as { html: string }).html;
    expect(inert).not.toMatch(/<script|<img/i);
    expect(inert).toContain('<td>&lt;script&gt;alert(document.cookie)&lt;/script&gt;</td>');
    expect(inert).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const open = await liveRound();
    expect(
      await get('/api/casino-result-by-market', 'player', { slug: 'lucky7', mid: open.mid }),
    ).toMatchObject({
      status: 404,
      body: { code: 'casino_round_not_found' },
    });
    expect(
      await get('/api/casino-result-by-market', 'player', { slug: 'nogame', mid: finished.mid }),
    ).toMatchObject({ status: 404, body: { code: 'casino_game_not_found' } });
  });

  it('pages results, newest first, by day and by the start of a round id', async () => {
    // Eleven more rounds (30 s each): twelve results, two pages of ten.
    await run(11 * 30);
    const first = await results();
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalDocs: 12 });
    expect(first.items).toHaveLength(10);
    const ids = first.items.map((item) => item.mid);
    expect([...ids].sort().reverse()).toEqual(ids);
    const second = await results({ page: '2' });
    expect(second.items).toHaveLength(2);
    expect(second.items.every((item) => !ids.includes(item.mid))).toBe(true);
    for (const result of [...first.items, ...second.items]) {
      expect(checkRoundFairness(lucky7, { ...result, roundId: result.mid })).toMatchObject({
        commitmentMatches: true,
        tableMatches: true,
      });
    }

    expect((await results({ filter_date: '2025-06-01' })).totalDocs).toBe(12);
    expect((await results({ filter_date: '2025-06-02' })).totalDocs).toBe(0);
    const newest = ids[0] ?? '';
    expect((await results({ roundId: newest })).items.map((item) => item.mid)).toEqual([newest]);
    expect((await results({ roundId: '5001250601' })).totalDocs).toBe(12);
    // A wildcard in the filter is a character, not a pattern.
    expect((await results({ roundId: '5001%' })).totalDocs).toBe(0);
    expect(await get('/api/done-results/777')).toMatchObject({
      status: 404,
      body: { code: 'casino_game_not_found' },
    });
  });

  it('lets only the Super Admin close and open a game; a closed game shows -1, takes no round, and its round is voided', async () => {
    const running = await liveRound();
    for (const who of ['sadmin', 'dl', 'player'] as const) {
      const refused = await t.call('POST', '/api/update-casino-game-status', {
        token: token(who),
        body: { slug: 'lucky7', isDisable: true },
      });
      expect(refused.status, who).toBe(403);
    }
    expect(
      await t.call('POST', '/api/update-casino-game-status', {
        token: token('admin'),
        body: { slug: 'nogame', isDisable: true },
      }),
    ).toMatchObject({ status: 404, body: { code: 'casino_game_not_found' } });

    const closed = await t.call('POST', '/api/update-casino-game-status', {
      token: token('admin'),
      body: { slug: 'lucky7', isDisable: true },
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { message: 'Game closed', data: { slug: 'lucky7', match_id: -1, isDisable: true } },
    });
    const lobby = (await get('/api/get-casino-games')).body.data as { slug: string }[];
    expect(lobby.find((game) => game.slug === 'lucky7')).toMatchObject({ match_id: -1, isDisable: true });
    expect(await get('/api/disable-casino-games', 'player', { matchId: '5001' })).toMatchObject({
      status: 200,
      body: { data: { isDisable: true } },
    });
    expect(await get('/api/disable-casino-games', 'player', { matchId: '-1' })).toMatchObject({
      body: { data: { isDisable: true } },
    });
    expect(await get('/api/get-casino-data-by-id/5001')).toMatchObject({
      status: 404,
      body: { code: 'casino_game_disabled' },
    });
    expect(await get('/data/api/get-casino-market/5001')).toMatchObject({
      status: 404,
      body: { code: 'casino_game_disabled' },
    });

    await run(1);
    const voided = await secretOf(running.mid);
    expect(voided).toMatchObject({ state: 'void', voidedAt: clock.now(), revealedAt: clock.now() });
    await run(40);
    const [newest] = (await results()).items as [CasinoResult];
    expect(newest).toMatchObject({ mid: running.mid, voided: true, data: { winnerName: 'Void' } });
    expect(newest.serverSeed).toBe(voided.serverSeed);
    expect(checkRoundFairness(lucky7, { ...newest, roundId: newest.mid })).toMatchObject({
      commitmentMatches: true,
      tableMatches: true,
    });

    const opened = await t.call('POST', '/api/update-casino-game-status', {
      token: token('admin'),
      body: { slug: 'lucky7', isDisable: false },
    });
    expect(opened).toMatchObject({
      status: 200,
      body: { message: 'Game opened', data: { match_id: 5001, isDisable: false } },
    });
    expect(await get('/api/disable-casino-games', 'player', { matchId: '5001' })).toMatchObject({
      body: { data: { isDisable: false } },
    });
    await run(1);
    expect((await liveRound()).status).toBe('open');
  });

  it('answers unknown games with 404 and malformed ids with 400', async () => {
    for (const url of ['/api/get-casino-data-by-id/777', '/data/api/get-casino-market/777']) {
      expect(await get(url)).toMatchObject({ status: 404, body: { code: 'casino_game_not_found' } });
    }
    expect(await get('/api/disable-casino-games', 'player', { matchId: '777' })).toMatchObject({
      status: 404,
      body: { code: 'casino_game_not_found' },
    });
    for (const url of [
      '/api/get-casino-data-by-id/lucky7',
      '/api/done-results/x',
      '/data/api/get-casino-market/1.5',
    ]) {
      expect((await get(url)).status, url).toBe(400);
    }
    await setCasinoTableEnabled(t.context.db, 'lucky7', true);
  });
});
