import {
  casinoGameDefinitions,
  casinoGroupsOf,
  minor,
  type BetRecord,
  type CasinoRound,
} from '@exchange/domain';
import type { CasinoGameTile } from './CasinoGroupsScreen.tsx';

/** Every in-house game as the lobby lists it, Lucky 7 closed by the Super Admin. */
export const casinoTiles: CasinoGameTile[] = casinoGameDefinitions.map((game) => ({
  code: game.code,
  name: game.name,
  image: '',
  closed: game.code === 'lucky7',
  groups: casinoGroupsOf(game),
}));

const fairness = {
  commitment: '9f2c1e0b7a6d5c4b3a29180716f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3',
  publicSeed: 'teen20-table-seed',
  algorithm: 'pf-shuffle-v1',
  serverSeed: null,
  result: null,
};

/** Teen Patti 20-20 with 12 s of betting left: no card out yet, both players priced. */
export const openTeenPatti: CasinoRound = {
  mid: '2026011214320',
  matchId: 5003,
  gameType: 'teen20',
  gameName: '20-20 Teenpatti',
  status: 'open',
  secondsLeft: 12,
  cards: ['1', '1', '1', '1', '1', '1'],
  markets: [
    {
      marketId: '2026011214320.main',
      marketName: 'Winner',
      betOn: 'CASINO',
      status: 'OPEN',
      runners: [
        { selectionId: 1, runnerName: 'Player A', back: 1.98, lay: null, status: 'ACTIVE' },
        { selectionId: 2, runnerName: 'Player B', back: 1.98, lay: null, status: 'ACTIVE' },
      ],
    },
  ],
  ...fairness,
};

/** The same round being dealt: four cards out, betting closed. */
export const dealingTeenPatti: CasinoRound = {
  ...openTeenPatti,
  status: 'suspended',
  secondsLeft: 0,
  cards: ['KHH', '9SS', 'QDD', '9CC', '1', '1'],
  markets: openTeenPatti.markets.map((market) => ({
    ...market,
    status: 'SUSPENDED',
    runners: market.runners.map((runner) => ({ ...runner, status: 'SUSPENDED' as const })),
  })),
};

/** The downline's book on the open round: Player A backed for more. */
export const teenPattiBook = [
  {
    marketId: '2026011214320.main',
    marketName: 'Winner',
    session: false,
    runners: [
      { selectionId: 1, runnerName: 'Player A', amount: -490, back: 1.98 },
      { selectionId: 2, runnerName: 'Player B', amount: 500, back: 1.98 },
    ],
  },
];

const casinoBet = (id: string, username: string, stake: number, selectionName: string): BetRecord => ({
  id,
  username,
  sportId: 5000,
  matchName: '20-20 Teenpatti',
  marketName: 'Winner',
  selectionName,
  betOn: 'CASINO',
  odds: 1.98,
  stake: minor(stake),
  side: 'back',
  placedAt: '2026-01-12T14:32:04Z',
  bet_status: 'matched',
});

/** The downline's open bets on the round (stakes in paisa). */
export const teenPattiBets = [
  casinoBet('c1', 'Player', 100_000, 'Player A'),
  casinoBet('c2', 'Playertwo', 50_000, 'Player B'),
];

/** The table's last results, newest first. */
export const teenPattiChips = [
  { mid: '2026011214310', winnerName: 'Player B', label: 'B', tone: 'accent' as const },
  { mid: '2026011214300', winnerName: 'Player A', label: 'A', tone: 'accent' as const },
  { mid: '2026011214250', winnerName: 'Void', label: 'V', tone: 'neutral' as const },
];

/** A page of the Casino Result Report. */
export const casinoResultRows = [
  { mid: '2026011214310', winnerName: 'Player B', voided: false, resultAt: '2026-01-12T14:31:40Z' },
  { mid: '2026011214300', winnerName: 'Player A', voided: false, resultAt: '2026-01-12T14:30:55Z' },
  { mid: '2026011214250', winnerName: 'Void', voided: true, resultAt: '2026-01-12T14:26:10Z' },
];

/** A Master's week of casino by game. */
export const gameReportRows = [
  {
    gameCode: 'teen20',
    gameName: '20-20 Teenpatti',
    rounds: 42,
    bets: 118,
    stake: 96500,
    downlinePnl: -8420,
    pnl: 4210,
  },
  {
    gameCode: 'lucky7',
    gameName: 'Lucky 7 - A',
    rounds: 17,
    bets: 35,
    stake: 12800,
    downlinePnl: 2150.5,
    pnl: -1075.25,
  },
];
export const gameReportTotal = { rounds: 59, bets: 153, stake: 109300, downlinePnl: -6269.5, pnl: 3134.75 };
