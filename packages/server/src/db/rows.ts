import { fillPlaceholders, type Query, type SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';
import { pgliteBehind, runNamedPgliteStatement } from './pgliteStatements.ts';

/**
 * The rows of a raw statement. Both drivers answer `execute` with `{ rows }` (node-postgres' QueryResult,
 * PGlite's Results); the shared Database type cannot say which, so the shape is named here, once.
 * Columns come back as the driver reads them: bigint and numeric may be strings, so callers use Number().
 */
export async function rowsOf<TRow>(db: Database, query: SQL): Promise<TRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: TRow[] };
  return result.rows;
}

/** Raw statements use no casing: drizzle's default dialect compiles them as the database's own would. */
const dialect = new PgDialect();

/**
 * A statement's texts seen under one label, and the name each is prepared under. A label whose text
 * varies more than this (a list spelled out in the text, not passed as an array) is not prepared: every
 * text would stay prepared on every connection.
 */
const preparedTexts = new Map<string, Map<string, string | undefined>>();
const maxTextsPerLabel = 4;

function preparedName(label: string, text: string): string | undefined {
  let texts = preparedTexts.get(label);
  if (!texts) preparedTexts.set(label, (texts = new Map()));
  if (!texts.has(text)) texts.set(text, texts.size < maxTextsPerLabel ? `${label}_${texts.size}` : undefined);
  return texts.get(text);
}

/** A statement compiled once, its values left as placeholders (`sql.placeholder`) filled at each run. */
export interface CompiledStatement {
  readonly query: Query;
  readonly name: string | undefined;
}

/** A compiled statement and the values of one run, by placeholder name. */
export interface BoundStatement {
  readonly statement: CompiledStatement;
  readonly values: Readonly<Record<string, unknown>>;
}

/**
 * Compiles a statement every request or batch runs, once, when its module loads: neither drizzle's walk
 * over the template (9% of the server's CPU per placebet in issue 22's profile) nor PostgreSQL's planning
 * is paid again at each run. Its values must be placeholders (pass lists as arrays, `arrayPlaceholder`).
 */
export function compiledStatement(label: string, query: SQL): CompiledStatement {
  const compiled = dialect.sqlToQuery(query);
  return { query: compiled, name: preparedName(label, compiled.sql) };
}

/**
 * Column types every statement of drizzle's reads as the database's own text (timestamps, dates,
 * intervals, numeric arrays and their arrays), for its columns' `mapFromDriverValue` (db/driverRows.ts)
 * to convert: compiled statements' rows must come back as drizzle's own do.
 */
const keptAsText = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: unknown) => value;
const pgTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    keptAsText.includes(typeId) ? asText : pg.types.getTypeParser(typeId, format),
};
const pgliteOptions = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(keptAsText.map((typeId) => [typeId, asText])),
};

type PgClient = Pick<pg.Pool, 'query'>;
interface PgliteClient {
  query(text: string, params: unknown[], options: typeof pgliteOptions): Promise<{ rows: unknown[] }>;
}

/**
 * The rows of a compiled statement run with its values. On PostgreSQL it is a named prepared statement:
 * each connection parses and plans it once, then only binds and runs it (planning these statements cost
 * PostgreSQL more than running them: the signed-in check 0.9 ms a call against 0.3 ms of execution).
 * On PGlite it is named too (db/pgliteStatements.ts; its driver offers none). Sent to the driver
 * directly, as drizzle sends its own statements (the same parsers, a failure as drizzle's
 * `DrizzleQueryError`): drizzle's per-call prepared-query object, with its type parsers made anew for every
 * column of every result, cost 3% of the server's CPU per placebet (issue 22).
 */
export async function boundRowsOf<TRow>(
  db: Database,
  { statement, values }: BoundStatement,
): Promise<TRow[]> {
  const { sql: text, params: placeholders } = statement.query;
  const params = fillPlaceholders(placeholders, values as Record<string, unknown>);
  // The pool, or the connection of the transaction this runs in; PGlite itself or its transaction.
  const client = (db._.session as unknown as { client: PgClient | PgliteClient }).client;
  try {
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      return (await client.query({ name: statement.name, text, types: pgTypes }, params)).rows as TRow[];
    }
    const pglite = pgliteBehind(client);
    const { name } = statement;
    if (pglite && name !== undefined) {
      return await runNamedPgliteStatement<TRow>(pglite, { name, text, params }, pgliteOptions.parsers);
    }
    return (await (client as PgliteClient).query(text, params, pgliteOptions)).rows as TRow[];
  } catch (error) {
    throw new DrizzleQueryError(text, params, error as Error);
  }
}
