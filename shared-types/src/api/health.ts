import { z } from 'zod';
import { endpoint } from './endpoint';

/** Probes for load balancers and the compose healthcheck; outside /api. */
export const healthEndpoints = {
  live: endpoint('GET', '/healthz', z.object({ status: z.literal('ok') })),
  /** 503 with status 'unavailable' while the database does not answer. */
  ready: endpoint(
    'GET',
    '/readyz',
    z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  ),
  /** Prometheus text format; 404 unless METRICS_TOKEN is set, then it needs that bearer token. */
  metrics: endpoint('GET', '/metrics', null),
};
