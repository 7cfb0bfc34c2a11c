import { privilege } from '../../constants/privileges.ts';
import { casinoBetsRequestSchema, casinoBetsResponseSchema } from '../../schemas/bets.ts';
import {
  casinoBookQuerySchema,
  casinoBookResponseSchema,
  casinoReportRequestSchema,
  casinoReportResponseSchema,
  gameReportRequestSchema,
  gameReportResponseSchema,
} from '../../schemas/casinoBets.ts';
import { pageQuerySchema } from '../../schemas/envelope.ts';
import { endpoint } from '../endpoint.ts';

/**
 * The casino's bet reports (issue 17): the player's Live Casino Bets and casino report (spec 2,
 * /casino-bets and /casinoreport), and an operator's casino book for the admin casino pages. Casino bets
 * also show in every bet list, statement and P/L report, as sports bets do.
 */
export const casinoBetEndpoints = {
  casinoBets: endpoint({
    api: 'main',
    method: 'POST',
    path: 'casino-bets',
    summary:
      "Live Casino Bets: a page of the player's casino bets, settled or still at stake, since a date, with their total stake",
    access: { kind: 'player' },
    body: casinoBetsRequestSchema,
    response: casinoBetsResponseSchema,
    refusals: [],
  }),
  casinoReport: endpoint({
    api: 'main',
    method: 'POST',
    path: 'casino-report',
    summary: "The player's settled casino rounds in a period: stake and profit or loss per round",
    access: { kind: 'player' },
    query: pageQuerySchema,
    body: casinoReportRequestSchema,
    response: casinoReportResponseSchema,
    refusals: [],
  }),
  getCasinoBook: endpoint({
    api: 'main',
    method: 'GET',
    path: 'get-casino-book',
    summary:
      "Per game, the open round's book of the operator's downline: what the operator wins or loses on each runner, at its share",
    access: { kind: 'operator', privilege: privilege.ourCasino },
    query: casinoBookQuerySchema,
    response: casinoBookResponseSchema,
    refusals: [],
  }),
  gameReports: endpoint({
    api: 'main',
    method: 'POST',
    path: 'game-reports',
    summary:
      "The casino's results of the operator's downline in a period, by game: rounds, bets, stake, the downline's net and the operator's share",
    access: { kind: 'operator', privilege: privilege.liveCasinoResult },
    body: gameReportRequestSchema,
    response: gameReportResponseSchema,
    refusals: [],
  }),
};
