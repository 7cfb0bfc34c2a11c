import { casinoGameDefinitions } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { CasinoLoop } from './loop.ts';
import { ensureCasinoTables } from './rounds.ts';
import { settleCasinoRound, voidCasinoRound } from './settlement.ts';

export interface StartedCasino {
  /** The running loop, to stop on shutdown; null with CASINO=off. */
  loop: CasinoLoop | null;
  /** One line for the start-up banner. */
  description: string;
}

/**
 * Starts the casino beside the API: every defined game gets its table (so the lobby lists it), and unless
 * CASINO=off the round loop runs, settling and voiding rounds through the casino settlement.
 */
export async function startCasino(
  context: AppContext,
  options: { onError: (error: unknown) => void },
): Promise<StartedCasino> {
  if (!context.config.casino.loop) {
    await ensureCasinoTables(context.db, context.now());
    return { loop: null, description: 'Casino round loop off (CASINO=off): no round moves.' };
  }
  const loop = new CasinoLoop(context, {
    settleRound: async (roundId) => {
      await settleCasinoRound(context, roundId);
    },
    voidRound: async (roundId) => {
      await voidCasinoRound(context, roundId);
    },
    onError: options.onError,
  });
  await loop.start();
  const games = casinoGameDefinitions.length;
  return {
    loop,
    description: `Casino round loop: ${games} ${games === 1 ? 'game' : 'games'} running rounds (CASINO=off stops it).`,
  };
}
