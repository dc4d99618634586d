import type { Context } from 'hono';
import type { AiCallOptions } from '../ai/provider';
import type { AppEnv } from './env';

/**
 * A logger whose lines carry the request's correlation id, for the few requests that log more
 * than their one request line (request-stack.ts, which names the id itself): a child logger per request would cost
 * every request a serialisation of its bindings.
 */
export const requestLogger = (c: Context<AppEnv>) =>
  c.get('logger')?.child({ correlationId: c.get('correlationId') });

/** The options of an AI call made for a request: a failure is logged with the request's id. */
export const aiCallOptions = (c: Context<AppEnv>): AiCallOptions => ({
  correlationId: c.get('correlationId'),
});
