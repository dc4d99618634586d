import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/errors';
import { isOwnOrigin, type OriginSettings } from '../core/origin';
import type { AppEnv } from './env';
import { withResponseHeaders } from './response-headers';

const contentSecurityPolicy = (isProduction: boolean) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' https:",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    "connect-src 'self' ws: wss:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');

/**
 * The headers every response carries: Helmet's set (as Hono's secureHeaders sends it, without
 * Cross-Origin-Embedder-Policy, which would block the YouTube frames), our CSP, and HSTS in
 * production. Built once; see withResponseHeaders for why they are not set per request with
 * secureHeaders.
 */
export const securityHeaderList = (isProduction: boolean): [string, string][] => [
  ['content-security-policy', contentSecurityPolicy(isProduction)],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ...(isProduction
    ? [['strict-transport-security', 'max-age=15552000; includeSubDomains'] as [string, string]]
    : []),
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

export const securityHeaders = (isProduction: boolean) => {
  const headers = securityHeaderList(isProduction);
  return createMiddleware<AppEnv>((c, next) => withResponseHeaders(c, headers, next));
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from other sites: the session cookie is SameSite=Lax, and this
 * closes the remaining gaps (same-site subdomains, older browsers) without a CSRF token.
 */
export const sameOriginWrites = (settings: OriginSettings) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite === 'cross-site') {
      throw new AppError('SECURITY_ERROR', 'Cross-site request refused');
    }
    const url = new URL(c.req.url);
    const arrivedAs = {
      scheme: url.protocol.slice(0, -1),
      host: url.host,
      forwardedProto: c.req.header('x-forwarded-proto'),
    };
    if (!isOwnOrigin(c.req.header('origin'), settings, arrivedAs)) {
      throw new AppError('SECURITY_ERROR', 'Request origin is not allowed');
    }
    return next();
  });
