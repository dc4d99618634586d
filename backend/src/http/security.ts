import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from '../core/errors';
import { isOwnOrigin, type OriginSettings } from '../core/origin';
import type { AppEnv } from './env';

export const securityHeaders = (isProduction: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: isProduction ? 'max-age=15552000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });

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
