import * as v from 'valibot';
import { betOnValues } from '../constants/markets.ts';
import { roles } from '../constants/roles.ts';
import { sportIds } from '../constants/sports.ts';
import { ruleMessages } from '../messages.ts';
import { fromMinor, toMinor } from '../money/minorUnits.ts';

/** Field schemas shared by the wire schemas. */

/** A database id (`_id`) or any other required text id. */
export const idSchema = v.pipe(v.string(), v.nonEmpty());

/** Numeric ids: match ids, selection ids (integers; casino's closed match id is -1). */
export const numericIdSchema = v.pipe(v.number(), v.safeInteger());

/**
 * Money on the wire: a major-unit number with at most two decimals (ARCHITECTURE.md: "the API shows two
 * decimals"). Inside, money is minor units: map with toMinor / fromMinor.
 */
export function hasAtMostTwoDecimals(amount: number): boolean {
  if (!Number.isFinite(amount)) return false;
  try {
    return fromMinor(toMinor(amount)) === amount;
  } catch {
    // Beyond the safe range of minor units: not money.
    return false;
  }
}

export const moneySchema = v.pipe(v.number(), v.check(hasAtMostTwoDecimals, 'Not an amount'));
export const nonNegativeMoneySchema = v.pipe(moneySchema, v.minValue(0));

/** Odds, rates and lines: finite and not negative. */
export const priceSchema = v.pipe(v.number(), v.finite(), v.minValue(0));

export const roleSchema = v.picklist(roles);
export const sportIdSchema = v.picklist(sportIds);
export const betOnSchema = v.picklist(betOnValues);

/** `createdAt` and other instants: an ISO 8601 timestamp. */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** Report dates: 'YYYY-MM-DD'. */
export const isoDateSchema = v.pipe(v.string(), v.isoDate());

/**
 * A report period's rule: the start may not be after the end (spec 5 leaves the date inputs' bounds
 * unstated; this one rule is ours). Goes last in the pipe of a request with `startDate` and `endDate`.
 */
export function startNotAfterEnd<
  TInput extends { startDate: string; endDate: string },
>(): v.RawCheckAction<TInput> {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.startDate > dataset.value.endDate) {
      addIssue({ message: ruleMessages.dateRangeOrder });
    }
  });
}
