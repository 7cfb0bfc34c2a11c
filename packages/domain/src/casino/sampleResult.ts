import type { CasinoRoundResult } from './definition.ts';
import { fairStream } from './fairness.ts';
import { casinoGameDefinition } from './games/index.ts';

const samples = new Map<string, CasinoRoundResult['rows']>();

/**
 * The rows a result of this game has (its labels, with one round's values): what a table keeps room for
 * before its first result, so that the result, as it comes in, does not push what is under the table down.
 * One fixed round of the game's own deal (seeds no real round uses); undefined for a code no game has.
 */
export function casinoSampleResultRows(gameCode: string): CasinoRoundResult['rows'] | undefined {
  const cached = samples.get(gameCode);
  if (cached) return cached;
  const definition = casinoGameDefinition(gameCode);
  if (!definition) return undefined;
  const source = fairStream({ serverSeed: 'sample', publicSeed: 'sample', roundId: gameCode });
  const rows = definition.result(definition.deal(source)).rows;
  samples.set(gameCode, rows);
  return rows;
}
