import { resultRows } from '../../../screens/casino/fixtures.ts';
import { casinoGameDefinitions, casinoGroupsOf, minor, type BetRecord } from '@exchange/domain';
import { teenRound } from '../../../screens/casino/table/fixtures.ts';
import type { CasinoGameTile } from './CasinoGroupsScreen.tsx';

/** Every in-house game as the lobby lists it, Lucky 7 closed by the Super Admin. */
export const casinoTiles: CasinoGameTile[] = casinoGameDefinitions.map((game) => ({
  code: game.code,
  name: game.name,
  image: '',
  category: game.category,
  closed: game.code === 'lucky7',
  groups: casinoGroupsOf(game),
}));

/** Teen Patti 20-20 with 12 s of betting left, dealt by the real definition (the player table's fixture). */
export const openTeenPatti = teenRound({ status: 'open', shown: 0, secondsLeft: 15 });

/** The same round being dealt: four cards out, betting closed. */
export const dealingTeenPatti = teenRound({ status: 'suspended', shown: 4 });

const [mainMarket] = openTeenPatti.markets;
const [playerA, playerB] = mainMarket?.runners ?? [];

/** The downline's book on the open round's main market: Player A backed for more. */
export const teenPattiBook = [
  {
    marketId: mainMarket?.marketId ?? '',
    marketName: mainMarket?.marketName ?? '',
    session: false,
    runners: [
      {
        selectionId: playerA?.selectionId ?? 1,
        runnerName: 'Player A',
        amount: -490,
        back: playerA?.back ?? 1.98,
      },
      {
        selectionId: playerB?.selectionId ?? 2,
        runnerName: 'Player B',
        amount: 500,
        back: playerB?.back ?? 1.98,
      },
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

/** The table's last results, newest first: the players' results of the game, a voided one among them. */
export const teenPattiResults = resultRows.slice(4, 8);

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
