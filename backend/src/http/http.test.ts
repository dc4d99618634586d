import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildRegistration } from '../../test/factories';
import {
  createTestContext,
  expectErrorCode,
  loginLockoutLimits,
  readJson,
  type TestContext,
} from '../../test/helpers';
import { toAppError } from '../core/errors';
import { resolveClientIp } from './client-ip';
import { onError } from './error-handler';
import { requestHeader } from './request-header';
import { requestStack } from './request-stack';
import { apiSecurityHeaders, pageSecurityHeaders } from './security';

const ctx = await createTestContext({
  rateLimits: loginLockoutLimits,
  trustProxyHops: 1,
});

/** Runs `use` against the app served by Node on a free port, as main.ts serves it. */
const servedByNode = async (use: (origin: string) => Promise<void>) => {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1', createServer });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await use(`http://127.0.0.1:${port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

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

  it("sends an API answer and a probe's OWASP's REST headers: a CSP that allows nothing, no framing", async () => {
    for (const path of ['/healthz', '/api/projects', '/api/nope']) {
      const res = await ctx.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      // Headers that only govern pages stay off data.
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(res.headers.get('x-dns-prefetch-control'), path).toBeNull();
    }
  });

  it('adds HSTS to both sets in production only', () => {
    for (const list of [apiSecurityHeaders, pageSecurityHeaders]) {
      expect(list(true).map(([name]) => name)).toContain('strict-transport-security');
      expect(list(false).map(([name]) => name)).not.toContain('strict-transport-security');
    }
  });

  it('sends the same security headers and correlation id when Node serves the app', async () => {
    // Served by Node, the headers go onto Node's response rather than the Fetch Response that
    // app.request() sees (http/response-headers.ts): this checks that path over a real socket.
    await servedByNode(async (origin) => {
      for (const path of ['/healthz', '/api/nope', '/api/projects']) {
        const res = await fetch(`${origin}${path}`, {
          headers: { 'x-correlation-id': 'trace-node-1234' },
        });
        for (const [name, value] of apiSecurityHeaders(false)) {
          expect(res.headers.get(name), `${path} ${name}`).toBe(value);
        }
        expect(res.headers.get('x-correlation-id'), path).toBe('trace-node-1234');
        expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      }
    });
  });

  it('caps a JSON body by its declared length or, sent in chunks, by what arrives, when Node serves the app', async () => {
    // A declared length is checked from Node's request and the body read straight from it
    // (http/body-limit.ts); a chunked body is counted as it streams.
    const small = buildRegistration({ bio: 'Short and sweet.' });
    const huge = buildRegistration({ bio: 'x'.repeat(2 * 1024 * 1024) });
    await servedByNode(async (origin) => {
      const post = (body: RequestInit['body'], chunked = false) =>
        fetch(`${origin}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body,
          ...(chunked ? { duplex: 'half' } : {}),
        });
      const inChunks = (text: string) => new Blob([text]).stream() as RequestInit['body'];

      const created = await post(JSON.stringify(small));
      expect(created.status).toBe(201);
      expect((await readJson(created)).email).toBe(small.email);
      const again = await post(
        inChunks(JSON.stringify({ ...small, email: `chunked.${small.email}` })),
        true,
      );
      expect(again.status).toBe(201);
      // Last: a refused chunked body is cut off mid-stream, which ends its connection.
      await expectErrorCode(await post(JSON.stringify(huge)), 413, 'PAYLOAD_TOO_LARGE');
      await expectErrorCode(
        await post(inChunks(JSON.stringify(huge)), true),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });
  });

  it("answers a 'null' or garbled Origin with 403, never a 500", async () => {
    for (const origin of ['null', 'garbage']) {
      const res = await ctx.request('/api/login', {
        method: 'POST',
        json: { email: 'a@b.test', password: 'whatever1' },
        headers: { origin },
      });
      await expectErrorCode(res, 403, 'SECURITY_ERROR');
    }
  });

  it('refuses state-changing requests from another site', async () => {
    const crossSite = await ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(),
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    await expectErrorCode(crossSite, 403, 'SECURITY_ERROR');
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
    // The owner, signing in from another address, is not locked out by the guesser.
    const owner = await ctx.request('/api/login', {
      method: 'POST',
      json: { email, password: 'wrong password' },
      headers: { 'x-forwarded-for': '192.0.2.50' },
    });
    expect(owner.status).toBe(401);
  });
});

describe('rate limits on registration per IP', async () => {
  const limits = {
    windowMs: 60_000,
    loginPerAccount: 10,
    loginPerIp: 10,
    registerPerIp: 2,
    uploadsPerUser: 10,
    messagesPerUser: 10,
    suggestionsPerUser: 10,
    emailsPerAccount: 10,
  };
  const register = (ctx: TestContext, forwardedFor: string) =>
    ctx.request('/api/register', {
      method: 'POST',
      json: buildRegistration(),
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('answers 429 once the budget is spent, and a forged X-Forwarded-For does not reset it', async () => {
    const direct = await createTestContext({ rateLimits: limits });
    expect((await register(direct, '198.51.100.1')).status).toBe(201);
    expect((await register(direct, '198.51.100.2')).status).toBe(201);
    const limited = await register(direct, '198.51.100.3');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });

  it('behind a trusted proxy, keys on the address that proxy appended', async () => {
    const proxied = await createTestContext({ rateLimits: limits, trustProxyHops: 1 });
    expect((await register(proxied, 'forged, 203.0.113.9')).status).toBe(201);
    expect((await register(proxied, 'other-forgery, 203.0.113.9')).status).toBe(201);
    expect((await register(proxied, '203.0.113.9')).status).toBe(429);
    expect((await register(proxied, '203.0.113.10')).status).toBe(201);
  });
});

describe('resolveClientIp', () => {
  it('trusts only the hops our own proxies appended', () => {
    expect(resolveClientIp('10.0.0.5', 'spoofed', 0)).toBe('10.0.0.5');
    expect(resolveClientIp('10.0.0.5', 'spoofed, 192.0.2.7', 1)).toBe('192.0.2.7');
    expect(resolveClientIp('10.0.0.5', 'a, 192.0.2.7, 10.0.0.9', 2)).toBe('192.0.2.7');
    expect(resolveClientIp('10.0.0.5', '192.0.2.7', 3)).toBe('192.0.2.7');
    expect(resolveClientIp(undefined, undefined, 1)).toBe('unknown');
  });
});

describe('requestHeader', () => {
  const app = new Hono().get('/', (c) =>
    c.json({
      forwarded: requestHeader(c, 'x-forwarded-for') ?? null,
      absent: requestHeader(c, 'x-absent') ?? null,
    }),
  );
  const headers = { 'X-Forwarded-For': '192.0.2.7, 10.0.0.9' };
  const expected = { forwarded: '192.0.2.7, 10.0.0.9', absent: null };

  it('reads the same header from Node’s request as from the Fetch request', async () => {
    expect(await readJson(await app.request('/', { headers }))).toEqual(expected);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await readJson(await fetch(`http://127.0.0.1:${port}/`, { headers }))).toEqual(
        expected,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('error classification', () => {
  it('reports our own bugs as SYSTEM_ERROR and driver failures as DATABASE_ERROR', () => {
    const urlBug = Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL' });
    expect(toAppError(urlBug).code).toBe('SYSTEM_ERROR');
    const connectionLost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    expect(toAppError(connectionLost).code).toBe('DATABASE_ERROR');
    const wrapped = new Error('Failed query', { cause: connectionLost });
    expect(toAppError(wrapped).code).toBe('DATABASE_ERROR');
  });

  it('answers 503, to be retried, when the server is too slow or busy to answer, 500 otherwise', () => {
    const failed = (code: string) =>
      toAppError(new Error('Failed query', { cause: Object.assign(new Error(code), { code }) }));
    // Statement and idle-in-transaction timeouts, too many connections, a shutdown.
    for (const code of ['57014', '25P03', '53300', '57P01']) {
      expect(failed(code)).toMatchObject({ code: 'DATABASE_ERROR', status: 503, retryable: true });
    }
    // A constraint the query broke, a syntax error: retrying changes nothing.
    for (const code of ['23503', '42601']) {
      expect(failed(code)).toMatchObject({ code: 'DATABASE_ERROR', status: 500 });
    }
  });
});

describe('request log', () => {
  it('logs traffic at info and load-balancer probes at debug, each line with its correlation id', async () => {
    const lines: { level: number; path?: string; msg: string; correlationId?: string }[] = [];
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = new Hono()
      .use(requestStack({ logger }))
      .get('/healthz', (c) => c.json({ status: 'ok' }))
      .get('/api/x', (c) => c.json({}))
      .get('/api/broken', () => {
        throw new Error('bug');
      });
    app.onError(onError);
    await app.request('/healthz', { headers: { 'x-correlation-id': 'trace-probe-1' } });
    await app.request('/api/x', { headers: { 'x-correlation-id': 'trace-api-1' } });
    await app.request('/api/broken', { headers: { 'x-correlation-id': 'trace-bug-1' } });
    expect(lines.map((l) => [l.path, pino.levels.labels[l.level], l.correlationId])).toEqual([
      ['/healthz', 'debug', 'trace-probe-1'],
      ['/api/x', 'info', 'trace-api-1'],
      [undefined, 'error', 'trace-bug-1'],
      ['/api/broken', 'info', 'trace-bug-1'],
    ]);
  });
});
