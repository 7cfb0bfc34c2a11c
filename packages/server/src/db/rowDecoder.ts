import { minor, type Minor } from '@exchange/domain';

/**
 * Typed reading of the rows raw statements return (`rowsOf`, `boundRowsOf`), column by column, where the
 * query builder's typing does not reach: the hot statements of placement are raw SQL for speed. A column
 * whose value is not of its declared shape is a bug in the statement, not bad input: the decoder throws,
 * naming the column, instead of letting a cast carry a wrong value into a money check.
 */

export type ColumnDecoder<T> = (value: unknown, column: string) => T;

export class RowShapeError extends Error {
  constructor(column: string, expected: string, value: unknown) {
    super(`Column ${column}: expected ${expected}, got ${JSON.stringify(value) ?? String(value)}`);
    this.name = 'RowShapeError';
  }
}

/** bigint and numeric columns come from the drivers as strings, int columns as numbers. */
function wholeNumber(value: unknown, column: string): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
    throw new RowShapeError(column, 'a whole number', value);
  }
  return number;
}

export const columns = {
  text: ((value, column) => {
    if (typeof value !== 'string') throw new RowShapeError(column, 'text', value);
    return value;
  }) as ColumnDecoder<string>,
  boolean: ((value, column) => {
    if (typeof value !== 'boolean') throw new RowShapeError(column, 'a boolean', value);
    return value;
  }) as ColumnDecoder<boolean>,
  integer: wholeNumber as ColumnDecoder<number>,
  /** A double precision column (odds): a finite number. */
  double: ((value, column) => {
    const finite = typeof value === 'number' && Number.isFinite(value);
    if (!finite) throw new RowShapeError(column, 'a number', value);
    return value;
  }) as ColumnDecoder<number>,
  /** Money in minor units (a bigint column). */
  minor: ((value, column) => minor(wholeNumber(value, column))) as ColumnDecoder<Minor>,
  /** One of a text column's allowed values (an enum column's, a domain list's). */
  oneOf<const T extends string>(values: readonly T[]): ColumnDecoder<T> {
    return (value, column) => {
      if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
        throw new RowShapeError(column, `one of ${values.join(', ')}`, value);
      }
      return value as T;
    };
  },
  /** An array of money (a bigint[] column). */
  minorArray: ((value, column) => {
    if (!Array.isArray(value)) throw new RowShapeError(column, 'an array', value);
    return value.map((item) => minor(wholeNumber(item, column)));
  }) as ColumnDecoder<Minor[]>,
  /** An array of whole numbers (a bigint[] or int[] column). */
  integerArray: ((value, column) => {
    if (!Array.isArray(value)) throw new RowShapeError(column, 'an array', value);
    return value.map((item) => wholeNumber(item, column));
  }) as ColumnDecoder<number[]>,
  /** A json or jsonb column the statement builds itself: an object or an array, typed by the caller. */
  json<T extends object>(): ColumnDecoder<T> {
    return (value, column) => {
      if (typeof value !== 'object' || value === null) throw new RowShapeError(column, 'JSON', value);
      return value as T;
    };
  },
  nullable<T>(decode: ColumnDecoder<T>): ColumnDecoder<T | null> {
    return (value, column) => (value === null || value === undefined ? null : decode(value, column));
  },
};

export type DecodedRow<TShape extends Record<string, ColumnDecoder<unknown>>> = {
  [K in keyof TShape]: TShape[K] extends ColumnDecoder<infer T> ? T : never;
};

/** A decoder of rows with the columns `shape` names (others are ignored). */
export function rowDecoder<TShape extends Record<string, ColumnDecoder<unknown>>>(
  shape: TShape,
): (row: Record<string, unknown>) => DecodedRow<TShape> {
  const entries = Object.entries(shape);
  return (row) => {
    const decoded: Record<string, unknown> = {};
    for (const [column, decode] of entries) decoded[column] = decode(row[column], column);
    return decoded as DecodedRow<TShape>;
  };
}
