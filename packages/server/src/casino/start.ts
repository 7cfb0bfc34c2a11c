import { casinoGameDefinitions } from '@exchange/domain';
import type { AppContext } from '../context.ts';
import { CasinoLoop } from './loop.ts';
import { ensureCasinoTables } from './rounds.ts';
import { settleCasinoRound, voidCasinoRound } from './settlement.ts';

export interface ConfiguredCasino {
  /** The round loop, to stop on shutdown; null with CASINO=off. */
  loop: CasinoLoop | null;
  /** Only CASINO=stepped: the loop whose rounds move when a test asks (POST /test/casino). */
  stepped?: CasinoLoop;
  /**
   * Gives every defined game its table (so the lobby lists it) and starts the loop, if any; with
   * `voidLiveRounds`, voiding the rounds another dealer left under way (CasinoLoop.start).
   */
  start(options?: { voidLiveRounds?: boolean }): Promise<void>;
  /** One line for the start-up banner. */
  description: string;
}

/**
 * The casino beside the API: unless CASINO=off its round loop, settling and voiding rounds through the
 * casino settlement, ticking by itself or (CASINO=stepped, tests only) only when a test steps a game. It is
 * made before the API listens so that its test route can be registered, and started once it listens.
 */
export function createCasino(
  context: AppContext,
  options: { onError: (error: unknown) => void },
): ConfiguredCasino {
  const mode = context.config.casino.loop;
  if (mode === 'off') {
    return {
      loop: null,
      start: () => ensureCasinoTables(context.db, context.now()),
      description: 'Casino round loop off (CASINO=off): no round moves.',
    };
  }
  const loop = new CasinoLoop(context, {
    settleRound: async (roundId) => {
      await settleCasinoRound(context, roundId);
    },
    voidRound: async (roundId) => {
      await voidCasinoRound(context, roundId);
    },
    onError: options.onError,
    stepped: mode === 'stepped',
  });
  const games = casinoGameDefinitions.length;
  const counted = `${games} ${games === 1 ? 'game' : 'games'}`;
  return {
    loop,
    ...(mode === 'stepped' && { stepped: loop }),
    start: (options) => loop.start(options),
    description:
      mode === 'stepped'
        ? `Casino round loop stepped by POST /test/casino: ${counted}, no round moves unless a test asks.`
        : `Casino round loop: ${counted} running rounds (CASINO=off stops it).`,
  };
}
