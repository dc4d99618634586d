import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * How many rows of `column`'s table each of `keys` has among those matching `where`, as a map
 * (a key with no rows is absent): one grouped query for a page of projects or conversations.
 */
export const countsByKey = async <K extends number | string>(
  db: DbOrTx,
  column: PgColumn & { _: { data: K } },
  keys: K[],
  where?: SQL,
): Promise<Map<K, number>> => {
  const rows = await db
    .select({ key: column, n: count() })
    .from(column.table)
    .where(and(where, inArray(column, keys)))
    .groupBy(column);
  // Only the given keys are counted, so no key is null even on a nullable column.
  return new Map(rows.map((r) => [r.key as K, r.n]));
};
