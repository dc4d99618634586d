import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../src/db/client';

/**
 * Resolves once `n` sessions of this test's database wait for a lock, or once `settled` says a
 * request the test started has answered (it did not wait after all: the test's own assertions
 * then tell). PostgreSQL only: PGlite runs one transaction at a time.
 */
export const lockWaiters = async (db: Db, n: number, settled: () => boolean) => {
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (row!.n >= n || settled()) return;
  }
};
