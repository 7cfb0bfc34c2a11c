import { parseCasinoCard, type CasinoCard } from '../casino/cards.ts';
<<<<<<< HEAD
import type { TeenPattiDeal } from '../casino/rules/teenPattiDeal.ts';

/** Cards from their codes, space separated (`KSS 10HH ADD`), for tests that set up a hand. */
export function cardsOf(codes: string): CasinoCard[] {
  return codes
    .split(' ')
    .filter(Boolean)
    .map((code) => {
      const card = parseCasinoCard(code);
      if (!card) throw new Error(`Not a card: ${code}`);
      return card;
    });
}

/** A teen patti deal with the given hands, dealt A, B, A, B, A, B. */
export function teenPattiDealOf(playerA: string, playerB: string): TeenPattiDeal {
  const a = cardsOf(playerA);
  const b = cardsOf(playerB);
  return { cards: a.flatMap((card, index) => [card, b[index] as CasinoCard]), playerA: a, playerB: b };
=======

/** Cards for casino tests, written short: `AS KH 10D` (rank, then one suit letter). */
export function cardsOf(text: string): CasinoCard[] {
  return text.split(' ').map((code) => {
    const card = parseCasinoCard(`${code}${code.slice(-1)}`);
    if (!card) throw new Error(`Not a card: ${code}`);
    return card;
  });
>>>>>>> c17-g2
}
