import { canonicalDeck, casinoCardCode, type CasinoCard, type CasinoRank } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  pushed,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { backLayRunner, market, slots } from '../runners.ts';
import { slotsAt, slotsFrom, type CasinoGamePresentation } from '../presentation.ts';

/**
 * 32 Cards A (CASINO.md 7, card32): a 32-card deck, 6..K. Players 8, 9, 10 and 11 start with that many
 * points and each draws a card in turn; the highest total wins, and players tied for the highest draw
 * again, in the same order, until one is ahead. Back and lay at the prices observed on the site; betting
 * closes before the first card.
 *
 * Should the deck run out while players are still tied (every redraw tied until the last card, a
 * vanishingly rare round), the tied players' bets push and the others lose (**chosen**: the rules say
 * nothing, and a push is the refund a round that cannot finish gets).
 */
const ranks: readonly CasinoRank[] = [6, 7, 8, 9, 10, 11, 12, 13];
const deck = canonicalDeck({ copies: 1, ranks });

/** Player n's selection id is n; index i in the arrays below is player 8 + i. */
const players = [
  { selectionId: 8, back: 12.2, lay: 13.7 },
  { selectionId: 9, back: 5.95, lay: 6.45 },
  { selectionId: 10, back: 3.2, lay: 3.45 },
  { selectionId: 11, back: 2.08, lay: 2.18 },
] as const;
const firstPlayer = 8;

export interface Card32Deal {
  /** The shuffled deck in deal order. */
  readonly cards: readonly CasinoCard[];
  /** How many cards the round deals. */
  readonly dealt: number;
  /** For each card dealt, the index (0..3) of the player who drew it. */
  readonly drawnBy: Int8Array;
  /** Each player's total when the round ends (players who dropped out keep theirs). */
  readonly totals: Int16Array;
  /** The players (indexes) still level at the top: the winner alone, or those tied when the deck ran out. */
  readonly leaders: readonly number[];
}

/** Deals a shuffled deck: every player draws once, then the tied leaders draw again until one leads. */
export function card32Deal(cards: readonly CasinoCard[]): Card32Deal {
  const totals = Int16Array.from(players, (player) => player.selectionId);
  const drawnBy = new Int8Array(cards.length);
  let drawing = [0, 1, 2, 3];
  let dealt = 0;
  while (drawing.length > 1 && dealt + drawing.length <= cards.length) {
    for (const player of drawing) {
      totals[player] = (totals[player] ?? 0) + (cards[dealt] as CasinoCard).rank;
      drawnBy[dealt] = player;
      dealt += 1;
    }
    const top = Math.max(...drawing.map((player) => totals[player] ?? 0));
    drawing = drawing.filter((player) => totals[player] === top);
  }
  return { cards, dealt, drawnBy, totals, leaders: drawing };
}

function settle({ leaders }: Card32Deal, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix !== 'main') return lost;
  const player = selectionId - firstPlayer;
  if (leaders.length === 1) return winIf(leaders[0] === player);
  return leaders.includes(player) ? pushed : lost;
}

const playerName = (index: number) => `Player ${firstPlayer + index}`;

const presentation: CasinoGamePresentation = {
  rules: [
    'Thirty-two cards, 6 to K. Players 8, 9, 10 and 11 add one card to their points; the highest wins.',
    'Tied leaders draw again until one is ahead. Back and lay each player.',
  ],
  table: {
    hands: [
      ...players.map((_, index) => ({ label: playerName(index), slots: slotsAt(index) })),
      { label: 'Draws again', slots: slotsFrom(4) },
    ],
  },
  art: { cards: ['8S', '9H', '10C', 'JD'] },
  group: '32-card',
};

export const card32: RegisteredCasinoGame<Card32Deal> = {
  code: 'card32',
  name: '32 Cards A',
  category: 24,
  matchId: 5020,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => card32Deal(shuffled(random, deck)),
  steps: ({ dealt }) => dealt,
  // Four slots for the first draw; the redraws' cards are added as they come, since whether there are
  // any is not known before the first four are out.
  table: ({ cards, dealt }, shown) => {
    const codes = cards.slice(0, dealt).map(casinoCardCode);
    return [...slots(codes.slice(0, players.length), shown), ...codes.slice(players.length, shown)];
  },
  markets: (_deal, shown) => [
    market(
      'main',
      'Winner',
      'oneWinner',
      players.map((player, index) =>
        backLayRunner(player.selectionId, playerName(index), player.back, player.lay),
      ),
      { suspended: shown > 0 },
    ),
  ],
  settle,
  result: ({ cards, dealt, drawnBy, totals, leaders }) => ({
    winnerName: leaders.length === 1 ? playerName(leaders[0] ?? 0) : 'Tie',
    rows: players.map((player, index) => {
      const drawn = cards.slice(0, dealt).filter((_card, at) => drawnBy[at] === index);
      return {
        label: playerName(index),
        value: `${totals[index] ?? player.selectionId} (${drawn.map(casinoCardCode).join(' ')})`,
      };
    }),
  }),
};
