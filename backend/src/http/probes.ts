/** What a load balancer or Prometheus asks every few seconds, outside /api. */
export const PROBE_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
