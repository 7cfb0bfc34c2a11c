import {
  casinoGameDefinition,
  casinoGameDefinitions,
  casinoRoundProofResponseSchema,
  casinoSeedChainsResponseSchema,
  checkRoundFairness,
  checkSeedChainLink,
  doneResultsResponseSchema,
  seedChainLinks,
  type CasinoGameDefinition,
  type CasinoResult,
} from '@exchange/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoRounds, casinoSeedChains } from '../db/casinoSchema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { chainSeed, chainTerminalHash, sha256Hex } from './chainHashes.ts';
import { setCasinoTableEnabled } from './queries.ts';
import { ensureCasinoTables, openRound } from './rounds.ts';
import { ensureSeedChain } from './seedChains.ts';
import { testClock, testLoop } from '../testing/casinoLoop.ts';

/**
 * The tables' seed chains against the real database (docs/adr/0019-casino-seed-chain.md): published before
 * the first round, dealt one link per round in order under concurrency, crashes and a new dealer, followed
 * by the next chain, and public without ever giving away a seed before its round's reveal.
 */

const clock = testClock('2025-06-01T12:00:00.000Z');
let t: TestApp;
let playerToken = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now() });
  playerToken = await t.signIn(await t.createUser({ role: 'user' }));
  await ensureCasinoTables(t.context.db, clock.now());
});
afterAll(() => t.close());

const chainsOf = (gameCode: string) =>
  t.context.db
    .select()
    .from(casinoSeedChains)
    .where(eq(casinoSeedChains.tableCode, gameCode))
    .orderBy(asc(casinoSeedChains.number));

const roundsOf = (gameCode: string) =>
  t.context.db
    .select()
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameCode, gameCode), isNotNull(casinoRounds.chainId)))
    .orderBy(asc(casinoRounds.createdAt));

/** Runs the game's rounds on the loop until `count` more have revealed their seed, a second at a time. */
async function revealRounds(gameCode: string, count: number) {
  const { loop } = testLoop(t.context, { games: [gameCode] });
  const revealed = async () => (await roundsOf(gameCode)).filter((round) => round.revealedAt).length;
  const target = (await revealed()) + count;
  while ((await revealed()) < target) {
    clock.advance(1);
    await loop.tick();
  }
}

/** Ends a round opened by hand as the loop would (result out, settled), so the next may open. */
async function endRound(roundId: string) {
  await t.context.db
    .update(casinoRounds)
    .set({ state: 'settled', revealedAt: clock.now() })
    .where(eq(casinoRounds.id, roundId));
}

/** A public call: no token. */
const publicGet = (url: string) => t.call('GET', url);

describe('the seed chains', () => {
  it("publishes every table's first chain before its first round: the terminal hash, no salt yet", async () => {
    for (const game of casinoGameDefinitions) {
      const chains = await chainsOf(game.code);
      expect(chains).toHaveLength(1);
      const [chain] = chains;
      expect(chain).toMatchObject({
        number: 1,
        links: seedChainLinks,
        nextLink: 0,
        salt: null,
        saltFixedAt: null,
      });
      expect(chain?.terminalHash).toBe(chainTerminalHash(chain?.secretStart ?? '', seedChainLinks));
    }
    // Starting again publishes nothing more: a chain with links left is kept.
    await ensureCasinoTables(t.context.db, clock.now());
    expect(await chainsOf('lucky7')).toHaveLength(1);

    const answer = await publicGet('/api/casino-seed-chains/lucky7');
    expect(answer.status).toBe(200);
    const [chain] = await chainsOf('lucky7');
    expect(v.parse(casinoSeedChainsResponseSchema, answer.body).data).toEqual({
      gameType: 'lucky7',
      gameName: 'Lucky 7 - A',
      chains: [
        {
          chainId: chain?.id,
          number: 1,
          gameType: 'lucky7',
          links: seedChainLinks,
          linksUsed: 0,
          terminalHash: chain?.terminalHash,
          terminalHashPublishedAt: chain?.publishedAt.toISOString(),
          salt: null,
          saltFixedAt: null,
        },
      ],
    });
    expect(await publicGet('/api/casino-seed-chains/nogame')).toMatchObject({
      status: 404,
      body: { code: 'casino_game_not_found' },
    });
  });

  it("deals each round the chain's next link, its commitment the seed revealed before, its public seed the salt fixed after", async () => {
    await revealRounds('lucky7', 3);
    const [chain] = await chainsOf('lucky7');
    const rounds = await roundsOf('lucky7');
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    rounds.forEach((round, link) => {
      expect(round).toMatchObject({ chainId: chain?.id, chainLink: link, publicSeed: chain?.salt });
      expect(round.serverSeed).toBe(chainSeed(chain?.secretStart ?? '', seedChainLinks, link));
      const before = link === 0 ? chain?.terminalHash : rounds[link - 1]?.serverSeed;
      expect(sha256Hex(round.serverSeed)).toBe(before);
      expect(round.commitment).toBe(before);
    });
    expect(chain?.nextLink).toBe(rounds.length);
    expect(chain?.salt).toMatch(/^[0-9a-f]{32}$/);
    // Fixed in a later transaction than the one that published the chain, by the database's clock.
    expect(chain?.saltFixedAt?.getTime()).toBeGreaterThanOrEqual(chain?.publishedAt.getTime() ?? Infinity);
  });

  it("gives every result its link, which the player's check passes, on done-results and the public proof", async () => {
    const answer = await t.call('GET', '/api/done-results/5001', { token: playerToken });
    const { items } = v.parse(doneResultsResponseSchema, answer.body).data;
    expect(items.length).toBeGreaterThanOrEqual(3);
    const [chain] = await chainsOf('lucky7');
    const byLink = [...items].sort((a, b) => (a.chain?.link ?? 0) - (b.chain?.link ?? 0));
    for (const [index, result] of byLink.entries()) {
      const previous = byLink[index - 1];
      expect(result.chain).toEqual({
        chainId: chain?.id,
        link: index,
        links: seedChainLinks,
        terminalHash: chain?.terminalHash,
        terminalHashPublishedAt: chain?.publishedAt.toISOString(),
        saltFixedAt: chain?.saltFixedAt?.toISOString(),
        previous: previous ? { mid: previous.mid, link: index - 1, serverSeed: previous.serverSeed } : null,
      });
      await expectVerified(result);
    }

    const newest = items[0] as CasinoResult;
    const proof = await publicGet(`/api/casino-round-proof/${newest.mid}`);
    expect(proof.status).toBe(200);
    const { result, chain: published } = v.parse(casinoRoundProofResponseSchema, proof.body).data;
    expect(result).toEqual(newest);
    expect(published).toMatchObject({
      chainId: chain?.id,
      salt: result.publicSeed,
      terminalHash: chain?.terminalHash,
    });
    await expectVerified(result);
  });

  it('never gives away a seed before its round is revealed, nor the chain’s start', async () => {
    const { loop } = testLoop(t.context, { games: ['lucky7'] });
    const unrevealed = async () => (await roundsOf('lucky7')).filter((round) => !round.revealedAt);
    while ((await unrevealed()).length === 0) {
      clock.advance(1);
      await loop.tick();
    }
    const [live] = await unrevealed();
    expect(live?.state).toBe('open');
    const [chain] = await chainsOf('lucky7');
    const secrets = [
      chain?.secretStart ?? '',
      live?.serverSeed ?? '',
      chainSeed(chain?.secretStart ?? '', seedChainLinks, (live?.chainLink ?? 0) + 1),
    ];
    expect(await publicGet(`/api/casino-round-proof/${live?.id}`)).toMatchObject({
      status: 404,
      body: { code: 'casino_round_not_found' },
    });
    const answers = [
      await publicGet('/api/casino-seed-chains/lucky7'),
      await t.call('GET', '/api/done-results/5001', { token: playerToken }),
      await t.call('GET', '/api/get-casino-data-by-id/5001', { token: playerToken }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toContain(secret);
    }
    // The live round's commitment is public: the seed revealed by the round before it.
    expect(live?.commitment).toBe(sha256Hex(live?.serverSeed ?? ''));
  });

  it('lets a new dealer (a restart, another leader) carry the chain on from the database', async () => {
    const before = await roundsOf('lucky7');
    const interrupted = before.at(-1);
    expect(interrupted?.revealedAt).toBeNull();
    // The process that dealt it is gone: the new one voids its round (revealing the seed) and deals on.
    const { loop } = testLoop(t.context, { games: ['lucky7'], stepped: true });
    await loop.start({ voidLiveRounds: true });
    clock.advance(1);
    await loop.tick();
    const after = await roundsOf('lucky7');
    const voided = after.find((round) => round.id === interrupted?.id);
    const next = after.at(-1);
    expect(voided).toMatchObject({ state: 'void', chainLink: interrupted?.chainLink });
    expect(next).toMatchObject({ state: 'open', chainId: interrupted?.chainId });
    expect(next?.chainLink).toBe((interrupted?.chainLink ?? 0) + 1);
    expect(sha256Hex(next?.serverSeed ?? '')).toBe(voided?.serverSeed);
  });

  it('lets two dealers opening a round at once take one link between them', async () => {
    const game = casinoGameDefinition('teen20') as CasinoGameDefinition;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock.advance(60);
      const opened = await Promise.all([
        openRound(t.context.db, game, clock.now()),
        openRound(t.context.db, game, clock.now()),
        openRound(t.context.db, game, clock.now()),
      ]);
      const rounds = opened.filter((round) => round !== undefined);
      expect(rounds).toHaveLength(1);
      expect(rounds[0]?.chainLink).toBe(attempt);
      await endRound(rounds[0]?.id ?? '');
    }
    expect((await chainsOf('teen20'))[0]?.nextLink).toBe(3);
  });

  it('takes no link for a round that does not open, nor for one whose transaction fails', async () => {
    const game = casinoGameDefinition('dt20') as CasinoGameDefinition;
    await setCasinoTableEnabled(t.context.db, 'dt20', false);
    expect(await openRound(t.context.db, game, clock.now())).toBeUndefined();
    await setCasinoTableEnabled(t.context.db, 'dt20', true);
    expect((await chainsOf('dt20'))[0]?.nextLink).toBe(0);

    // A crash after the round is written but before the chain moves: neither is kept.
    await t.context.db.execute(sql`create function fail_chain_move() returns trigger language plpgsql as
      $$ begin raise exception 'crash while taking a link'; end $$`);
    await t.context.db.execute(sql`create trigger fail_chain_move before update on casino_seed_chains
      for each row execute function fail_chain_move()`);
    try {
      clock.advance(60);
      await expect(openRound(t.context.db, game, clock.now())).rejects.toThrow();
    } finally {
      await t.context.db.execute(sql`drop trigger fail_chain_move on casino_seed_chains`);
      await t.context.db.execute(sql`drop function fail_chain_move()`);
    }
    expect(await roundsOf('dt20')).toEqual([]);
    expect((await chainsOf('dt20'))[0]?.nextLink).toBe(0);

    const opened = await openRound(t.context.db, game, clock.now());
    expect(opened?.chainLink).toBe(0);
    expect(sha256Hex(opened?.serverSeed ?? '')).toBe((await chainsOf('dt20'))[0]?.terminalHash);
  });

  it('publishes the next chain as the last link is dealt, and draws its own salt with its first round', async () => {
    const game = casinoGameDefinition('baccarat') as CasinoGameDefinition;
    // A used-up chain of two links, as if the table had dealt a whole chain.
    await t.context.db
      .update(casinoSeedChains)
      .set({ nextLink: seedChainLinks })
      .where(eq(casinoSeedChains.tableCode, 'baccarat'));
    await ensureSeedChain(t.context.db, 'baccarat', 2);
    const dealt = [];
    for (let round = 0; round < 3; round += 1) {
      clock.advance(60);
      const opened = await openRound(t.context.db, game, clock.now());
      dealt.push(opened);
      if (round === 1) {
        // Its last link is taken: the third chain is out before any of its rounds.
        const third = (await chainsOf('baccarat'))[2];
        expect(third).toMatchObject({ number: 3, links: 2, nextLink: 0, salt: null });
      }
      await endRound(opened?.id ?? '');
    }
    const [, second, third] = await chainsOf('baccarat');
    expect(dealt.map((round) => [round?.chainId, round?.chainLink])).toEqual([
      [second?.id, 0],
      [second?.id, 1],
      [third?.id, 0],
    ]);
    expect(second?.nextLink).toBe(2);
    expect(third?.salt).not.toBe(second?.salt);
    expect(dealt[2]?.publicSeed).toBe(third?.salt);
    expect(sha256Hex(dealt[2]?.serverSeed ?? '')).toBe(third?.terminalHash);
    expect(third?.saltFixedAt?.getTime()).toBeGreaterThanOrEqual(third?.publishedAt.getTime() ?? Infinity);

    const listed = v.parse(
      casinoSeedChainsResponseSchema,
      (await publicGet('/api/casino-seed-chains/baccarat')).body,
    );
    expect(listed.data.chains.map((chain) => [chain.number, chain.linksUsed])).toEqual([
      [3, 1],
      [2, 2],
      [1, seedChainLinks],
    ]);
  });
});

/** What the player's verifier does with a result: the commitment and deal, then the link. */
async function expectVerified(result: CasinoResult) {
  const definition = casinoGameDefinition(result.gameType) as CasinoGameDefinition;
  const fairness = checkRoundFairness(definition, {
    serverSeed: result.serverSeed,
    publicSeed: result.publicSeed,
    roundId: result.mid,
    commitment: result.commitment,
    table: result.table,
    algorithm: result.algorithm,
  });
  expect(fairness).toMatchObject({ commitmentMatches: true, tableMatches: true });
  expect(result.chain).toBeDefined();
  if (result.chain)
    expect((await checkSeedChainLink(result.serverSeed, result.chain)).linkMatches).toBe(true);
}
