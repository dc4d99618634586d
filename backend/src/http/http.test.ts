import { describe, expect, it } from 'vitest';
import { buildRegistration, createTestContext, readJson } from '../../test/helpers';

const ctx = await createTestContext({
  rateLimits: { windowMs: 60_000, loginPerAccount: 3, loginPerIp: 1000, registerPerIp: 1000 },
});

describe('HTTP conventions', () => {
  it('GET /healthz and /readyz answer while the database is reachable', async () => {
    expect(await readJson(await ctx.request('/healthz'))).toEqual({ status: 'ok' });
    const ready = await ctx.request('/readyz');
    expect(ready.status).toBe(200);
    expect((await readJson(ready)).status).toBe('ready');
  });

  it('an unknown /api path is a 404 in the error shape, with the correlation id header', async () => {
    const res = await ctx.request('/api/nope', {
      headers: { 'x-correlation-id': 'trace-12345678' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('x-correlation-id')).toBe('trace-12345678');
    const body = await readJson(res);
    expect(body.error).toMatchObject({
      code: 'NOT_FOUND',
      correlationId: 'trace-12345678',
      retryable: false,
    });
  });

  it('sends security headers, CSP included', async () => {
    const res = await ctx.request('/healthz');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('refuses state-changing requests from another site', async () => {
    const crossSite = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await readJson(crossSite)).error.code).toBe('SECURITY_ERROR');
    const foreignOrigin = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(),
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.status).toBe(403);
    const sameOrigin = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(),
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
  });

  it('rate-limits sign-in per account with Retry-After', async () => {
    const email = 'target@example.test';
    const attempt = () =>
      ctx.request('/api/login', { method: 'POST', json: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await readJson(limited);
    expect(body.error).toMatchObject({ code: 'RATE_LIMIT_ERROR', retryable: true });
  });
});

describe('rate limits on registration per IP', async () => {
  const strict = await createTestContext({
    rateLimits: { windowMs: 60_000, loginPerAccount: 10, loginPerIp: 10, registerPerIp: 2 },
  });
  it('answers 429 once the budget is spent', async () => {
    const register = () =>
      strict.request('/api/register', {
        method: 'POST',
        json: buildRegistration(),
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(201);
    const limited = await register();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
