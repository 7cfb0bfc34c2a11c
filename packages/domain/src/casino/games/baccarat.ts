import { baccaratPoint, canonicalDeck, casinoCardCode, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  pushed,
  won,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { backRunner, market } from '../runners.ts';
import { slotsAt, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Baccarat (CASINO.md 7, baccarat): punto banco from a fresh 8-deck shoe each round. Player takes deck[0]
 * and deck[2], Banker deck[1] and deck[3], third cards follow in order (Player's first). Player and Banker
 * pay 2.0 and push on a tie, the Banker only 1.5 when it wins with 6; Tie 9.0; pairs, perfect pair,
 * either pair, Big and Small at the standard live-table prices.
 *
 * The deal keeps the shuffled shoe as it is and reads the cards it needs by index: a round is one shuffle
 * of 416 cards and nothing else, which is what keeps a million simulated rounds affordable.
 */
const shoe = canonicalDeck({ copies: 8 });

export const baccaratIds = {
  player: 1,
  banker: 2,
  tie: 3,
  playerPair: 4,
  bankerPair: 5,
  perfectPair: 6,
  eitherPair: 7,
  big: 8,
  small: 9,
} as const;

const bankerSixOdds = 1.5;

export interface BaccaratDeal {
  /** The shuffled shoe: deck[0..3] are Player, Banker, Player, Banker; third cards follow. */
  readonly cards: readonly CasinoCard[];
  readonly playerDraws: boolean;
  readonly bankerDraws: boolean;
  /** Final points, 0..9. */
  readonly player: number;
  readonly banker: number;
}

const point = (card: CasinoCard | undefined) => baccaratPoint((card as CasinoCard).rank);

/** The Banker's third-card rule when the Player drew a third card worth `third`. */
export function bankerDrawsAgainst(banker: number, third: number): boolean {
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/** Plays a shuffled shoe by the punto banco drawing rules. */
export function baccaratDeal(cards: readonly CasinoCard[]): BaccaratDeal {
  let player = (point(cards[0]) + point(cards[2])) % 10;
  let banker = (point(cards[1]) + point(cards[3])) % 10;
  if (player >= 8 || banker >= 8) return { cards, playerDraws: false, bankerDraws: false, player, banker };
  const playerDraws = player <= 5;
  const third = point(cards[4]);
  if (playerDraws) player = (player + third) % 10;
  const bankerDraws = playerDraws ? bankerDrawsAgainst(banker, third) : banker <= 5;
  if (bankerDraws) banker = (banker + point(cards[playerDraws ? 5 : 4])) % 10;
  return { cards, playerDraws, bankerDraws, player, banker };
}

const samePair = (a: CasinoCard | undefined, b: CasinoCard | undefined) => a?.rank === b?.rank;
const perfectPair = (a: CasinoCard | undefined, b: CasinoCard | undefined) =>
  samePair(a, b) && a?.suit === b?.suit;
const cardsDealt = ({ playerDraws, bankerDraws }: BaccaratDeal) =>
  4 + (playerDraws ? 1 : 0) + (bankerDraws ? 1 : 0);

function settle(deal: BaccaratDeal, _suffix: string, selectionId: number): RunnerOutcome {
  const { cards, player, banker } = deal;
  switch (selectionId) {
    case baccaratIds.player:
      return player === banker ? pushed : winIf(player > banker);
    case baccaratIds.banker:
      if (player === banker) return pushed;
      if (banker < player) return lost;
      return banker === 6 ? { kind: 'win', odds: bankerSixOdds } : won;
    case baccaratIds.tie:
      return winIf(player === banker);
    case baccaratIds.playerPair:
      return winIf(samePair(cards[0], cards[2]));
    case baccaratIds.bankerPair:
      return winIf(samePair(cards[1], cards[3]));
    case baccaratIds.perfectPair:
      return winIf(perfectPair(cards[0], cards[2]) || perfectPair(cards[1], cards[3]));
    case baccaratIds.eitherPair:
      return winIf(samePair(cards[0], cards[2]) || samePair(cards[1], cards[3]));
    case baccaratIds.big:
      return winIf(cardsDealt(deal) > 4);
    case baccaratIds.small:
      return winIf(cardsDealt(deal) === 4);
    default:
      return lost;
  }
}

/**
 * The table's slots: Player 1, Banker 1, Player 2, Banker 2, Player 3, Banker 3. A third card's slot
 * stays "1" when that side does not draw; the steps reveal the cards in deal order.
 */
const slotCount = 6;
const playerThirdSlot = 4;
const bankerThirdSlot = 5;

function slotsInDealOrder({ playerDraws, bankerDraws }: BaccaratDeal): number[] {
  return [0, 1, 2, 3, ...(playerDraws ? [playerThirdSlot] : []), ...(bankerDraws ? [bankerThirdSlot] : [])];
}

function table(deal: BaccaratDeal, shown: number): string[] {
  const codes: string[] = Array.from({ length: slotCount }, () => '1');
  slotsInDealOrder(deal)
    .slice(0, shown)
    .forEach((slot, dealtAt) => {
      codes[slot] = casinoCardCode(deal.cards[dealtAt] as CasinoCard);
    });
  return codes;
}

function handOf(deal: BaccaratDeal, side: 'player' | 'banker'): string {
  const slotsOfSide = side === 'player' ? [0, 2, playerThirdSlot] : [1, 3, bankerThirdSlot];
  const shown = table(deal, cardsDealt(deal));
  const codes = slotsOfSide.map((slot) => shown[slot]).filter((code) => code !== '1');
  return `${codes.join(' ')}: ${deal[side]}`;
}

const presentation: CasinoGamePresentation = {
  rules: [
    'Eight decks, punto banco: nearest to 9 wins; the third card follows the standard drawing rules.',
    'Player 1 to 1; Banker 1 to 1, 0.5 to 1 when it wins with 6; both return the stake on a tie. Tie 8 to 1.',
  ],
  table: {
    hands: [
      { label: 'Player', slots: slotsAt(0, 2, 4) },
      { label: 'Banker', slots: slotsAt(1, 3, 5) },
    ],
  },
  art: { cards: ['9D', 'KS'] },
  group: 'baccarat',
};

export const baccarat: RegisteredCasinoGame<BaccaratDeal> = {
  code: 'baccarat',
  name: 'Baccarat',
  category: 22,
  matchId: 5021,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => baccaratDeal(shuffled(random, shoe)),
  steps: cardsDealt,
  table,
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'main',
        'Player / Banker',
        'oneWinner',
        [
          backRunner(baccaratIds.player, 'Player', 2),
          { ...backRunner(baccaratIds.banker, 'Banker', 2), lowestWinOdds: bankerSixOdds },
        ],
        { suspended },
      ),
      market('tie', 'Tie', 'oneOrNone', [backRunner(baccaratIds.tie, 'Tie', 9)], { suspended }),
      market(
        'pairs',
        'Pairs',
        'independent',
        [
          backRunner(baccaratIds.playerPair, 'Player Pair', 12),
          backRunner(baccaratIds.bankerPair, 'Banker Pair', 12),
          backRunner(baccaratIds.perfectPair, 'Perfect Pair', 26),
          backRunner(baccaratIds.eitherPair, 'Either Pair', 6),
        ],
        { suspended },
      ),
      market(
        'size',
        'Big / Small',
        'oneWinner',
        [backRunner(baccaratIds.big, 'Big', 1.54), backRunner(baccaratIds.small, 'Small', 2.5)],
        { suspended },
      ),
    ];
  },
  settle,
  result: (deal) => {
    const { cards, player, banker } = deal;
    const pairs = [
      samePair(cards[0], cards[2]) ? 'Player Pair' : '',
      samePair(cards[1], cards[3]) ? 'Banker Pair' : '',
      perfectPair(cards[0], cards[2]) || perfectPair(cards[1], cards[3]) ? 'Perfect Pair' : '',
    ].filter(Boolean);
    const dealt = cardsDealt(deal);
    return {
      winnerName: player === banker ? 'Tie' : player > banker ? 'Player' : 'Banker',
      rows: [
        { label: 'Player', value: handOf(deal, 'player') },
        { label: 'Banker', value: handOf(deal, 'banker') },
        { label: 'Pairs', value: pairs.length > 0 ? pairs.join(', ') : 'None' },
        { label: 'Cards', value: `${dealt} (${dealt > 4 ? 'Big' : 'Small'})` },
      ],
    };
  },
};
