import type { PerformanceMetrics } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';

/** This process's traffic since start, its sockets, and the database's size on disk. */
export const performanceMetrics = async (
  deps: Pick<Deps, 'db' | 'metrics' | 'logger'>,
): Promise<PerformanceMetrics> => {
  let databaseBytes: number | null = null;
  try {
    const [row] = await queryRows<{ bytes: string | number }>(
      deps.db,
      sql`select pg_database_size(current_database()) as bytes`,
    );
    databaseBytes = row ? Number(row.bytes) : null;
  } catch (err) {
    // A managed server may refuse the size function; the rest of the view still helps.
    deps.logger.warn({ err }, 'database size unavailable');
  }
  const { startedAt } = deps.metrics;
  return {
    ...deps.metrics.snapshot(),
    uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    startedAt: startedAt.toISOString(),
    databaseBytes,
  };
};
