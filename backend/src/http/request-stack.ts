import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { RequestMetrics } from '../core/metrics';
import type { HeaderSet } from './app-response';
import { resolveClientIp } from './client-ip';
import { type AppEnv, nodeBindings } from './env';
import { PROBE_PATHS } from './probes';
import { requestHeader } from './request-header';
import { withResponseHeaders } from './response-headers';

const incomingId = /^[A-Za-z0-9-]{8,64}$/;

export interface RequestStackOptions {
  logger: Logger;
  /** Counts each request's outcome. */
  metrics?: RequestMetrics;
  /** How many proxies of ours append to X-Forwarded-For (resolveClientIp); 0 by default. */
  trustProxyHops?: number;
  /** The security headers an answer at a path carries (security.ts); none when absent. */
  securityHeaders?: (path: string) => HeaderSet;
}

/**
 * What every request goes through before its route, as one middleware: a correlation id (header,
 * log lines, error bodies), the client's address, the security headers, and, once answered, its
 * log line and its count in `metrics`. Each middleware costs every request a step of Hono's
 * composition (an async call and its promise), a probe's too; these were four.
 */
export const requestStack = ({
  logger,
  metrics,
  trustProxyHops = 0,
  securityHeaders,
}: RequestStackOptions) =>
  createMiddleware<AppEnv>((c, next) => {
    const offered = requestHeader(c, 'x-correlation-id');
    const correlationId = offered && incomingId.test(offered) ? offered : randomUUID();
    c.set('correlationId', correlationId);
    c.set('logger', logger);
    const peer = nodeBindings(c).incoming?.socket.remoteAddress;
    c.set('clientIp', resolveClientIp(peer, requestHeader(c, 'x-forwarded-for'), trustProxyHops));
    const { path } = c.req;
    const idHeader: HeaderSet = { 'x-correlation-id': correlationId };
    const headers = securityHeaders ? [idHeader, securityHeaders(path)] : [idHeader];
    const started = performance.now();
    return withResponseHeaders(c, headers, next).then(() => {
      const ms = performance.now() - started;
      const { status } = c.res;
      metrics?.record(path, status, ms);
      // Probes come every few seconds: a successful one is logged at debug.
      const level = PROBE_PATHS.has(path) && status < 400 ? 'debug' : 'info';
      logger[level](
        { correlationId, method: c.req.method, path, status, ms: Math.round(ms) },
        'request',
      );
    });
  });
