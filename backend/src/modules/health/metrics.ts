import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { notFound, unauthenticated } from '../../core/errors';
import type { Deps } from '../../deps';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics, Prometheus' text format. It says how busy the server is and which routes exist,
 * so it is off (404) unless METRICS_TOKEN is set, and then a scrape must send
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time).
 */
export const metricsHandler =
  ({ config, metrics }: Pick<Deps, 'config' | 'metrics'>) =>
  async (c: Context) => {
    if (!config.metricsToken) throw notFound('Not found');
    const offered = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(offered), digest(config.metricsToken))) {
      c.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated('A valid metrics token is required');
    }
    c.header('content-type', metrics.registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await metrics.prometheus());
  };
