import { baccaratIds } from '../casino/games/baccarat.ts';
import type { Delivery } from '../casino/games/ballbyball.ts';
import { cards3JSelectionId } from '../casino/games/Cards3J.ts';
import { lotteryIds } from '../casino/games/lottcard.ts';
import { poker20HandMarkets, sevenCardHands } from '../casino/games/poker20.ts';
import { queen, queenWinChances } from '../casino/games/queen.ts';
import { race2020, raceLengthChance } from '../casino/games/race2020.ts';
import { rouletteIds } from '../casino/games/roulette.ts';
import { worliIds } from '../casino/games/worli.ts';
import { rtpAtChance } from './casinoQuotes.ts';
import { seededSource, type SimulatedBet } from './casinoSimulation.ts';
import { lost, won, type CasinoGameDefinition } from '../casino/definition.ts';
import { trio, type TrioDeal } from '../casino/games/trio.ts';

/**
 * The bets each game's RTP is checked on (CASINO.md 4), with their theoretical return per unit and its
 * deviation: written once for the game's tests (the exact proof, the CI-sized simulation) and for the
 * million-round runs of `npm run bench -- casino-rtp`. Figures are CASINO.md's unless a comment says.
 */

/** Odd / even and colour on one card of a fresh 52-card deck, at 2.12, 1.83 and 1.97. */
const oneDeckSides = (key: string, ids: number) => [
  { suffix: `${key}OddEven`, selectionId: ids + 1, rtp: 0.978462, sigma: 1.0569 },
  { suffix: `${key}OddEven`, selectionId: ids + 2, rtp: 0.985385, sigma: 0.9123 },
  { suffix: `${key}Color`, selectionId: ids + 3, rtp: 0.985, sigma: 0.985 },
  { suffix: `${key}Color`, selectionId: ids + 4, rtp: 0.985, sigma: 0.985 },
];
/** One suit at 3.83 and one rank at 12. */
const suitBet = { rtp: 0.9575, sigma: 1.6584 };
const rankBet = { rtp: 0.923077, sigma: 3.1976 };

// CASINO.md's Ball by Ball table: outcome, per mille, odds.
export const ballbyballTable: [Delivery, number, number][] = [
  ['0 Runs', 350, 2.71],
  ['1 Runs', 330, 2.87],
  ['2 Runs', 80, 11.87],
  ['3 Runs', 10, 95],
  ['4 Runs', 110, 8.63],
  ['6 Runs', 50, 18.99],
  ['Wicket', 45, 21.11],
  ['Extra Runs', 25, 37.99],
];

// CASINO.md's Goal marginals, per mille, and odds.
export const goalScorers: [string, number, number][] = [
  ['Player 1', 200, 4.74],
  ['Player 2', 200, 4.74],
  ['Player 3', 150, 6.33],
  ['Player 4', 150, 6.33],
  ['No Goal', 300, 3.16],
];
export const goalMethods: [string, number, number][] = [
  ['Header', 120, 7.91],
  ['Free-kick', 60, 15.83],
  ['Penalty', 100, 9.49],
  ['Shot', 420, 2.26],
  ['No Goal', 300, 3.16],
];

const tableBets = (suffix: string, first: number, rows: readonly [string, number, number][]) =>
  rows.map(([, perMille, odds], index) => ({
    suffix,
    selectionId: first + index,
    ...rtpAtChance(perMille / 1000, odds),
  }));

/** A lottery bet at `odds` that wins with chance p: sigma = sqrt(p x odds^2 - r^2). */
const lotteryBet = (suffix: string, selectionId: number, odds: number, p: number) => {
  const rtp = p * odds;
  return { suffix, selectionId, odds, rtp, sigma: Math.sqrt(p * odds ** 2 - rtp ** 2) };
};

// European roulette pays 36 / k on k numbers: sigma = sqrt(k / 37 x (36 / k)^2 - (36 / 37)^2).
const rouletteRtp = 36 / 37;
const rouletteSigma = (k: number) => Math.sqrt((k / 37) * (36 / k) ** 2 - rouletteRtp ** 2);

function racePreDealBack(suffix: string, name: string): number {
  const found = race2020
    .markets(race2020.deal(seededSource(1)), 0)
    .find((market) => market.suffix === suffix)
    ?.runners.find((runner) => runner.name === name)?.back;
  if (!found) throw new Error(`Race 20: no ${name}`);
  return found;
}

const raceCardsAtLeast13 = [13, 14, 15, 16, 17].reduce((total, cards) => total + raceLengthChance(cards), 0);
const queenChances = queenWinChances([4, 4, 4, 4, 4], [0, 1, 2, 3]);

const threeCardJudgement = { rtp: 0.984235, sigma: 0.885 };

export const rtpBets = {
  AAA: [
    { suffix: 'main', selectionId: 1, rtp: 0.978462, sigma: 1.0569 },
    { suffix: 'main', selectionId: 2, rtp: 0.969231, sigma: 1.4538 },
    { suffix: 'main', selectionId: 3, rtp: 0.957692, sigma: 1.7485 },
    { suffix: 'underOver', selectionId: 8, rtp: 0.961538, sigma: 0.97 },
    { suffix: 'underOver', selectionId: 9, rtp: 0.961538, sigma: 0.97 },
    { suffix: 'oddEven', selectionId: 4, rtp: 0.978462, sigma: 1.0569 },
    { suffix: 'oddEven', selectionId: 5, rtp: 0.985385, sigma: 0.9123 },
    { suffix: 'color', selectionId: 6, rtp: 0.985, sigma: 0.985 },
    { suffix: 'color', selectionId: 7, rtp: 0.985, sigma: 0.985 },
    { suffix: 'card', selectionId: 21, ...rankBet },
  ],
  Cards3J: [
    { suffix: 'main', selectionId: cards3JSelectionId([1, 2, 3]), ...threeCardJudgement },
    { suffix: 'main', selectionId: cards3JSelectionId([2, 7, 13]), ...threeCardJudgement, odds: 1.78 },
    { suffix: 'main', selectionId: cards3JSelectionId([5, 10, 12]), ...threeCardJudgement, odds: 1.78 },
  ],
  Tp1Day: [
    { suffix: 'main', selectionId: 1, rtp: 0.990011, sigma: 0.9894 },
    { suffix: 'main', selectionId: 2, rtp: 0.990011, sigma: 0.9894 },
    // p = 8,944 / 22,100 at 2.39 (CASINO.md prints 0.967259).
    { suffix: 'consecutiveA', selectionId: 3, rtp: 0.967247, sigma: 1.1731 },
    { suffix: 'consecutiveB', selectionId: 4, rtp: 0.967247, sigma: 1.1731 },
    { suffix: 'card1', selectionId: 11, rtp: 0.985385, sigma: 0.9123 },
    { suffix: 'card2', selectionId: 22, rtp: 0.978462, sigma: 1.0569 },
    { suffix: 'card3', selectionId: 31, rtp: 0.985385, sigma: 0.9123 },
    { suffix: 'card4', selectionId: 42, rtp: 0.978462, sigma: 1.0569 },
    { suffix: 'card5', selectionId: 51, rtp: 0.985385, sigma: 0.9123 },
    { suffix: 'card6', selectionId: 62, rtp: 0.978462, sigma: 1.0569 },
  ],
  ab20: [
    { suffix: 'bahar', selectionId: 207, rtp: 0.981924, sigma: 0.9631 },
    { suffix: 'andar', selectionId: 107, rtp: 0.960384, sigma: 0.9992 },
  ],
  baccarat: [
    { suffix: 'main', selectionId: baccaratIds.player, rtp: 0.987649, sigma: 0.9512 },
    { suffix: 'main', selectionId: baccaratIds.banker, rtp: 0.985419, sigma: 0.9296 },
    { suffix: 'tie', selectionId: baccaratIds.tie, rtp: 0.856404, sigma: 2.6409 },
    { suffix: 'pairs', selectionId: baccaratIds.playerPair, rtp: 0.896386, sigma: 3.1549 },
    { suffix: 'pairs', selectionId: baccaratIds.bankerPair, rtp: 0.896386, sigma: 3.1549 },
    { suffix: 'pairs', selectionId: baccaratIds.perfectPair, rtp: 0.86971, decimals: 5, sigma: 4.675 },
    { suffix: 'pairs', selectionId: baccaratIds.eitherPair, rtp: 0.862901, sigma: 2.1054 },
    { suffix: 'size', selectionId: baccaratIds.big, rtp: 0.956543, sigma: 0.7471 },
    { suffix: 'size', selectionId: baccaratIds.small, rtp: 0.947171, sigma: 1.2128 },
  ],
  ballbyball: [
    ...tableBets('main', 1, ballbyballTable),
    { suffix: 'boundary', selectionId: 20, ...rtpAtChance(0.16, 5.93) },
  ],
  btable: [
    { suffix: 'main', selectionId: 1, rtp: 0.97, sigma: 3.7568 },
    // CASINO.md gives 0.97 for the films; 5.17 x 3/16 is 0.969375 exactly, sigma from the same p.
    { suffix: 'main', selectionId: 2, rtp: 0.969375, sigma: 2.0179 },
    { suffix: 'main', selectionId: 3, rtp: 0.969375, sigma: 2.0179 },
    { suffix: 'main', selectionId: 4, rtp: 0.97, sigma: 2.5664 },
    { suffix: 'main', selectionId: 5, rtp: 0.97, sigma: 1.6801 },
    { suffix: 'main', selectionId: 6, rtp: 0.969375, sigma: 2.0179 },
    { suffix: 'odd', selectionId: 10, rtp: 0.9675, sigma: 0.5586 },
    { suffix: 'dulhaBarati', selectionId: 11, rtp: 0.985, sigma: 0.985 },
    { suffix: 'dulhaBarati', selectionId: 12, rtp: 0.985, sigma: 0.985 },
    { suffix: 'color', selectionId: 13, rtp: 0.985, sigma: 0.985 },
    { suffix: 'card', selectionId: 21, rtp: 0.9375, sigma: 1.6238 },
  ],
  card32: [
    { suffix: 'main', selectionId: 8, rtp: 0.9556, decimals: 4, sigma: 3.278 },
    { suffix: 'main', selectionId: 9, rtp: 0.974533, sigma: 2.202 },
    { suffix: 'main', selectionId: 10, rtp: 0.937674, sigma: 1.4565 },
    { suffix: 'main', selectionId: 11, rtp: 0.966913, sigma: 1.0374 },
  ],
  dragontiger1Day: [
    { suffix: 'main', selectionId: 1, rtp: 0.99, sigma: 0.99 },
    { suffix: 'main', selectionId: 2, rtp: 0.99, sigma: 0.99 },
    // Pair: 16.49 x 3/51 = 0.97, sigma from the same p (CASINO.md gives the RTP only).
    { suffix: 'pair', selectionId: 3, rtp: 0.97, sigma: 3.88 },
    ...['dragon', 'tiger'].flatMap((key, side) => [
      ...oneDeckSides(key, 100 + side * 100),
      { suffix: `${key}Suit`, selectionId: 105 + side * 100, ...suitBet },
      { suffix: `${key}Suit`, selectionId: 108 + side * 100, ...suitBet },
    ]),
  ],
  dt20: [
    { suffix: 'main', selectionId: 1, rtp: 0.991566, sigma: 0.9936 },
    { suffix: 'main', selectionId: 2, rtp: 0.991566, sigma: 0.9936 },
    { suffix: 'tie', selectionId: 3, rtp: 0.843373, sigma: 6.4387 },
    { suffix: 'pair', selectionId: 4, rtp: 0.896386, sigma: 3.1549 },
    ...['dragon', 'tiger'].flatMap((key, side) => [
      { suffix: `${key}OddEven`, selectionId: 101 + side * 100, rtp: 0.969231, sigma: 1.0469 },
      { suffix: `${key}OddEven`, selectionId: 102 + side * 100, rtp: 0.963846, sigma: 0.8923 },
      { suffix: `${key}Color`, selectionId: 103 + side * 100, rtp: 0.975, sigma: 0.975 },
      { suffix: `${key}Color`, selectionId: 104 + side * 100, rtp: 0.975, sigma: 0.975 },
      { suffix: `${key}Card`, selectionId: 111 + side * 100, ...rankBet },
    ]),
  ],
  dtl20: [
    { suffix: 'winner', selectionId: 1, rtp: 0.966667, sigma: 1.3671 },
    { suffix: 'winner', selectionId: 2, rtp: 0.966667, sigma: 1.3671 },
    { suffix: 'winner', selectionId: 3, rtp: 0.966667, sigma: 1.3671 },
    ...['dragon', 'tiger', 'lion'].flatMap((key, side) => [
      ...oneDeckSides(key, 100 + side * 100),
      { suffix: `${key}Card`, selectionId: 111 + side * 100, ...rankBet },
    ]),
  ],
  goal: [...tableBets('scorer', 1, goalScorers), ...tableBets('method', 11, goalMethods)],
  lottcard: [
    { suffix: 'single', selectionId: lotteryIds.single + 7, rtp: 0.95, sigma: 2.85 },
    { ...lotteryBet('double', 137, 95, 16 / 1560), rtp: 0.974359 },
    lotteryBet('double', 177, 123.5, 12 / 1560),
    { ...lotteryBet('triple', 1042, 900, 64 / 59280), rtp: 0.97166 },
    lotteryBet('triple', 1707, 1173.25, 48 / 59280),
    lotteryBet('triple', 1777, 2346.5, 24 / 59280),
  ],
  lucky15: [
    { suffix: 'ball1', selectionId: 11, rtp: 0.95, sigma: 1.9 },
    { suffix: 'ball1', selectionId: 12, rtp: 0.95, sigma: 1.9 },
    { suffix: 'ball1', selectionId: 13, rtp: 0.95, sigma: 1.9 },
    { suffix: 'ball1', selectionId: 14, rtp: 0.949333, sigma: 2.4203 },
    { suffix: 'ball1', selectionId: 15, rtp: 0.949333, sigma: 2.4203 },
    { suffix: 'ball1', selectionId: 16, rtp: 0.949333, sigma: 2.4203 },
  ],
  lucky5: [
    { suffix: 'lowHigh', selectionId: 1, rtp: 0.954545, sigma: 0.9642 },
    { suffix: 'lowHigh', selectionId: 2, rtp: 0.954545, sigma: 0.9642 },
    { suffix: 'oddEven', selectionId: 3, rtp: 0.954545, sigma: 1.0457 },
    { suffix: 'oddEven', selectionId: 4, rtp: 0.976364, sigma: 0.8913 },
    { suffix: 'color', selectionId: 5, rtp: 0.975, sigma: 0.975 },
    { suffix: 'card', selectionId: 21, rtp: 0.909091, sigma: 2.8748 },
  ],
  lucky7: [
    { suffix: 'lowHigh', selectionId: 1, rtp: 0.961538, sigma: 0.97 },
    { suffix: 'oddEven', selectionId: 3, rtp: 0.969231, sigma: 1.0469 },
    { suffix: 'oddEven', selectionId: 4, rtp: 0.963846, sigma: 0.8923 },
    { suffix: 'color', selectionId: 5, rtp: 0.975, sigma: 0.975 },
    { suffix: 'line', selectionId: 10, rtp: 0.923077, sigma: 1.6853 },
    { suffix: 'card', selectionId: 21, rtp: 0.923077, sigma: 3.1976 },
  ],
  poker20: [
    { suffix: 'main', selectionId: 1, rtp: 0.9904, sigma: 0.9697 },
    { suffix: 'main', selectionId: 2, rtp: 0.9904, sigma: 0.9697 },
    ...poker20HandMarkets.flatMap((hand, index) => {
      const chance = rtpAtChance(hand.hands / sevenCardHands, hand.odds);
      return [
        { suffix: 'handA', selectionId: 11 + index, ...chance },
        { suffix: 'handB', selectionId: 21 + index, ...chance },
      ];
    }),
  ],
  queen: queen
    .markets(queen.deal(seededSource(1)), 0)
    .flatMap((market) => market.runners)
    .map(({ selectionId, back }) => ({
      suffix: 'main',
      selectionId,
      ...rtpAtChance(queenChances[selectionId - 1] ?? 0, back ?? 0),
    })),
  race2020: [
    ...[1, 2, 3, 4].map((selectionId) => ({ suffix: 'winner', selectionId, rtp: 0.97, sigma: 1.6801 })),
    // P(points >= 82) and P(points < 81), by exact enumeration (CASINO.md: 0.4915 and 0.4883).
    { suffix: 'points', selectionId: 11, ...rtpAtChance(0.4915271, 2) },
    { suffix: 'points', selectionId: 12, ...rtpAtChance(0.4882527, 2) },
    { suffix: 'cards', selectionId: 21, ...rtpAtChance(raceCardsAtLeast13, 1.85) },
    { suffix: 'cards', selectionId: 22, ...rtpAtChance(1 - raceCardsAtLeast13, 2) },
    ...[5, 6, 7, 15, 16, 17].map((cards) => ({
      suffix: 'winWith',
      selectionId: 100 + cards,
      ...rtpAtChance(raceLengthChance(cards), racePreDealBack('winWith', `Win with ${cards}`)),
    })),
  ],
  roulette: [
    { suffix: 'color', selectionId: rouletteIds.red, rtp: rouletteRtp, sigma: 0.9996 },
    { suffix: 'oddEven', selectionId: rouletteIds.even, rtp: rouletteRtp, sigma: 0.9996 },
    { suffix: 'lowHigh', selectionId: rouletteIds.high, rtp: rouletteRtp, sigma: 0.9996 },
    { suffix: 'dozen', selectionId: 3, rtp: rouletteRtp, sigma: 1.4044 },
    { suffix: 'column', selectionId: 5, rtp: rouletteRtp, sigma: 1.4044 },
    { suffix: 'straight', selectionId: rouletteIds.straight + 17, rtp: rouletteRtp, sigma: 5.8378 },
    { suffix: 'inside', selectionId: 21720, odds: 18, rtp: rouletteRtp, sigma: rouletteSigma(2) },
    { suffix: 'inside', selectionId: 30103, odds: 12, rtp: rouletteRtp, sigma: rouletteSigma(3) },
    { suffix: 'inside', selectionId: 40105, odds: 9, rtp: rouletteRtp, sigma: rouletteSigma(4) },
    { suffix: 'inside', selectionId: 60106, odds: 6, rtp: rouletteRtp, sigma: rouletteSigma(6) },
  ],
  teen20: [
    { suffix: 'main', selectionId: 1, rtp: 0.990011, sigma: 0.9894 },
    { suffix: 'main', selectionId: 2, rtp: 0.990011, sigma: 0.9894 },
    { suffix: 'baccarat3', selectionId: 3, rtp: 0.99, sigma: 0.99 },
    { suffix: 'total', selectionId: 5, rtp: 0.969569, sigma: 0.9741 },
    { suffix: 'pairPlusA', selectionId: 7, rtp: 0.976833, sigma: 2.9106 },
    { suffix: 'pairPlusB', selectionId: 8, rtp: 0.976833, sigma: 2.9106 },
    { suffix: 'colorA', selectionId: 9, rtp: 0.99, sigma: 0.99 },
    { suffix: 'colorB', selectionId: 12, rtp: 0.99, sigma: 0.99 },
  ],
  teenmuf: [
    { suffix: 'main', selectionId: 1, rtp: 0.990011, sigma: 0.9894 },
    { suffix: 'main', selectionId: 2, rtp: 0.990011, sigma: 0.9894 },
    { suffix: 'top9A', selectionId: 3, rtp: 0.708597, sigma: 2.6384 },
    { suffix: 'top9B', selectionId: 4, rtp: 0.708597, sigma: 2.6384 },
    { suffix: 'mBaccarat', selectionId: 5, rtp: 0.975, sigma: 0.975 },
  ],
  trio: [
    { suffix: 'session', selectionId: 1, rtp: 0.952941, sigma: 0.8984 },
    // Session No is the lay at 2.00, checked as a back at 2.00 of the runner losing (trioWithNo).
    { suffix: 'sessionNo', selectionId: 1, rtp: 0.941176, sigma: 0.9983, odds: 2 },
    { suffix: 'judgement', selectionId: 2, ...threeCardJudgement },
    { suffix: 'judgement', selectionId: 3, ...threeCardJudgement },
    { suffix: 'twoColour', selectionId: 4, rtp: 0.963529, sigma: 1.2246 },
    { suffix: 'twoColour', selectionId: 5, rtp: 0.963529, sigma: 1.2246 },
    { suffix: 'twoOddEven', selectionId: 6, rtp: 0.95646, sigma: 1.1462 },
    { suffix: 'twoOddEven', selectionId: 7, rtp: 0.961629, sigma: 1.3114 },
    { suffix: 'hands', selectionId: 8, rtp: 0.944706, sigma: 2.0745 },
    { suffix: 'hands', selectionId: 9, rtp: 0.88, sigma: 3.7664 },
    { suffix: 'hands', selectionId: 10, rtp: 0.834027, sigma: 4.3956 },
    { suffix: 'hands', selectionId: 11, rtp: 0.948235, sigma: 19.5254 },
    { suffix: 'hands', selectionId: 12, rtp: 0.94914, sigma: 20.3439 },
  ],
  warcasino: [
    { suffix: 'winner', selectionId: 1, rtp: 0.990588, sigma: 0.9604 },
    { suffix: 'winner', selectionId: 6, rtp: 0.990588, sigma: 0.9604 },
    { suffix: 'colour', selectionId: 12, rtp: 0.985, sigma: 0.985 },
    { suffix: 'colour', selectionId: 23, rtp: 0.985, sigma: 0.985 },
    { suffix: 'oddEven', selectionId: 34, rtp: 0.985385, sigma: 1.83 * Math.sqrt((28 / 52) * (24 / 52)) },
    { suffix: 'oddEven', selectionId: 45, rtp: 0.978462, sigma: 2.12 * Math.sqrt((28 / 52) * (24 / 52)) },
    ...[56, 61, 72, 83].map((selectionId) => ({ suffix: 'suit', selectionId, ...suitBet })),
  ],
  worli: [
    { suffix: 'single', selectionId: worliIds.single + 7, rtp: 0.95, sigma: 2.85 },
    { suffix: 'line', selectionId: worliIds.line1, rtp: 0.95, sigma: 0.95 },
    { suffix: 'oddEven', selectionId: worliIds.odd, rtp: 0.95, sigma: 0.95 },
    { suffix: 'patti', selectionId: 1190, odds: 146, rtp: 0.945749, sigma: 11.7126 },
    { suffix: 'patti', selectionId: 1550, odds: 391, rtp: 0.949798, sigma: 19.2476 },
    { suffix: 'patti', selectionId: 1777, odds: 2346, rtp: 0.949798, sigma: 47.1945 },
  ],
} as const satisfies Record<string, readonly SimulatedBet[]>;

/**
 * Trio's Session No is the lay at 2.00: per unit staked it returns 2 when the runner loses, so it is
 * checked as a back at 2.00 of the runner losing, on a Trio whose `sessionNo` settles that way.
 */
export const trioWithNo: CasinoGameDefinition<TrioDeal> = {
  ...trio,
  settle: (deal, suffix, selectionId) =>
    suffix === 'sessionNo'
      ? trio.settle(deal, 'session', selectionId).kind === 'win'
        ? lost
        : won
      : trio.settle(deal, suffix, selectionId),
};
