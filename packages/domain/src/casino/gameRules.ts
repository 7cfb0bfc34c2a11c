import { casinoGameDefinitions } from './games/index.ts';

/**
 * Each in-house game's rules as the table shows them to a player, by game code: each game's own
 * (`presentation.rules`, condensed from CASINO.md section 7). Every round is dealt from a fresh shuffle and
 * is provably fair.
 */
export const casinoGameRules: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  casinoGameDefinitions.map((game) => [game.code, game.presentation.rules]),
);

/** Shown beside every table: how the fairness proof works, in a sentence. */
export const casinoFairnessNote =
  'Every round is dealt before betting opens from a secret server seed whose SHA-256 is shown while betting is open; the seed is revealed with the result, so anyone can recompute the cards.';
