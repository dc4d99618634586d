import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { RequestMetrics } from '../core/metrics';
import type { AppEnv } from './env';

const incomingId = /^[A-Za-z0-9-]{8,64}$/;
/** Probes and scrapes a load balancer or Prometheus sends every few seconds: logged at debug. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Gives each request a correlation id (header, log lines, error bodies), logs its outcome and
 * counts it in `metrics`.
 */
export const correlation = (logger: Logger, metrics?: RequestMetrics) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const offered = c.req.header('x-correlation-id');
    const correlationId = offered && incomingId.test(offered) ? offered : randomUUID();
    const child = logger.child({ correlationId });
    c.set('correlationId', correlationId);
    c.set('logger', child);
    c.header('x-correlation-id', correlationId);
    const started = performance.now();
    await next();
    const ms = performance.now() - started;
    metrics?.record(c.req.path, c.res.status, ms);
    const level = PROBES.has(c.req.path) && c.res.status < 400 ? 'debug' : 'info';
    child[level](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms),
      },
      'request',
    );
  });
