import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AiCallOptions } from '../ai/provider';
import type { RequestMetrics } from '../core/metrics';
import type { AppEnv } from './env';
import { PROBE_PATHS } from './probes';
import { requestHeader } from './request-header';
import { withResponseHeaders } from './response-headers';

const incomingId = /^[A-Za-z0-9-]{8,64}$/;

/**
 * Gives each request a correlation id (header, log lines, error bodies), logs its outcome and
 * counts it in `metrics`.
 */
export const correlation = (logger: Logger, metrics?: RequestMetrics) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const offered = requestHeader(c, 'x-correlation-id');
    const correlationId = offered && incomingId.test(offered) ? offered : randomUUID();
    c.set('correlationId', correlationId);
    c.set('logger', logger);
    const started = performance.now();
    await withResponseHeaders(c, [['x-correlation-id', correlationId]], next);
    const ms = performance.now() - started;
    metrics?.record(c.req.path, c.res.status, ms);
    // Probes come every few seconds: a successful one is logged at debug.
    const level = PROBE_PATHS.has(c.req.path) && c.res.status < 400 ? 'debug' : 'info';
    logger[level](
      {
        correlationId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(ms),
      },
      'request',
    );
  });

/**
 * A logger whose lines carry the request's correlation id, for the few requests that log more
 * than their one line above (which names the id itself): a child logger per request would cost
 * every request a serialisation of its bindings.
 */
export const requestLogger = (c: Context<AppEnv>) =>
  c.get('logger')?.child({ correlationId: c.get('correlationId') });

/** The options of an AI call made for a request: a failure is logged with the request's id. */
export const aiCallOptions = (c: Context<AppEnv>): AiCallOptions => ({
  correlationId: c.get('correlationId'),
});
