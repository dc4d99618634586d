import { z } from 'zod';
import { GET } from './endpoint';

/** Probes for load balancers and the compose healthcheck; outside /api. */
export const healthEndpoints = {
  live: GET('/healthz', z.object({ status: z.literal('ok') })),
  /**
   * 503 with status 'starting' (and what it is `waitingFor`) until realtime is up, and with
   * status 'unavailable' while the database does not answer.
   */
  ready: GET(
    '/readyz',
    z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  ),
  /** Prometheus text format; 404 unless METRICS_TOKEN is set, then it needs that bearer token. */
  metrics: GET('/metrics', null),
};
