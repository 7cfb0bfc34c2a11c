import { describe, expect, it } from 'vitest';
import { commitmentOf, newServerSeed } from './fairness.ts';
import { lucky7 } from './games/lucky7.ts';
import { casinoGameDefinition, casinoGameDefinitions } from './games/index.ts';
import {
  casinoMarketId,
  casinoRoundId,
  casinoRunnerOf,
  checkRoundFairness,
  dealOfRound,
  parseCasinoMarketId,
} from './round.ts';

describe('a casino round', () => {
  const serverSeed = newServerSeed();
  const key = {
    serverSeed,
    publicSeed: 'salt',
    roundId: casinoRoundId(5001, new Date('2026-11-26T03:15:09Z')),
  };

  it('is named by the game and its UTC start, and its markets by round and suffix', () => {
    expect(key.roundId).toBe('5001261126031509');
    expect(casinoMarketId(key.roundId, 'lowHigh')).toBe('5001261126031509.lowHigh');
    expect(parseCasinoMarketId('5001261126031509.lowHigh')).toEqual({
      roundId: '5001261126031509',
      suffix: 'lowHigh',
    });
    for (const bad of ['', '.x', 'x.', 'nodot']) expect(parseCasinoMarketId(bad)).toBeUndefined();
  });

  it('recomputes to exactly the dealt cards from the revealed seed; a changed seed does not', () => {
    const deal = dealOfRound(lucky7, key);
    const table = lucky7.table(deal, lucky7.steps(deal));
    const commitment = commitmentOf(serverSeed);
    expect(checkRoundFairness(lucky7, { ...key, commitment, table })).toMatchObject({
      commitmentMatches: true,
      tableMatches: true,
    });
    const other = { ...key, serverSeed: newServerSeed() };
    expect(checkRoundFairness(lucky7, { ...other, commitment, table }).commitmentMatches).toBe(false);
    // Another seed deals another card at least 7 times in 8 (1 in 52 the same): try a few.
    const changed = Array.from({ length: 8 }, () =>
      checkRoundFairness(lucky7, { ...key, serverSeed: newServerSeed(), commitment, table }),
    );
    expect(changed.some((check) => !check.tableMatches)).toBe(true);
    expect(
      checkRoundFairness(lucky7, { ...key, commitment, table, algorithm: 'other-v9' }).tableMatches,
    ).toBe(false);
  });

  it('finds the runner a bet names, and nothing for an unknown market or selection', () => {
    const deal = dealOfRound(lucky7, key);
    expect(casinoRunnerOf(lucky7, deal, 0, 'lowHigh', 1)?.runner.name).toBe('Low Card');
    expect(casinoRunnerOf(lucky7, deal, 0, 'nope', 1)).toBeUndefined();
    expect(casinoRunnerOf(lucky7, deal, 0, 'lowHigh', 99)).toBeUndefined();
  });

  it('lists every game once under its code', () => {
    const codes = casinoGameDefinitions.map((game) => game.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(casinoGameDefinitions.map((game) => game.matchId)).size).toBe(codes.length);
    expect(casinoGameDefinition('lucky7')).toBe(lucky7);
    expect(casinoGameDefinition('nope')).toBeUndefined();
  });
});
