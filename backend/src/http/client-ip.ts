import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The client's address as the trusted proxies saw it. X-Forwarded-For is written by whoever
 * sends the request, so only the last `trustedHops` entries (appended by our own proxies) are
 * believed; with no trusted proxy the TCP peer is the client. Rate limits key on this.
 */
export const resolveClientIp = (
  peer: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
) => {
  if (trustedHops > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = hops[Math.max(0, hops.length - trustedHops)];
    if (client) return client;
  }
  return peer ?? 'unknown';
};

export const clientIp = (c: Context<AppEnv>) => c.get('clientIp') ?? 'unknown';
