import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AiCallOptions } from '../ai/provider';
import type { RequestMetrics } from '../core/metrics';
import type { AppEnv } from './env';
import { requestStack } from './request-stack';

/**
 * Gives each request a correlation id (header, log lines, error bodies), logs its outcome and
 * counts it in `metrics`: the request stack without security headers or proxies, for an app that
 * needs no more (the whole app's is in app.ts).
 */
export const correlation = (logger: Logger, metrics?: RequestMetrics) =>
  requestStack({ logger, metrics });

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
