import { casinoCardCode, type CasinoCard } from '../casino/cards.ts';
import type { CasinoGameDefinition } from '../casino/definition.ts';
import { stackedSource, type WeightedDeal } from './casinoExact.ts';

/**
 * Every way the top of a shuffled shoe can fall, as far as the bets under test read it: items are drawn
 * one at a time without replacement, and only while the round still needs one, so a deal that is decided
 * early is not expanded further. Each leaf is dealt through the definition with its items stacked on top.
 */
export interface ShoeWalk<Deal, Item> {
  /** The items the deal shuffles, in the definition's own order (its canonical deck). */
  readonly shoe: readonly Item[];
  /**
   * Items that settle the bets alike and leave the rest of the walk alike, given the items `above` them
   * (in walk order): one branch for each class, weighted by how many of its items are left. A rank, a
   * baccarat point, a colour; or a relation to the cards above (the same card, the same rank).
   */
  readonly classOf: (item: Item, above: readonly Item[]) => string | number | boolean;
  /** Whether the bets read another item after `above`; `dealt` deals `above` on top. */
  readonly needsMore: (above: readonly Item[], dealt: () => Deal) => boolean;
  /**
   * The deal position of the walk's n-th item (default n). The positions the bets read are walked first;
   * the ones below them that no bet reads get items the walk left over.
   */
  readonly positions?: readonly number[];
  /**
   * Walks with the same key from here on are one walk, their probabilities added: the key must hold all
   * that the rest of the walk and the settlement depend on (e.g. the hand as a set, where order is not
   * read). Without one, every walk is followed on its own.
   */
  readonly keyOf?: (above: readonly Item[]) => string;
  /**
   * The game's own deal of a shuffled shoe (what its `deal` does after the shuffle), where the walk has
   * too many leaves to shuffle 416 cards for each: the shuffle itself is fairness.ts's, tested there.
   */
  readonly dealOf?: (shuffled: readonly Item[]) => Deal;
}

interface Walked {
  /** Indexes into the shoe, in walk order. */
  readonly picked: readonly number[];
  readonly probability: number;
}

/** The shoe's order for a walk: each picked item at its position, the positions between filled from the rest. */
function shoeOrder(size: number, picked: readonly number[], positions?: readonly number[]): number[] {
  if (!positions) return [...picked];
  const placed = picked.map((_, index) => positions[index] as number);
  const order: number[] = [];
  const used = new Set(picked);
  let spare = 0;
  for (let position = 0; position <= Math.max(-1, ...placed); position += 1) {
    const index = placed.indexOf(position);
    if (index >= 0) {
      order.push(picked[index] as number);
      continue;
    }
    while (used.has(spare)) spare += 1;
    used.add(spare);
    order.push(spare);
  }
  return order;
}

/** The shoe's items grouped into identical ones (eight decks hold each card eight times): their indexes. */
function kindsOf<Item>(shoe: readonly Item[]): { kinds: number[][]; kindOf: Int32Array } {
  const byKey = new Map<string, number[]>();
  const kindOf = new Int32Array(shoe.length);
  shoe.forEach((item, index) => {
    const key = JSON.stringify(item);
    const known = byKey.get(key) ?? [];
    if (known.length === 0) byKey.set(key, known);
    known.push(index);
  });
  const kinds = [...byKey.values()];
  kinds.forEach((kind, at) => kind.forEach((index) => (kindOf[index] = at)));
  return { kinds, kindOf };
}

/**
 * The classes of the items left under `picked`, with how many each has and its first item. A walk takes
 * the items of a kind in shoe order, so the ones left are those after the first `taken`.
 */
function branches<Deal, Item>(
  walk: ShoeWalk<Deal, Item>,
  { kinds, kindOf }: ReturnType<typeof kindsOf>,
  picked: readonly number[],
) {
  const above = picked.map((index) => walk.shoe[index] as Item);
  const taken = new Int32Array(kinds.length);
  for (const index of picked) {
    const kind = kindOf[index] as number;
    taken[kind] = (taken[kind] ?? 0) + 1;
  }
  const found = new Map<string | number | boolean, { count: number; first: number }>();
  kinds.forEach((kind, at) => {
    const first = kind[taken[at] as number];
    if (first === undefined) return;
    const left = kind.length - (taken[at] as number);
    const key = walk.classOf(walk.shoe[first] as Item, above);
    const known = found.get(key);
    if (known) known.count += left;
    else found.set(key, { count: left, first });
  });
  return found.values();
}

/**
 * Deals `order` (shoe indexes) on top through the game's own deal of a shuffled shoe, into one array kept
 * for the whole walk: only the top is rewritten, so a leaf costs its deal, not a copy of the shoe. The
 * cards below the top may repeat ones on it, which is sound because the walk's bets never read them.
 */
function reusedShoe<Deal, Item>(shoe: readonly Item[], deal: (shuffled: readonly Item[]) => Deal) {
  const cards = [...shoe];
  let written = 0;
  return (order: readonly number[]): Deal => {
    for (let position = 0; position < written; position += 1) cards[position] = shoe[position] as Item;
    order.forEach((index, position) => (cards[position] = shoe[index] as Item));
    written = order.length;
    return deal(cards);
  };
}

/**
 * The leaves of the walk, each once, with its probability. A leaf's deal is good until the next one is
 * asked for (the deals share one shoe when the walk has `dealOf`): settle it, do not keep it.
 */
export function* walkShoe<Deal, Item>(
  definition: CasinoGameDefinition<Deal>,
  walk: ShoeWalk<Deal, Item>,
): Generator<WeightedDeal<Deal>> {
  const size = walk.shoe.length;
  const direct = walk.dealOf && reusedShoe(walk.shoe, walk.dealOf);
  const dealOf = (picked: readonly number[]) => {
    const order = shoeOrder(size, picked, walk.positions);
    return direct ? direct(order) : definition.deal(stackedSource(size, order));
  };
  const kinds = kindsOf(walk.shoe);
  let layer: Walked[] = [{ picked: [], probability: 1 }];
  while (layer.length > 0) {
    const next = new Map<string, Walked>();
    const unmerged: Walked[] = [];
    for (const { picked, probability } of layer) {
      const above = picked.map((index) => walk.shoe[index] as Item);
      let dealt: Deal | undefined;
      const dealtOnce = () => (dealt ??= dealOf(picked));
      if (!walk.needsMore(above, dealtOnce)) {
        yield { deal: dealtOnce(), probability };
        continue;
      }
      const left = size - picked.length;
      for (const { count, first } of branches(walk, kinds, picked)) {
        const child = { picked: [...picked, first], probability: (probability * count) / left };
        if (!walk.keyOf) {
          unmerged.push(child);
          continue;
        }
        const key = walk.keyOf(child.picked.map((index) => walk.shoe[index] as Item));
        const known = next.get(key);
        next.set(key, known ? { ...known, probability: known.probability + child.probability } : child);
      }
    }
    layer = walk.keyOf ? [...next.values()] : unmerged;
  }
}

/** needsMore for rounds whose length the cards decide: another card while the definition deals one. */
export function whileDealing<Deal>(definition: CasinoGameDefinition<Deal>) {
  return (above: readonly unknown[], dealt: () => Deal): boolean => definition.steps(dealt()) > above.length;
}

/** needsMore for bets that read the first `count` items of the walk. */
export function firstItems(count: number) {
  return (above: readonly unknown[]): boolean => above.length < count;
}

/**
 * classOf for bets that read only whether cards match: a card's class is, for each card above it, whether
 * it is the same card (rank and suit), the same rank, or neither.
 */
export function sameCardOrRank(card: CasinoCard, above: readonly CasinoCard[]): string {
  let key = '';
  for (const other of above) key += other.rank !== card.rank ? '-' : other.suit === card.suit ? 'c' : 'r';
  return key;
}

/** The items for which `test` holds, then the others. */
export function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

/**
 * A walk of one hand, the cards at `positions`, for bets that read it as a set: hands that hold the same
 * cards in another order are one walk. `classOf` must not read the cards above.
 */
export function handWalk<Deal>(
  shoe: readonly CasinoCard[],
  positions: readonly number[],
  classOf: (card: CasinoCard) => string | number | boolean = casinoCardCode,
): ShoeWalk<Deal, CasinoCard> {
  return {
    shoe,
    classOf,
    positions,
    needsMore: firstItems(positions.length),
    keyOf: (above) =>
      above
        .map((card) => String(classOf(card)))
        .sort()
        .join(),
  };
}
