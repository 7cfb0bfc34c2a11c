import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, which its `query` does not offer: it parses and plans every
 * statement at every call, in six calls into its WebAssembly PostgreSQL. Here a statement is parsed once
 * per database (Parse and Describe, its parameter types kept), and each run is one call: Bind, Describe,
 * Execute and Sync in one buffer, as PostgreSQL's own clients send them (issue 22: planning the batch's
 * statements was a large part of PGlite's time per placebet).
 *
 * A named statement outlives a rolled-back transaction (PostgreSQL's prepared statements belong to the
 * session, not to a transaction), so one parsed inside a transaction that fails stays usable.
 */

const { serialize } = protocol;

/** The database a PGlite transaction belongs to (its transaction object does not say), set by db/client.ts. */
const databaseOfTransaction = new WeakMap<object, PGlite>();

export function registerPgliteTransaction(transaction: object, database: PGlite): void {
  databaseOfTransaction.set(transaction, database);
}

/** The database behind a drizzle session's client: PGlite itself, or one of its transactions (null: neither). */
export function pgliteBehind(client: object): { database: PGlite; inTransaction: boolean } | null {
  const database = databaseOfTransaction.get(client);
  if (database) return { database, inTransaction: true };
  return 'execProtocolStream' in client ? { database: client as PGlite, inTransaction: false } : null;
}

interface Prepared {
  /** Each parameter's type, as PostgreSQL inferred it at Parse: what its value is serialised as. */
  parameterTypes: number[];
}

interface DatabaseStatements {
  prepared: Map<string, Prepared>;
  /**
   * PGlite's parsers with the caller's overrides, merged once (PGlite merges them at every call): PGlite
   * sets its own when it starts, and the server never asks it to refresh them.
   */
  parsers: PGlite['parsers'];
}

const statementsOf = new WeakMap<PGlite, DatabaseStatements>();

function statementsFor(database: PGlite, parsers: PGlite['parsers']): DatabaseStatements {
  let statements = statementsOf.get(database);
  if (!statements) {
    statements = { prepared: new Map(), parsers: { ...database.parsers, ...parsers } };
    statementsOf.set(database, statements);
  }
  return statements;
}

function concatenated(messages: readonly Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

/**
 * Runs a statement under `name` (the same text every time it is called with that name) and returns its
 * rows as objects, each column through PGlite's parser for its type unless `parsers` overrides it. Must run
 * where PGlite's own `query` would: inside one of its transactions, or in its turn outside them (callers
 * reach it through `runExclusive`, which db/client.ts queues like every other call). Outside a
 * transaction the statement commits on its own and PGlite's files are synced after it, as `query` does.
 */
export async function runNamedPgliteStatement<TRow>(
  target: { database: PGlite; inTransaction: boolean },
  statement: { name: string; text: string; params: readonly unknown[] },
  parsers: Record<number, (value: string) => unknown>,
): Promise<TRow[]> {
  const { database, inTransaction } = target;
  const known = statementsFor(database, parsers);
  return database.runExclusive(async () => {
    let prepared = known.prepared.get(statement.name);
    if (!prepared) {
      const described = await database.execProtocolStream(
        concatenated([
          serialize.parse({ name: statement.name, text: statement.text }),
          serialize.describe({ type: 'S', name: statement.name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      prepared = { parameterTypes: parse.parseDescribeStatementResults(described) };
      known.prepared.set(statement.name, prepared);
    }
    const { parameterTypes } = prepared;
    const values = statement.params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = database.serializers[parameterTypes[index] ?? 0];
      return serializer ? (serializer(value) as string) : String(value);
    });
    const messages = await database.execProtocolStream(
      concatenated([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    const [result] = parse.parseResults(messages, known.parsers, { rowMode: 'object' }) as Results<TRow>[];
    return result?.rows ?? [];
  });
}
