import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Converts a table's rows as a raw statement returns them (`returning *`, `t.*`, or a JSON object keyed
 * by column name) to the schema's typed rows: each column by its own drizzle column (bigint strings to
 * numbers, timestamps to dates), as the query builder does. For the statements every request runs, where
 * building a query-builder statement costs more CPU than the database spends running it. With `keys`,
 * only those columns are read (the statement selects just them).
 */
export function rowFromDriver<
  TTable extends Table,
  TKey extends keyof InferSelectModel<TTable> & string = keyof InferSelectModel<TTable> & string,
>(
  table: TTable,
  keys?: readonly TKey[],
): (raw: Record<string, unknown>) => Pick<InferSelectModel<TTable>, TKey> {
  const all: Record<string, { name: string; mapFromDriverValue(value: unknown): unknown }> =
    getTableColumns(table);
  const columns = (keys ?? Object.keys(all)).map((key) => [key, all[key]] as const);
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = column ? raw[column.name] : undefined;
      row[key] = value === null || value === undefined ? null : column?.mapFromDriverValue(value);
    }
    return row as Pick<InferSelectModel<TTable>, TKey>;
  };
}
