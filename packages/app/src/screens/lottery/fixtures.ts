import {
  commitmentOf,
  drawLotteryWinners,
  lotteryDrawAlgorithm,
  lotteryTicketSetHash,
  type LotteryDraw,
  type LotteryItem,
} from '@exchange/domain';
import { storyArtwork } from '../casino/international/fixtures.ts';

/**
 * The lottery's draws as lottery-list answers them (issue 39): two on sale, one drawn (its proof real, so
 * Verify passes in the stories), one closed by the Super Admin.
 */

const seeds = {
  open: 'a1'.repeat(32),
  festival: 'b2'.repeat(32),
  drawn: 'c3'.repeat(32),
  closed: 'd4'.repeat(32),
};
const drawnSold = [1, 2, 3, 4, 5, 6, 7, 8];
const drawnPrizes = [2000, 1000, 500];
const drawnWinners = drawLotteryWinners({
  serverSeed: seeds.drawn,
  drawId: 'l3',
  sold: drawnSold,
  prizeCount: drawnPrizes.length,
});
/** The player's tickets in the drawn draw: the lower four. */
const drawnMine = [1, 2, 3, 4];

export const lotteryDraws: readonly LotteryItem[] = [
  {
    id: 'l1',
    image: storyArtwork(30),
    status: 'open',
    date: '2026-12-05',
    title: 'Weekend Jackpot',
    price: 100,
    closeAt: '2026-12-05T12:30:00.000Z',
    tickets: 24,
    sold: 5,
    prizes: [1000, 500],
    commitment: commitmentOf(seeds.open),
  },
  {
    id: 'l2',
    image: storyArtwork(200),
    status: 'open',
    date: '2026-12-12',
    title: 'Festival Bumper',
    price: 500,
    closeAt: '2026-12-12T14:30:00.000Z',
    tickets: 1000,
    sold: 212,
    prizes: [50000, 20000, 10000],
    commitment: commitmentOf(seeds.festival),
    mine: { numbers: [7, 8], won: 0 },
  },
  {
    id: 'l3',
    image: storyArtwork(320),
    status: 'drawn',
    date: '2026-11-21',
    title: 'Midweek Draw',
    price: 50,
    closeAt: '2026-11-21T12:30:00.000Z',
    tickets: 20,
    sold: drawnSold.length,
    prizes: drawnPrizes,
    commitment: commitmentOf(seeds.drawn),
    winners: drawnWinners.map((number, index) => ({
      rank: index + 1,
      number,
      prize: drawnPrizes[index] ?? 0,
      mine: drawnMine.includes(number),
    })),
    mine: {
      numbers: drawnMine,
      won: drawnWinners.reduce(
        (total, number, index) => total + (drawnMine.includes(number) ? (drawnPrizes[index] ?? 0) : 0),
        0,
      ),
    },
  },
  {
    id: 'l4',
    image: storyArtwork(120),
    status: 'closed',
    date: '2026-11-14',
    title: 'Monsoon Special',
    price: 50,
    closeAt: '2026-11-14T12:30:00.000Z',
    tickets: 50,
    sold: 0,
    prizes: [1000],
    commitment: commitmentOf(seeds.closed),
  },
];

/** The numbers taken in each draw, by id. */
const takenOf: Record<string, number[]> = {
  l1: [1, 2, 3, 9, 10],
  l2: Array.from({ length: 212 }, (_, index) => index + 1),
  l3: drawnSold,
  l4: [],
};

/** GET lottery-draw as the stories answer it: the drawn draw with its proof revealed. */
export async function storyLotteryDraw(id: string): Promise<LotteryDraw> {
  const item = lotteryDraws.find((draw) => draw.id === id);
  if (!item) throw new Error('Not found');
  const drawn = item.status === 'drawn';
  const taken = takenOf[id] ?? [];
  return {
    item,
    taken,
    proof: {
      algorithm: lotteryDrawAlgorithm,
      commitment: item.commitment ?? '',
      serverSeed: drawn ? seeds.drawn : null,
      ticketSetHash: drawn ? lotteryTicketSetHash(taken) : null,
      drawnAt: drawn ? (item.closeAt ?? null) : null,
    },
  };
}
