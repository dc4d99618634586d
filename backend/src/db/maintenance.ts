import type { Logger } from 'pino';
import type { Database } from './client';

/**
 * PGlite has no autovacuum: without it the planner never learns the tables' sizes after bulk
 * writes, and the count of visible listings cannot use an index-only scan. The server runs the
 * maintenance itself, shortly after start-up and then hourly, in PGlite's own thread. On a
 * PostgreSQL server autovacuum does this, and nothing is scheduled.
 */
export const scheduleMaintenance = (
  database: Database,
  logger: Logger,
  timing = { firstAfterMs: 2_000, everyMs: 60 * 60_000 },
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
