import * as v from 'valibot';
import { betOnValues } from '../constants/markets.ts';
import { roles } from '../constants/roles.ts';
import { sportIds } from '../constants/sports.ts';
import { ruleMessages } from '../messages.ts';
import { fromMinor, toMinor } from '../money/minorUnits.ts';

/** Field schemas shared by the wire schemas. */

/**
 * Text length caps (issue 14, item 8). A request's text field carries one of these, so no field can fill
 * the ledger or the logs: names and ids are short, remarks a sentence or two, secrets and tokens bounded.
 */
export const textLimits = { name: 200, remark: 500, secret: 128, token: 4096, url: 2048 } as const;

/**
 * Control characters (C0, DEL) have no place in what a person types; NUL is refused by PostgreSQL's text
 * type outright. Tab, line feed and carriage return stay: a remark or a news line may hold them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasNoControlCharacters(text: string): boolean {
  return !controlCharacter.test(text);
}

/**
 * Request text: at most `maxLength` characters and no control characters. Every string a request
 * carries goes through this (or `textSchema`'s narrower users below), which a domain test checks.
 */
export function textSchema(maxLength: number) {
  return v.pipe(
    v.string(),
    v.maxLength(maxLength),
    v.check(hasNoControlCharacters, ruleMessages.textControlCharacters),
  );
}

/**
 * Format characters (Unicode Cf: zero-width space and joiners, byte-order and direction marks, soft
 * hyphen) are invisible: in a name they only make it read as another (issue 37). Free text keeps them,
 * where an emoji sequence or a script's joiner may need one.
 */
const formatCharacter = /\p{Cf}/u;

export function hasNoFormatCharacters(text: string): boolean {
  return !formatCharacter.test(text);
}

/** A short request text: names, usernames, text ids; nothing invisible in it. */
export const nameTextSchema = v.pipe(
  textSchema(textLimits.name),
  v.check(hasNoFormatCharacters, ruleMessages.textControlCharacters),
);
/** A request remark or note. */
export const remarkTextSchema = textSchema(textLimits.remark);
/** A password or transaction password as typed (the strength rules live with the forms). */
export const secretTextSchema = textSchema(textLimits.secret);

/** A database id (`_id`) or any other required text id. */
export const idSchema = v.pipe(nameTextSchema, v.nonEmpty());

/** Numeric ids: match ids, selection ids (integers; casino's closed match id is -1). */
export const numericIdSchema = v.pipe(v.number(), v.safeInteger());

/**
 * A numeric id or count in a query string ('31000001', '-1'): a safe integer, so an id beyond the range
 * (`99999999999999999999`) is a 400, never a database range error.
 */
export const numericQuerySchema = v.pipe(textSchema(20), v.regex(/^-?\d+$/), v.toNumber(), v.safeInteger());

/**
 * The highest page a paged call takes: PostgreSQL's integer range, so offset arithmetic (page times
 * page size) stays exact and inside bigint.
 */
export const maxPage = 2_147_483_647;

/** An in-play delay or other setting in whole seconds: at most an hour, well inside an integer column. */
export const delaySecondsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(3600));
export const pageNumberSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(maxPage));

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

/**
 * The largest amount one request may move or stake, in major units (Rs 100 crore). Money is a safe
 * integer of minor units; this bound keeps a stake times the highest odds (1000) and the sum of many
 * such amounts inside that range, where a bare safe-integer check let 9e13 overflow a bet's liability.
 */
export const maxRequestAmount = 1_000_000_000;

/** An amount a request moves or stakes: above zero, two decimals at most, at most `maxRequestAmount`. */
export const requestAmountSchema = v.pipe(
  moneySchema,
  v.gtValue(0),
  v.maxValue(maxRequestAmount, ruleMessages.amountTooLarge),
);

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
