import { sql, type SQL } from 'drizzle-orm';

/** A JavaScript array as one bound parameter of the given PostgreSQL array type. */
export function arrayParam(
  values: readonly unknown[],
  type: 'uuid' | 'text' | 'bigint' | 'int' | 'boolean',
): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * `column in ${setOf(values)}`: membership in a large array as a hashed semi-join. `= any(array)` compares
 * each row with every element in turn, which made settling 100,000 bets of 10,000 players quadratic.
 */
export function setOf(values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return sql`(select unnest(${arrayParam(values, type)}))`;
}

/**
 * `column` is one of a few `values` (a casino round's markets): one compared as such (the plan a query of
 * one value had), a few as `= any(array)`, which an index on the column answers. Long lists take `setOf`:
 * `= any` compares each row with every element in turn.
 */
export function oneOfFew(column: SQL, values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return values.length === 1
    ? sql`${column} = ${values[0]}`
    : sql`${column} = any(${arrayParam(values, type)})`;
}

/** A placeholder (`sql.placeholder`) for a JavaScript array bound as one parameter of a PostgreSQL array type. */
export function arrayPlaceholder(name: string, type: string): SQL {
  return sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
}
