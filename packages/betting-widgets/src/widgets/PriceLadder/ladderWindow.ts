import { fromMinor, minor, oddsLadder, snapToLadder, type PlacedBet } from '@exchange/domain';
import type { Runner } from '../../internal/market.ts';

/**
 * Which prices of the exchange's ladder (`oddsLadder`, the domain's tick table) a trader's ladder shows, and
 * what of the user's own sits at each. Prices are addressed by their index in `oddsLadder`; the ladder shows
 * them highest first, as exchanges do.
 */

/** The columns of a ladder row, left to right, as keyboard focus moves along them. */
export const ladderColumns = ['ownBack', 'back', 'price', 'lay', 'ownLay', 'traded'] as const;
export type LadderColumn = (typeof ladderColumns)[number];

const hundredths = (price: number) => Math.round(price * 100);
const indexByHundredths = new Map(oddsLadder.map((price, index) => [hundredths(price), index]));

/** The index of the ladder price nearest `price`. */
export function ladderIndexOf(price: number): number {
  return indexByHundredths.get(hundredths(snapToLadder(price))) ?? 0;
}

export const priceAt = (index: number): number => oddsLadder[index] ?? oddsLadder[0] ?? 1.01;
const lastIndex = oddsLadder.length - 1;
export const clampIndex = (index: number) => Math.min(lastIndex, Math.max(0, index));

/**
 * Where a runner's ladder centres: its last traded price; else halfway between its best back and best lay;
 * else whichever of them it has. Undefined for a runner with no price at all.
 */
export function centreIndexOf(runner: Runner | undefined): number | undefined {
  if (!runner) return undefined;
  if (runner.lastPriceTraded !== undefined) return ladderIndexOf(runner.lastPriceTraded);
  const back = runner.ex.availableToBack[0]?.price;
  const lay = runner.ex.availableToLay[0]?.price;
  if (back !== undefined && lay !== undefined) {
    return Math.round((ladderIndexOf(back) + ladderIndexOf(lay)) / 2);
  }
  const either = back ?? lay;
  return either === undefined ? undefined : ladderIndexOf(either);
}

/** The prices shown, as indices from `top` (highest price) down to `bottom`. */
export interface LadderWindow {
  readonly top: number;
  readonly bottom: number;
}

/** `span` prices either side of the centre, stretched to take in the focused price. */
export function ladderWindow(centre: number, span: number, focus?: number): LadderWindow {
  let top = clampIndex(centre + span);
  let bottom = clampIndex(centre - span);
  if (focus !== undefined) {
    top = Math.max(top, clampIndex(focus));
    bottom = Math.min(bottom, clampIndex(focus));
  }
  return { top, bottom };
}

/** The indices of a window, highest price first. */
export function windowIndices({ top, bottom }: LadderWindow): number[] {
  return Array.from({ length: top - bottom + 1 }, (_, offset) => top - offset);
}

/** Whether the runner's best prices have left the window (a big move: the ladder should centre again). */
export function bestOutside(runner: Runner | undefined, { top, bottom }: LadderWindow): boolean {
  const best = [runner?.ex.availableToBack[0]?.price, runner?.ex.availableToLay[0]?.price];
  return best.some((price) => {
    if (price === undefined) return false;
    const index = ladderIndexOf(price);
    return index > top || index < bottom;
  });
}

/** The user's waiting money at one price, each side in major units. */
export interface OwnWaiting {
  readonly back: number | undefined;
  readonly lay: number | undefined;
}

/** A runner's unmatched bets, summed by side at each price (keyed by ladder index). */
export function waitingByPrice(
  bets: readonly PlacedBet[],
  marketId: string,
  selectionId: number,
): ReadonlyMap<number, OwnWaiting> {
  const sums = new Map<number, { back: number; lay: number }>();
  for (const bet of waitingBets(bets, marketId, selectionId)) {
    const index = ladderIndexOf(bet.odds);
    const held = sums.get(index) ?? { back: 0, lay: 0 };
    held[bet.side] += bet.stake;
    sums.set(index, held);
  }
  const major = (amount: number) => (amount > 0 ? fromMinor(minor(amount)) : undefined);
  return new Map([...sums].map(([index, { back, lay }]) => [index, { back: major(back), lay: major(lay) }]));
}

/** The runner's unmatched bets, at one price and side if given. */
export function waitingBets(
  bets: readonly PlacedBet[],
  marketId: string,
  selectionId: number,
  at?: { index: number; side?: PlacedBet['side'] | undefined },
): PlacedBet[] {
  return bets.filter(
    (bet) =>
      bet.status === 'unmatch' &&
      bet.marketId === marketId &&
      bet.selectionId === selectionId &&
      (at === undefined || (ladderIndexOf(bet.odds) === at.index && (at.side ?? bet.side) === bet.side)),
  );
}
