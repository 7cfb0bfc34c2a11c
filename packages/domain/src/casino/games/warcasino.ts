import { canonicalDeck, casinoCardCode, isOddRank, isRedCard, type CasinoCard } from '../cards.ts';
import {
  casinoDefaultStakeLimits,
  lost,
  pushed,
  winIf,
  type RegisteredCasinoGame,
  type RunnerOutcome,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import { backRunner, market, slots } from '../runners.ts';
import { slotsAt, type CasinoGamePresentation } from '../presentation.ts';

/**
 * Casino War (CASINO.md 7, warcasino): one deck; players 1 to 6 get the first six cards, the dealer the
 * seventh (the table's slots in that order). `Winner n` pays 1.98 when player n's card outranks the
 * dealer's (A = 1 ... K = 13) and pushes on equal ranks. Side bets on a player's own card: colour, odd or
 * even rank, suit. Every runner stands alone (player 1 winning says nothing of player 2), so each market
 * is `independent`.
 */
const deck = canonicalDeck({ copies: 1 });

export const warPlayers = [1, 2, 3, 4, 5, 6] as const;

export interface WarDeal {
  /** Players 1 to 6, then the dealer. */
  readonly cards: readonly CasinoCard[];
}

/** The side bets on a player's card; the runner id is `base + n` for player n. */
const sideBets = [
  { suffix: 'colour', base: 10, name: 'Black', odds: 1.97, wins: (card: CasinoCard) => !isRedCard(card) },
  { suffix: 'colour', base: 20, name: 'Red', odds: 1.97, wins: isRedCard },
  { suffix: 'oddEven', base: 30, name: 'Odd', odds: 1.83, wins: (card: CasinoCard) => isOddRank(card.rank) },
  {
    suffix: 'oddEven',
    base: 40,
    name: 'Even',
    odds: 2.12,
    wins: (card: CasinoCard) => !isOddRank(card.rank),
  },
  { suffix: 'suit', base: 50, name: 'Spade', odds: 3.83, wins: (card: CasinoCard) => card.suit === 'S' },
  { suffix: 'suit', base: 60, name: 'Heart', odds: 3.83, wins: (card: CasinoCard) => card.suit === 'H' },
  { suffix: 'suit', base: 70, name: 'Club', odds: 3.83, wins: (card: CasinoCard) => card.suit === 'C' },
  { suffix: 'suit', base: 80, name: 'Diamond', odds: 3.83, wins: (card: CasinoCard) => card.suit === 'D' },
] as const;

const sideBetByTens = new Map(sideBets.map((bet) => [bet.base / 10, bet]));

const sideMarkets = [
  { suffix: 'colour', name: 'Black / Red' },
  { suffix: 'oddEven', name: 'Odd / Even' },
  { suffix: 'suit', name: 'Suit' },
] as const;

const dealerIndex = warPlayers.length;

function dealerOf(deal: WarDeal): CasinoCard {
  return deal.cards[dealerIndex] as CasinoCard;
}

/** Player n's card, or undefined for a number that is not a player. */
function playerCard(deal: WarDeal, player: number): CasinoCard | undefined {
  return player >= 1 && player <= warPlayers.length ? deal.cards[player - 1] : undefined;
}

function settle(deal: WarDeal, suffix: string, selectionId: number): RunnerOutcome {
  if (suffix === 'winner') {
    const card = playerCard(deal, selectionId);
    if (!card) return lost;
    const dealer = dealerOf(deal);
    return card.rank === dealer.rank ? pushed : winIf(card.rank > dealer.rank);
  }
  const bet = sideBetByTens.get(Math.floor(selectionId / 10));
  const card = bet?.suffix === suffix ? playerCard(deal, selectionId - bet.base) : undefined;
  return winIf(card !== undefined && (bet?.wins(card) ?? false));
}

const presentation: CasinoGamePresentation = {
  rules: [
    'One deck. Six players and the dealer get one card each; a player beating the dealer’s rank wins 1.98.',
    'Equal ranks return the stake. Colour, odd / even and suit bets on each player’s card.',
  ],
  table: {
    hands: [
      ...warPlayers.map((player) => ({ label: `Player ${player}`, slots: slotsAt(player - 1) })),
      { label: 'Dealer', slots: slotsAt(6) },
    ],
  },
  art: { cards: ['9S', '9H'] },
  group: 'others',
};

export const warcasino: RegisteredCasinoGame<WarDeal> = {
  code: 'warcasino',
  name: 'Casino War',
  category: 29,
  matchId: 5017,
  presentation,
  stakeLimits: casinoDefaultStakeLimits,
  timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
  deal: (random) => ({ cards: shuffled(random, deck).slice(0, warPlayers.length + 1) }),
  steps: () => warPlayers.length + 1,
  table: ({ cards }, shown) => slots(cards.map(casinoCardCode), shown),
  markets: (_deal, shown) => {
    const suspended = shown > 0;
    return [
      market(
        'winner',
        'Winner',
        'independent',
        warPlayers.map((player) => backRunner(player, `Winner ${player}`, 1.98)),
        { suspended },
      ),
      ...sideMarkets.map((side) =>
        market(
          side.suffix,
          side.name,
          'independent',
          sideBets
            .filter((bet) => bet.suffix === side.suffix)
            .flatMap((bet) =>
              warPlayers.map((player) => backRunner(bet.base + player, `${bet.name} ${player}`, bet.odds)),
            ),
          { suspended },
        ),
      ),
    ];
  },
  settle,
  result: (deal) => {
    const dealer = dealerOf(deal);
    const beat = warPlayers.filter((player) => (playerCard(deal, player)?.rank ?? 0) > dealer.rank);
    return {
      winnerName: beat.length > 0 ? `Winner ${beat.join(', ')}` : 'Dealer',
      rows: [
        ...warPlayers.map((player) => {
          const card = playerCard(deal, player) as CasinoCard;
          const verdict = card.rank > dealer.rank ? 'Win' : card.rank === dealer.rank ? 'Tie' : 'Lose';
          return { label: `Player ${player}`, value: `${casinoCardCode(card)} - ${verdict}` };
        }),
        { label: 'Dealer', value: casinoCardCode(dealer) },
      ],
    };
  },
};
