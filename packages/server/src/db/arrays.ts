import { sql, type SQL } from 'drizzle-orm';

/** A JavaScript array as one bound parameter of the given PostgreSQL array type. */
export function arrayParam(values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return sql`${sql.param(values)}::${sql.raw(type)}[]`;
}

/**
 * `column in ${setOf(values)}`: membership in a large array as a hashed semi-join. `= any(array)` compares
 * each row with every element in turn, which made settling 100,000 bets of 10,000 players quadratic.
 */
export function setOf(values: readonly unknown[], type: 'uuid' | 'text' | 'bigint'): SQL {
  return sql`(select unnest(${arrayParam(values, type)}))`;
}
