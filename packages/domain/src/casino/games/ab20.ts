import { canonicalDeck, casinoCardCode, casinoRanks, rankLabel, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  won,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { backRunner, market } from '../runners.ts';
import { everySlot, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Andar Bahar (CASINO.md 7, ab20): one deck dealt alternately, Bahar first, until every rank has shown.
 * For each rank X the side that receives the first X wins; `Andar X` and `Bahar X` pay 2.0, except that
 * Bahar X pays 1.25 when X is the very first card (the site's "Bahar 1st Card 25%").
 *
 * Names: the feeds spell the runner `Ander X`; CASINO.md says to show "Andar X", and a runner's name is
 * what the player sees (bet slip, bet lists, result), so the runners and the market are named "Andar".
 *
 * Markets: one per side, thirteen runners each, `independent`. A rank's Andar and Bahar runners exclude
 * each other, but Bahar's 1.25 on the first card is a win below the placed price, which an exposure that
 * takes each runner winning at its own price would count too kindly; judged runner by runner, a back's
 * worst case is its loss, which holds whatever the win pays.
 */
const deck = canonicalDeck({ copies: 1 });
/** Bits 1 to 13 set: one per rank, as the deal marks the ranks it has seen. */
const everyRank = (1 << (casinoRanks.length + 1)) - 2;

export const andarBaharIds = { andar: 100, bahar: 200 } as const;
const baharFirstCardOdds = 1.25;

export interface AndarBaharDeal {
  /** The shuffled deck in deal order: even indexes to Bahar, odd to Andar. */
  readonly cards: readonly CasinoCard[];
  /** How many cards the round deals: up to the first card of the last rank to appear. */
  readonly dealt: number;
  /** By rank (1..13): the deal index of that rank's first card. */
  readonly firstAt: Int8Array;
}

/** Deals a shuffled deck: Bahar first, until every rank has appeared. */
export function andarBaharDeal(cards: readonly CasinoCard[]): AndarBaharDeal {
  const firstAt = new Int8Array(casinoRanks.length + 1).fill(-1);
  let seen = 0;
  let dealt = 0;
  while (seen !== everyRank) {
    const { rank } = cards[dealt] as CasinoCard;
    if (firstAt[rank] === -1) firstAt[rank] = dealt;
    seen |= 1 << rank;
    dealt += 1;
  }
  return { cards, dealt, firstAt };
}

const onBahar = (index: number) => index % 2 === 0;

function settle({ firstAt }: AndarBaharDeal, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix !== 'andar' && suffix !== 'bahar') return lost;
  // firstAt[0] stays -1 and indexes past 13 are undefined: both are runners the game does not have.
  const first = firstAt[selectionId - andarBaharIds[suffix]] ?? -1;
  if (first < 0 || onBahar(first) !== (suffix === 'bahar')) return lost;
  return suffix === 'bahar' && first === 0 ? { kind: 'win', odds: baharFirstCardOdds } : won;
}

const sideName = (index: number) => (onBahar(index) ? 'Bahar' : 'Andar');

const presentation: CasinoGamePresentation = {
  rules: [
    'One deck, dealt Bahar first, alternately, until every rank has appeared.',
    'Andar X or Bahar X wins when that side gets the first X: 2.0, but Bahar pays 1.25 when X is the first card.',
  ],
  table: {
    // Bahar gets the first card (CASINO.md 7, ab20).
    hands: [
      { label: 'Andar', slots: everySlot(1, 2) },
      { label: 'Bahar', slots: everySlot(0, 2) },
    ],
  },
  art: { cards: ['10D', 'JC'] },
  group: 'andar-bahar',
};

export const ab20: RegisteredCasinoGame<AndarBaharDeal> = {
  code: 'ab20',
  name: 'Andar Bahar',
  category: 26,
  matchId: 5019,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 30, stepSeconds: 2, resultSeconds: 5 },
  deal: (random) => andarBaharDeal(shuffled(random, deck)),
  steps: ({ dealt }) => dealt,
  // The cards dealt so far, in deal order, and no placeholders: how many cards the round will take is
  // not known at the table before the last new rank appears.
  table: ({ cards }, shown) => cards.slice(0, shown).map(casinoCardCode),
  markets: (_deal, shown) =>
    (['andar', 'bahar'] as const).map((suffix) => {
      const name = suffix === 'andar' ? 'Andar' : 'Bahar';
      return market(
        suffix,
        name,
        'independent',
        casinoRanks.map((rank) => backRunner(andarBaharIds[suffix] + rank, `${name} ${rankLabel(rank)}`, 2)),
        { suspended: shown > 0 },
      );
    }),
  settle,
  result: ({ cards, dealt, firstAt }) => {
    const ranksOnBahar = casinoRanks.filter((rank) => onBahar(firstAt[rank] ?? 0)).length;
    return {
      winnerName: `Andar ${casinoRanks.length - ranksOnBahar}, Bahar ${ranksOnBahar}`,
      rows: [
        ...casinoRanks.map((rank) => {
          const first = firstAt[rank] ?? 0;
          return {
            label: rankLabel(rank),
            value: `${sideName(first)} (card ${first + 1}, ${casinoCardCode(cards[first] as CasinoCard)})`,
          };
        }),
        { label: 'Cards dealt', value: String(dealt) },
      ],
    };
  },
};
