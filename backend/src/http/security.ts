import { createMiddleware } from 'hono/factory';
import { AppError } from '../core/errors';
import { isOwnOrigin, type OriginSettings } from '../core/origin';
import type { HeaderSet } from './app-response';
import type { AppEnv } from './env';
import { PROBE_PATHS } from './probes';

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

const strictTransportSecurity = (isProduction: boolean): [string, string][] =>
  isProduction ? [['strict-transport-security', 'max-age=15552000; includeSubDomains']] : [];

/**
 * What a page carries (the app, its assets, an uploaded file shown inline): Helmet's set (as
 * Hono's secureHeaders sends it, without Cross-Origin-Embedder-Policy, which would block the
 * YouTube frames), our CSP, and HSTS in production. Built once; see withResponseHeaders for why
 * they are not set per request with secureHeaders.
 */
export const pageSecurityHeaders = (isProduction: boolean): [string, string][] => [
  ['content-security-policy', contentSecurityPolicy(isProduction)],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ...strictTransportSecurity(isProduction),
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];

/**
 * What an API or probe answer carries: OWASP's headers for REST responses. JSON is never shown as
 * a page, so the headers that only govern pages (opener and agent cluster, referrer, DNS
 * prefetch, old IE and Flash options) are left off, a policy that allows nothing stands in for
 * the page's, and no frame may hold it; CORP keeps other sites from loading it into their
 * process. The page set was most of a small answer's bytes and a third of its CPU.
 */
export const apiSecurityHeaders = (isProduction: boolean): [string, string][] => [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ...strictTransportSecurity(isProduction),
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
];

/** Uploaded images and papers open in the browser as pages do; every other /api answer is data. */
const answersWithData = (path: string) =>
  path.startsWith('/api/') ? !path.startsWith('/api/uploads/') : PROBE_PATHS.has(path);

/** The security headers of an answer at `path`: the request stack adds them to every answer. */
export const securityHeadersFor = (isProduction: boolean) => {
  const page: HeaderSet = Object.freeze(Object.fromEntries(pageSecurityHeaders(isProduction)));
  const api: HeaderSet = Object.freeze(Object.fromEntries(apiSecurityHeaders(isProduction)));
  return (path: string) => (answersWithData(path) ? api : page);
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
