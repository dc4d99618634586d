import type { Logger } from 'pino';
import type { Database } from './client';

/**
 * When the first pass runs: soon after a start that seeded the demo data (bulk writes the planner
 * must learn about), else ten minutes in. A data directory keeps the statistics and visibility
 * map of its earlier passes, so a restart need not redo them while it is busiest (and pull every
 * table through the buffer cache) just after start-up.
 */
export const maintenanceTiming = (seeded: boolean) => ({
  firstAfterMs: seeded ? 2_000 : 10 * 60_000,
  everyMs: 60 * 60_000,
});

/**
 * PGlite has no autovacuum: without it the planner never learns the tables' sizes after bulk
 * writes, and the count of visible listings cannot use an index-only scan. The server runs the
 * maintenance itself, after start-up (see maintenanceTiming) and then hourly, in PGlite's own
 * thread. On a PostgreSQL server autovacuum does this, and nothing is scheduled.
 */
export const scheduleMaintenance = (
  database: Database,
  logger: Logger,
  timing = maintenanceTiming(false),
) => {
  if (database.driver !== 'pglite') return () => {};
  const run = () => {
    database.maintain().catch((err) => logger.warn({ err }, 'database maintenance failed'));
  };
  const first = setTimeout(run, timing.firstAfterMs);
  const every = setInterval(run, timing.everyMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
};
