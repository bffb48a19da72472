import type { Queryable, SqlValue } from '../database';

/** One multi-row parameterised insert; keeps the seed files as plain tables of values. */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const params: SqlValue[] = [];
  const tuples = rows.map((row) => {
    if (row.length !== columns.length)
      throw new Error(`seed row for ${table} has ${row.length} values, expected ${columns.length}`);
    return `(${row.map((value) => `$${params.push(value)}`).join(', ')})`;
  });
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
}
