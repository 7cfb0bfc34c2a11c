import type { CasinoGameDefinition, CasinoMarketQuote, CasinoRunnerQuote } from './definition.ts';
import { commitmentOf, fairnessAlgorithm, fairStream, type FairRoundKey } from './fairness.ts';

/** What the engine around the definitions needs of a round, pure so the app's verifier shares it. */

/** The round's deal, recomputed from its seeds: what the server dealt, and what a player can check. */
export function dealOfRound<Deal>(definition: CasinoGameDefinition<Deal>, key: FairRoundKey): Deal {
  return definition.deal(fairStream(key));
}

export interface FairnessCheck {
  /** SHA-256 of the revealed seed equals the commitment published before betting. */
  readonly commitmentMatches: boolean;
  /** The cards recomputed from the seeds equal the cards the round showed, in deal order. */
  readonly tableMatches: boolean;
  /** The table the seeds deal. */
  readonly table: string[];
}

/** CASINO.md 3, "How a player verifies a round", steps (b) to (d). */
export function checkRoundFairness(
  definition: CasinoGameDefinition,
  round: FairRoundKey & {
    readonly commitment: string;
    readonly table: readonly string[];
    readonly algorithm?: string;
  },
): FairnessCheck {
  const deal = dealOfRound(definition, round);
  const table = definition.table(deal, definition.steps(deal));
  const knownAlgorithm = (round.algorithm ?? fairnessAlgorithm) === fairnessAlgorithm;
  return {
    commitmentMatches: knownAlgorithm && commitmentOf(round.serverSeed) === round.commitment,
    tableMatches:
      knownAlgorithm &&
      table.length === round.table.length &&
      table.every((code, i) => code === round.table[i]),
    table,
  };
}

/**
 * A round id (CASINO.md 0): the game's match id, then the UTC start as yyMMddHHmmss. Rounds last longer
 * than a second, so a game never issues one twice.
 */
export function casinoRoundId(matchId: number, startsAt: Date): string {
  const stamp = startsAt.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${matchId}${stamp}`;
}

/** The part of a market id before the dot: what the spec shows as the round (spec 3, "mid"). */
export function casinoMarketId(roundId: string, suffix: string): string {
  return `${roundId}.${suffix}`;
}

/** Splits `<round>.<suffix>`; undefined for anything else. */
export function parseCasinoMarketId(marketId: string): { roundId: string; suffix: string } | undefined {
  const dot = marketId.indexOf('.');
  if (dot <= 0 || dot === marketId.length - 1) return undefined;
  return { roundId: marketId.slice(0, dot), suffix: marketId.slice(dot + 1) };
}

/** A market and runner a bet names at `shown` steps: listed in the markets, or a picked runner. */
export function casinoRunnerOf<Deal>(
  definition: CasinoGameDefinition<Deal>,
  deal: Deal,
  shown: number,
  suffix: string,
  selectionId: number,
): { market: CasinoMarketQuote; runner: CasinoRunnerQuote } | undefined {
  const market = definition.markets(deal, shown).find((candidate) => candidate.suffix === suffix);
  if (!market) return undefined;
  const runner =
    market.runners.find((candidate) => candidate.selectionId === selectionId) ??
    definition.pickRunner?.(suffix, selectionId, shown);
  return runner ? { market, runner } : undefined;
}
