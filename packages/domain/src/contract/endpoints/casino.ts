import {
  casinoGameResponseSchema,
  casinoGamesResponseSchema,
  casinoGameStatusRequestSchema,
  casinoMatchParamsSchema,
  casinoRoundProofParamsSchema,
  casinoRoundProofResponseSchema,
  casinoRoundResponseSchema,
  casinoSeedChainsParamsSchema,
  casinoSeedChainsResponseSchema,
  disableCasinoGameQuerySchema,
  disableCasinoGameResponseSchema,
  doneResultsParamsSchema,
  doneResultsQuerySchema,
  doneResultsResponseSchema,
  htmlCardsParamsSchema,
  htmlCardsQuerySchema,
  htmlResponseSchema,
  resultByMarketRequestSchema,
} from '../../schemas/casino.ts';
import { platformAccess } from '../access.ts';
import { endpoint } from '../endpoint.ts';

const signedIn = { kind: 'signed-in' } as const;

/**
 * Spec 7, Casino: the in-house games' lobby, their live rounds (the data API's casino market too), the
 * results with their fairness proofs, and the Super Admin's switch that opens or closes a game. Every
 * signed-in user reads them (operators watch the tables as players do); the seed chains and a finished
 * round's proof are public, so anyone can check the tables without an account.
 */
export const casinoEndpoints = {
  getCasinoGames: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-casino-games',
    summary: 'The in-house games in lobby order; a closed game shows match id -1',
    access: signedIn,
    response: casinoGamesResponseSchema,
    refusals: [],
  }),
  getCasinoDataById: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-casino-data-by-id/:id',
    summary: "A game's current round by its match id: countdown, cards shown, markets, commitment",
    access: signedIn,
    params: casinoMatchParamsSchema,
    response: casinoRoundResponseSchema,
    refusals: ['casino_game_not_found', 'casino_game_disabled', 'casino_round_not_found'],
  }),
  htmlCards: endpoint({
    api: 'main',
    method: 'GET',
    path: 'html-cards/:a/:b/',
    summary: "A round's cards as HTML (a: the game's code, b: the round id); cards not shown are backs",
    access: signedIn,
    params: htmlCardsParamsSchema,
    query: htmlCardsQuerySchema,
    response: htmlResponseSchema,
    refusals: ['casino_game_not_found', 'casino_round_not_found'],
  }),
  doneResults: endpoint({
    api: 'main',
    method: 'GET',
    path: 'done-results/:matchid',
    summary: "A game's results, newest first, each with its commitment and revealed seed (10 a page)",
    access: signedIn,
    params: doneResultsParamsSchema,
    query: doneResultsQuerySchema,
    response: doneResultsResponseSchema,
    refusals: ['casino_game_not_found'],
  }),
  casinoResultByMarket: endpoint({
    api: 'main',
    method: 'GET',
    path: 'casino-result-by-market',
    summary: "A finished round's result detail as HTML (winner, cards, rows, fairness proof)",
    access: signedIn,
    query: resultByMarketRequestSchema,
    response: htmlResponseSchema,
    refusals: ['casino_game_not_found', 'casino_round_not_found'],
  }),
  disableCasinoGames: endpoint({
    api: 'main',
    method: 'GET',
    path: 'disable-casino-games',
    summary: 'Whether a game is closed, by match id (-1, the closed tile, is)',
    access: signedIn,
    query: disableCasinoGameQuerySchema,
    response: disableCasinoGameResponseSchema,
    refusals: ['casino_game_not_found'],
  }),
  updateCasinoGameStatus: endpoint({
    api: 'main',
    method: 'POST',
    path: 'update-casino-game-status',
    summary: 'Opens or closes a game on every label; closing voids its running round and refunds it',
    access: platformAccess,
    body: casinoGameStatusRequestSchema,
    response: casinoGameResponseSchema,
    refusals: ['casino_game_not_found'],
  }),

  // The public fairness page (docs/adr/0019-casino-seed-chain.md): anyone checks a table's rounds, no account needed.
  casinoSeedChains: endpoint({
    api: 'main',
    method: 'GET',
    path: 'casino-seed-chains/:code',
    summary: "A table's newest seed chains: terminal hash and when published, salt and when fixed (public)",
    access: { kind: 'public' },
    params: casinoSeedChainsParamsSchema,
    response: casinoSeedChainsResponseSchema,
    refusals: ['casino_game_not_found'],
  }),
  casinoRoundProof: endpoint({
    api: 'main',
    method: 'GET',
    path: 'casino-round-proof/:mid',
    summary: "A finished round's result and fairness proof with its seed chain, by round id (public)",
    access: { kind: 'public' },
    params: casinoRoundProofParamsSchema,
    response: casinoRoundProofResponseSchema,
    refusals: ['casino_round_not_found'],
  }),

  // The data API
  getCasinoMarket: endpoint({
    api: 'data',
    method: 'GET',
    path: 'api/get-casino-market/:id',
    summary: "A game's current round by its match id, as get-casino-data-by-id answers it",
    access: signedIn,
    params: casinoMatchParamsSchema,
    response: casinoRoundResponseSchema,
    refusals: ['casino_game_not_found', 'casino_game_disabled', 'casino_round_not_found'],
  }),
};
