import type { PerformanceMetrics } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { sampledReads } from '../../core/shared-reads';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';

/**
 * How stale the database's size may be. Postgres sums it by listing every file of the database
 * (10–25 ms of PGlite's one thread, every other query waiting), and it moves slowly.
 */
export const DATABASE_SIZE_MAX_AGE_MS = 30_000;

type MetricsDeps = Pick<Deps, 'db' | 'metrics' | 'logger'>;

const databaseSize = async (deps: MetricsDeps): Promise<number | null> => {
  try {
    const [row] = await queryRows<{ bytes: string | number }>(
      deps.db,
      sql`select pg_database_size(current_database()) as bytes`,
    );
    return row ? Number(row.bytes) : null;
  } catch (err) {
    // A managed server may refuse the size function; the rest of the view still helps.
    deps.logger.warn({ err }, 'database size unavailable');
    return null;
  }
};

/**
 * This process's traffic since start, its sockets, and the database's size on disk (read at
 * most every DATABASE_SIZE_MAX_AGE_MS).
 */
export const performanceMetricsReader = (deps: MetricsDeps) => {
  const size = sampledReads(() => databaseSize(deps), DATABASE_SIZE_MAX_AGE_MS);
  return async (): Promise<PerformanceMetrics> => {
    const databaseBytes = await size();
    const { startedAt } = deps.metrics;
    return {
      ...deps.metrics.snapshot(),
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      startedAt: startedAt.toISOString(),
      databaseBytes,
    };
  };
};
