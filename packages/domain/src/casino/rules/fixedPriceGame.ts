import type { CasinoCategoryId } from '../../constants/casino.ts';
import { casinoCardCode, isOddRank, isRedCard, type CasinoCard } from '../cards.ts';
import type {
  CasinoGameDefinition,
  CasinoRoundResult,
  CasinoStakeLimits,
  CasinoTiming,
  RegisteredCasinoGame,
} from '../definition.ts';
import { shuffled } from '../fairness.ts';
import type { CasinoGamePresentation } from '../presentation.ts';
import { slots } from '../runners.ts';
import { ruleBook, type RuleMarket } from './cardBets.ts';
import { dealCards, dealtTable, type DealtCards } from './dealtCards.ts';

/**
 * Games whose markets all trade at fixed prices before the deal and close once the first card is out
 * (everything here but the in-play tables): the definition follows from the deal, the rule rows and
 * the result.
 */
export interface FixedPriceGame<Deal> {
  readonly code: string;
  readonly name: string;
  readonly category: CasinoCategoryId;
  readonly matchId: number;
  readonly presentation: CasinoGamePresentation;
  readonly stakeLimits?: CasinoStakeLimits;
  readonly markets: readonly RuleMarket<Deal>[];
  readonly result: (deal: Deal) => CasinoRoundResult;
}

interface Dealing<Deal> {
  readonly timing: CasinoTiming;
  readonly steps: number;
  readonly deal: CasinoGameDefinition<Deal>['deal'];
  readonly table: CasinoGameDefinition<Deal>['table'];
}

function fixedPriceGame<Deal>(
  game: FixedPriceGame<Deal>,
  dealing: Dealing<Deal>,
): RegisteredCasinoGame<Deal> {
  const book = ruleBook(game.markets);
  return {
    code: game.code,
    name: game.name,
    category: game.category,
    matchId: game.matchId,
    presentation: game.presentation,
    ...(game.stakeLimits && { stakeLimits: game.stakeLimits }),
    timing: dealing.timing,
    deal: dealing.deal,
    steps: () => dealing.steps,
    table: dealing.table,
    markets: (_deal, shown) => book.quotes(shown > 0),
    settle: book.settle,
    result: game.result,
  };
}

/** One card from a fresh shoe (Amar Akbar Anthony, Bollywood, Lucky 6). */
export function oneCardGame(
  game: FixedPriceGame<CasinoCard> & { readonly deck: readonly CasinoCard[] },
): RegisteredCasinoGame<CasinoCard> {
  return fixedPriceGame(game, {
    // CASINO.md 5, one-card games: 20 s betting, 5 s dealing, 5 s result.
    timing: { bettingSeconds: 20, stepSeconds: 5, resultSeconds: 5 },
    steps: 1,
    deal: (random) => shuffled(random, game.deck)[0] as CasinoCard,
    table: (card, shown) => slots([casinoCardCode(card)], shown),
  });
}

/** A row of `count` cards from a fresh shoe, shown one a step (Dragon Tiger 20-20, DTL 20-20). */
export function cardRowGame(
  game: FixedPriceGame<DealtCards> & { readonly deck: readonly CasinoCard[]; readonly count: number },
): RegisteredCasinoGame<DealtCards> {
  return fixedPriceGame(game, {
    // CASINO.md 5, 20-20 card games: 20 s betting, 2-3 s a card, 5 s result.
    timing: { bettingSeconds: 20, stepSeconds: 3, resultSeconds: 5 },
    steps: game.count,
    deal: (random) => dealCards(random, game.deck, game.count),
    table: dealtTable,
  });
}

/** The result rows most one-card tables show: the card, its parity and its colour. */
export function oneCardRows(card: CasinoCard): { label: string; value: string }[] {
  return [
    { label: 'Card', value: casinoCardCode(card) },
    { label: 'Odd / Even', value: isOddRank(card.rank) ? 'Odd' : 'Even' },
    { label: 'Colour', value: isRedCard(card) ? 'Red' : 'Black' },
  ];
}
