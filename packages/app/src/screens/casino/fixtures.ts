import {
  casinoArtOnWire,
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
    art: casinoArtOnWire(game.presentation.art),
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

/** A card face as the server's template writes it: `inline` in a row's words. */
function cardSpan(code: string, inline = false) {
  const rank = code.slice(0, -2);
  const suit = code.slice(-1);
  const kind = `casino-card casino-card-${suit === 'H' || suit === 'D' ? 'red' : 'black'}${inline ? ' casino-card-inline' : ''}`;
  return `<span class="${kind}" data-card="${code}">${rank}${suitSigns[suit] ?? ''}</span>`;
}

/**
 * The result detail as the server's template writes it (packages/server/src/casino/resultHtml.ts): the
 * round's own rows ("Player A: 5DD 2CC JSS - High card"), their card codes drawn as cards.
 */
export function resultHtmlOf(row: CasinoResult): string {
  const deal = dealOfRound(teen20, {
    serverSeed: row.serverSeed ?? '',
    publicSeed: row.publicSeed,
    roundId: row.mid,
  });
  const rows = teen20
    .result(deal)
    .rows.map(({ label, value }) => {
      const shown = value.replace(/\b(?:A|[2-9]|10|J|Q|K)([SHCD])\1\b/g, (code) => cardSpan(code, true));
      return `<tr><th>${label}</th><td>${shown}</td></tr>`;
    })
    .join('');
  return [
    `<div class="casino-result"><div class="casino-result-head"><span class="casino-result-game">20-20 Teenpatti</span> `,
    `<strong class="casino-result-winner">${row.data.winnerName}</strong></div>`,
    `<div class="casino-cards">${row.table.map((code) => cardSpan(code)).join('')}</div>`,
    `<table class="casino-result-rows"><tbody>${rows}</tbody></table>`,
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

/** Settled bets as casino-bets answers them: each with its status, P/L and round (issue 39). */
export const casinoBetRows: readonly BetRecord[] = [
  record('c1', { bet_status: 'settled', pnl: 490, roundId: '5002260112141005', matchId: 5002 }),
  record('c2', {
    selectionName: 'Player B',
    side: 'lay',
    odds: 2.02,
    stake: toMinor(300),
    bet_status: 'settled',
    pnl: -306,
    roundId: '5002260112141005',
    matchId: 5002,
  }),
  record('c3', {
    matchName: 'Lucky 7 - A',
    marketName: 'Low Card',
    selectionName: 'Low Card',
    odds: 2,
    bet_status: 'void',
    pnl: 0,
    reason: 'The market was voided: the stake is returned',
    roundId: '5004260112140930',
    matchId: 5004,
  }),
  record('c4', {
    matchName: '20-20 Dragon Tiger',
    marketName: 'Dragon',
    selectionName: 'Dragon',
    odds: 2,
    bet_status: 'settled',
    pnl: -500,
    roundId: '5006260112140811',
    matchId: 5006,
  }),
];

export const casinoReportRows: readonly CasinoReportRow[] = [
  ...resultRows.slice(0, 4).map((row, index) => ({
    matchId: teen20.matchId,
    gameName: '20-20 Teenpatti',
    mid: row.mid,
    winnerName: row.data.winnerName,
    bets: index + 1,
    stake: 100 * (index + 1),
    pnl: index % 2 === 0 ? 98 * (index + 1) : -100 * (index + 1),
    settledAt: row.resultAt,
  })),
  // An international provider's round: its game by name and a UUID for a round id.
  {
    matchId: 0,
    gameName: 'Slot Lucky Reels',
    mid: 'eddccc0b-cfea-44bf-ab12-6c4fb97f54b5',
    winnerName: '',
    bets: 1,
    stake: 5,
    pnl: -4,
    settledAt: '2026-01-12T14:02:28.000Z',
  },
];
