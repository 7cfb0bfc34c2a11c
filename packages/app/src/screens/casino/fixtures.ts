import {
  casinoGameDefinition,
  casinoGameDefinitions,
  closedCasinoMatchId,
  commitmentOf,
  dealOfRound,
  fairnessAlgorithm,
  toMinor,
  type BetRecord,
  type CasinoGame,
  type CasinoResult,
} from '@exchange/domain';
import type { CasinoReportRow } from './CasinoReportScreen.tsx';
import type { ResultDetail } from './ResultDialog.tsx';

/** Story data for the casino screens, from the domain's own games and fairness code: no network. */

/** The lobby as get-casino-games answers it: every game, Muflis Teenpatti closed by the Super Admin. */
export const lobbyGames: readonly CasinoGame[] = casinoGameDefinitions.map((game) => {
  const closed = game.code === 'teenmuf';
  return {
    slug: game.code,
    match_id: closed ? closedCasinoMatchId : game.matchId,
    isDisable: closed,
    image: '',
    category: game.category,
    identifier: game.code,
    game_name: game.name,
    game_images: [],
  };
});

function definitionOf(code: string) {
  const definition = casinoGameDefinition(code);
  if (!definition) throw new Error(`${code} is not an in-house game`);
  return definition;
}

const teen20 = definitionOf('teen20');

/** A round of 20-20 Teenpatti with a real proof: the seed deals these cards, its hash is the commitment. */
function result(index: number, voided = false): CasinoResult {
  const serverSeed = commitmentOf(`story seed ${index}`);
  const mid = `${teen20.matchId}2601121${String(40000 + index * 55).padStart(5, '0')}`;
  const publicSeed = 'teen20-table-salt';
  const definition = teen20;
  const deal = dealOfRound(definition, { serverSeed, publicSeed, roundId: mid });
  return {
    mid,
    data: { winnerName: voided ? 'Void' : definition.result(deal).winnerName },
    gameType: 'teen20',
    voided,
    resultAt: `2026-01-12T14:${String(10 + index).padStart(2, '0')}:00.000Z`,
    table: definition.table(deal, definition.steps(deal)),
    commitment: commitmentOf(serverSeed),
    publicSeed,
    algorithm: fairnessAlgorithm,
    serverSeed,
  };
}

export const resultRows: readonly CasinoResult[] = Array.from({ length: 10 }, (_, index) =>
  result(index, index === 6),
);

export const firstResult = resultRows[0] as CasinoResult;

/** The first round with a seed other than the one committed to: what Verify must catch. */
export const tamperedResult: CasinoResult = {
  ...firstResult,
  serverSeed: commitmentOf('another seed'),
};

const suitSigns: Record<string, string> = { S: '♠', H: '♥', C: '♣', D: '♦' };

/** The result detail as the server's template writes it (packages/server/src/casino/resultHtml.ts). */
export function resultHtmlOf(row: CasinoResult): string {
  const cards = row.table
    .map((code) => {
      const rank = code.slice(0, -2);
      const suit = code.slice(-1);
      const colour = suit === 'H' || suit === 'D' ? 'red' : 'black';
      return `<span class="casino-card casino-card-${colour}" data-card="${code}">${rank}${suitSigns[suit] ?? ''}</span>`;
    })
    .join('');
  return [
    `<div class="casino-result"><div class="casino-result-head"><span class="casino-result-game">20-20 Teenpatti</span> `,
    `<strong class="casino-result-winner">${row.data.winnerName}</strong></div>`,
    `<div class="casino-cards">${cards}</div>`,
    '<table class="casino-result-rows"><tbody>',
    '<tr><th>Player A</th><td>High card</td></tr><tr><th>Player B</th><td>High card</td></tr>',
    '<tr><th>Colour A</th><td>Red</td></tr></tbody></table>',
    `<dl class="casino-result-proof"><dt>Round</dt><dd>${row.mid}</dd></dl></div>`,
  ].join('');
}

export const openDetail: ResultDetail = {
  gameName: '20-20 Teenpatti',
  mid: firstResult.mid,
  result: firstResult,
  html: resultHtmlOf(firstResult),
};

const record = (id: string, fields: Partial<BetRecord>): BetRecord => ({
  id,
  sportId: 5000,
  matchName: '20-20 Teenpatti',
  marketName: 'Winner',
  selectionName: 'Player A',
  betOn: 'CASINO',
  odds: 1.98,
  stake: toMinor(500),
  side: 'back',
  placedAt: '2026-01-12T14:10:05.000Z',
  ...fields,
});

export const casinoBetRows: readonly BetRecord[] = [
  record('c1', {}),
  record('c2', { selectionName: 'Player B', side: 'lay', odds: 2.02, stake: toMinor(300) }),
  record('c3', { matchName: 'Lucky 7 - A', marketName: 'Low Card', selectionName: 'Low Card', odds: 2 }),
  record('c4', { matchName: '20-20 Dragon Tiger', marketName: 'Dragon', selectionName: 'Dragon', odds: 2 }),
];

export const casinoReportRows: readonly CasinoReportRow[] = resultRows.slice(0, 4).map((row, index) => ({
  matchId: teen20.matchId,
  gameName: '20-20 Teenpatti',
  mid: row.mid,
  winnerName: row.data.winnerName,
  bets: index + 1,
  stake: 100 * (index + 1),
  pnl: index % 2 === 0 ? 98 * (index + 1) : -100 * (index + 1),
  settledAt: row.resultAt,
}));
