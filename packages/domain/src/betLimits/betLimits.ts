import { formatMoney } from '../format/money.ts';
import { fromMinor, toMinor, type Minor } from '../money/minorUnits.ts';

/**
 * Market and sport limits (issue 41, docs/adr/0037-market-and-sport-limits.md): what the operators above a
 * player let it bet on a sport's markets. The Super Admin sets them for the platform, each operator below
 * may narrow them for its subtree, never widen them, and a bet meets the tightest of those on its player's
 * path. A limit not set (null) is no limit: nothing changes where none is set.
 */

/** The limits, in the order the screens list them. */
export const betLimitNames = [
  'minStake',
  'maxStake',
  'maxProfit',
  'maxLoss',
  'minOdds',
  'maxOdds',
  'inPlayDelay',
] as const;
export type BetLimitName = (typeof betLimitNames)[number];

export interface BetLimits {
  readonly minStake: Minor | null;
  readonly maxStake: Minor | null;
  /** The most a player may win on one market: its best case with the bet, every open bet counted. */
  readonly maxProfit: Minor | null;
  /** The most a player may lose on one market: its exposure there with the bet. */
  readonly maxLoss: Minor | null;
  /** Decimal odds of the price ladder: they bind exchange markets only (ADR 0037). */
  readonly minOdds: number | null;
  readonly maxOdds: number | null;
  /** Seconds an in-play bet that would match at once waits before it is checked against the price again. */
  readonly inPlayDelay: number | null;
}

export const noBetLimits: BetLimits = {
  minStake: null,
  maxStake: null,
  maxProfit: null,
  maxLoss: null,
  minOdds: null,
  maxOdds: null,
  inPlayDelay: null,
};

/** A higher minimum and a longer delay bind more; for the others a lower value does. */
const tightensUpward = {
  minStake: true,
  maxStake: false,
  maxProfit: false,
  maxLoss: false,
  minOdds: true,
  maxOdds: false,
  inPlayDelay: true,
} as const satisfies Record<BetLimitName, boolean>;

type Value = number | null;

/** The tighter of two values of one limit (null is no limit, the loosest). */
function tighterOf(name: BetLimitName, a: Value, b: Value): Value {
  if (a === null) return b;
  if (b === null) return a;
  return tightensUpward[name] ? Math.max(a, b) : Math.min(a, b);
}

/** Limit by limit, the tighter of two sets. */
function tighterLimits(a: BetLimits, b: BetLimits): BetLimits {
  const tighter = <Name extends BetLimitName>(name: Name) =>
    tighterOf(name, a[name], b[name]) as BetLimits[Name];
  return {
    minStake: tighter('minStake'),
    maxStake: tighter('maxStake'),
    maxProfit: tighter('maxProfit'),
    maxLoss: tighter('maxLoss'),
    minOdds: tighter('minOdds'),
    maxOdds: tighter('maxOdds'),
    inPlayDelay: tighter('inPlayDelay'),
  };
}

/** Limit by limit, the tightest of all: what binds a player under every one of these operators. */
export function tightestBetLimits(all: readonly BetLimits[]): BetLimits {
  return all.reduce(tighterLimits, noBetLimits);
}

/** The first limit `own` sets wider than `above` does (setting none is never wider), with its bound. */
export function widenedBetLimit(
  own: BetLimits,
  above: BetLimits,
): { name: BetLimitName; bound: number } | undefined {
  for (const name of betLimitNames) {
    const mine = own[name];
    const bound = above[name];
    if (mine !== null && bound !== null && tighterOf(name, mine, bound) !== mine) return { name, bound };
  }
  return undefined;
}

/** A minimum above its maximum would refuse every bet: which pair, or undefined. */
export function contradictoryBetLimits(limits: BetLimits): 'stake' | 'odds' | undefined {
  const above = (low: Value, high: Value) => low !== null && high !== null && low > high;
  if (above(limits.minStake, limits.maxStake)) return 'stake';
  if (above(limits.minOdds, limits.maxOdds)) return 'odds';
  return undefined;
}

/**
 * A limit scope's market type: a sport's limits (null) bind every market of it, a market type's (by name,
 * as ADR 0025 tells exchange markets apart) only that type's, on top of its sport's.
 */
export interface BetLimitScope {
  readonly sportId: number;
  readonly marketType: string | null;
}

/** Limits set for one scope. */
export interface ScopedBetLimits extends BetLimitScope {
  readonly limits: BetLimits;
}

/** What binds a market of the scope among `rows`: the tightest of its sport's and its type's. */
export function betLimitsFor(rows: readonly ScopedBetLimits[], scope: BetLimitScope): BetLimits {
  return tightestBetLimits(
    rows
      .filter(
        (row) =>
          row.sportId === scope.sportId && (row.marketType === null || row.marketType === scope.marketType),
      )
      .map((row) => row.limits),
  );
}

/** The limits on the wire: amounts in rupees (major units, as every amount of the API), odds, seconds. */
export type BetLimitsWire = { readonly [Name in BetLimitName]: number | null };

const amountLimits = ['minStake', 'maxStake', 'maxProfit', 'maxLoss'] as const;
const isAmount = (name: BetLimitName): name is (typeof amountLimits)[number] =>
  (amountLimits as readonly string[]).includes(name);

export function betLimitsToWire(limits: BetLimits): BetLimitsWire {
  const wire: Record<BetLimitName, number | null> = { ...limits };
  for (const name of amountLimits) {
    const amount = limits[name];
    wire[name] = amount === null ? null : fromMinor(amount);
  }
  return wire;
}

export function betLimitsFromWire(wire: BetLimitsWire): BetLimits {
  const amount = (value: number | null) => (value === null ? null : toMinor(value));
  return {
    ...wire,
    minStake: amount(wire.minStake),
    maxStake: amount(wire.maxStake),
    maxProfit: amount(wire.maxProfit),
    maxLoss: amount(wire.maxLoss),
  };
}

export const betLimitLabels = {
  minStake: 'Minimum stake',
  maxStake: 'Maximum stake',
  maxProfit: 'Maximum profit on a market',
  maxLoss: 'Maximum loss on a market',
  minOdds: 'Minimum odds',
  maxOdds: 'Maximum odds',
  inPlayDelay: 'In-play delay',
} as const satisfies Record<BetLimitName, string>;

/** A limit's value as a message states it: an amount with two decimals, odds, or seconds. */
export function betLimitText(name: BetLimitName, value: number): string {
  if (isAmount(name)) return formatMoney(value as Minor);
  if (name === 'inPlayDelay') return `${value} s`;
  return value.toFixed(2);
}

/** The bound a limit set above puts on one below, its value written as given: "at most 500.00". */
export function betLimitBound(name: BetLimitName, boundText: string): string {
  return `${tightensUpward[name] ? 'at least' : 'at most'} ${boundText}`;
}

/** Why a limit an operator sets is refused: it would widen what the operators above it set. */
export function widerThanAboveMessage(name: BetLimitName, bound: number): string {
  return `${betLimitLabels[name]} must be ${betLimitBound(name, betLimitText(name, bound))}: that limit is set above you, and yours may only narrow it.`;
}

export function contradictoryBetLimitsMessage(pair: 'stake' | 'odds'): string {
  return `The minimum ${pair === 'stake' ? 'stake' : 'odds'} would be above the maximum, which refuses every bet.`;
}

/** The refusals a player reads in the bet slip, naming the limit it met. */
export const betLimitRefusalMessages = {
  minOdds: (odds: number) => `The lowest odds you can bet at on this market are ${odds.toFixed(2)}.`,
  maxOdds: (odds: number) => `The highest odds you can bet at on this market are ${odds.toFixed(2)}.`,
  maxProfit: (amount: Minor) =>
    `You can win at most ${formatMoney(amount)} on this market, with your other bets on it. Lower the stake.`,
  maxLoss: (amount: Minor) =>
    `You can lose at most ${formatMoney(amount)} on this market, with your other bets on it. Lower the stake.`,
};
