import { parseCasinoCard, type CasinoCard } from '../casino/cards.ts';

/** Cards for casino tests, written short: `AS KH 10D` (rank, then one suit letter). */
export function cardsOf(text: string): CasinoCard[] {
  return text.split(' ').map((code) => {
    const card = parseCasinoCard(`${code}${code.slice(-1)}`);
    if (!card) throw new Error(`Not a card: ${code}`);
    return card;
  });
}
