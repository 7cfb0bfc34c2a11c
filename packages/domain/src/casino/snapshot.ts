import type { CasinoRound, CasinoRoundStatus } from '../schemas/casino.ts';
import type { CasinoGameDefinition } from './definition.ts';
import { commitmentOf, fairnessAlgorithm, type FairRoundKey } from './fairness.ts';
import { casinoMarketId, dealOfRound } from './round.ts';

export interface CasinoRoundPosition {
  readonly status: CasinoRoundStatus;
  /** Reveal steps shown so far. */
  readonly shown: number;
  readonly secondsLeft?: number;
}

/**
 * A round as the wire carries it (`casinoRound`, get-casino-market), made from a definition and seeds: the
 * cards shown, the markets priced from them alone (all suspended unless the round is open), the commitment,
 * and the seed and result once the round is over. For stories, partner demos and tests: the seeds are real,
 * so the fairness panel's recomputation works on it as on a live round.
 */
export function casinoRoundSnapshot(
  definition: CasinoGameDefinition,
  key: FairRoundKey,
  { status, shown, secondsLeft = 0 }: CasinoRoundPosition,
): CasinoRound {
  const deal = dealOfRound(definition, key);
  const over = status === 'result' || status === 'settled' || status === 'void';
  const open = status === 'open';
  return {
    mid: key.roundId,
    matchId: definition.matchId,
    gameType: definition.code,
    gameName: definition.name,
    status,
    secondsLeft: open ? secondsLeft : 0,
    cards: definition.table(deal, shown),
    markets: definition.markets(deal, shown).map((market) => ({
      marketId: casinoMarketId(key.roundId, market.suffix),
      marketName: market.name,
      betOn: market.betOn,
      status: open ? market.status : 'SUSPENDED',
      runners: market.runners.map((runner) => ({
        selectionId: runner.selectionId,
        runnerName: runner.name,
        back: runner.back,
        lay: runner.lay,
        status: runner.status,
      })),
    })),
    commitment: commitmentOf(key.serverSeed),
    publicSeed: key.publicSeed,
    algorithm: fairnessAlgorithm,
    serverSeed: over ? key.serverSeed : null,
    result: status === 'result' || status === 'settled' ? resultOf(definition, deal) : null,
  };
}

function resultOf(definition: CasinoGameDefinition, deal: unknown): CasinoRound['result'] {
  const { winnerName, rows } = definition.result(deal);
  return { winnerName, rows: rows.map((row) => ({ ...row })) };
}
