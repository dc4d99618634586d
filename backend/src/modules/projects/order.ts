import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * One key of a catalogue order (every one of them descending: most relevant, newest, largest
 * first), kept apart from its ORDER BY term so the same order can be applied twice: to the
 * listings while ranking them, then to the ranked page's copy of the values (queries.ts ranks
 * narrow rows first and reads the cards of one page only).
 */
export interface SortKey {
  value: SQLWrapper;
  nullsLast?: boolean;
}

export const descending = (value: SQLWrapper, nullsLast = false): SortKey => ({ value, nullsLast });

/** The ORDER BY term of a key, on its own value or on a copy of it (a subquery's column). */
export const orderTerm = (key: SortKey, value: SQLWrapper = key.value): SQL =>
  sql`${value} desc${sql.raw(key.nullsLast ? ' nulls last' : '')}`;
