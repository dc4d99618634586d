import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { AppResponse, type HeaderSet } from './app-response';

/** A server on a free port whose responses are AppResponses, answering with `handle`. */
const listen = async (handle: (res: AppResponse) => void) => {
  const server = createServer({ ServerResponse: AppResponse }, (_req, res) =>
    handle(res as AppResponse),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
};

/** Status, message, body and the header lines exactly as they came (names lower-cased). */
const fetchRaw = (port: number, path = '/', method = 'GET') =>
  new Promise<{ status: number; message: string; body: string; lines: [string, string][] }>(
    (resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path, method }, (res: IncomingMessage) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => {
          const lines: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            lines.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode!, message: res.statusMessage!, body, lines });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );

const security: HeaderSet = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };
const id: HeaderSet = { 'x-correlation-id': 'trace-12345678' };

/** The header lines of an answer, the ones every answer carries (date, connection...) left out. */
const ownLines = (lines: [string, string][]) =>
  lines.filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));

describe('AppResponse', () => {
  const cases: [string, (res: AppResponse) => void, string, [string, string][]][] = [
    [
      'writeHead with headers of its own, one of them also in a set',
      (res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Frame-Options': 'SAMEORIGIN' });
        res.end('ok');
      },
      '200 OK',
      [
        ['x-content-type-options', 'nosniff'],
        ['x-correlation-id', 'trace-12345678'],
        ['content-type', 'text/plain'],
        ['x-frame-options', 'SAMEORIGIN'],
        ['transfer-encoding', 'chunked'],
      ],
    ],
    [
      'writeHead with a status message',
      (res) => {
        res.writeHead(201, 'Made', { 'content-length': '2' });
        res.end('ok');
      },
      '201 Made',
      [
        ['x-frame-options', 'DENY'],
        ['x-content-type-options', 'nosniff'],
        ['x-correlation-id', 'trace-12345678'],
        ['content-length', '2'],
      ],
    ],
    [
      'headers set one by one before writeHead',
      (res) => {
        res.setHeader('Connection', 'close');
        res.setHeader('X-Frame-Options', 'SAMEORIGIN');
        res.writeHead(200, { 'content-length': '2' });
        res.end('ok');
      },
      '200 OK',
      [
        ['x-frame-options', 'SAMEORIGIN'],
        ['x-content-type-options', 'nosniff'],
        ['x-correlation-id', 'trace-12345678'],
        ['content-length', '2'],
      ],
    ],
    [
      'headers given to writeHead as a list',
      (res) => {
        res.writeHead(200, ['content-length', '2', 'x-frame-options', 'SAMEORIGIN']);
        res.end('ok');
      },
      '200 OK',
      [
        ['x-frame-options', 'SAMEORIGIN'],
        ['x-content-type-options', 'nosniff'],
        ['x-correlation-id', 'trace-12345678'],
        ['content-length', '2'],
      ],
    ],
    [
      'no writeHead at all',
      (res) => {
        res.end('ok');
      },
      '200 OK',
      [
        ['x-frame-options', 'DENY'],
        ['x-content-type-options', 'nosniff'],
        ['x-correlation-id', 'trace-12345678'],
        ['content-length', '2'],
      ],
    ],
  ];

  for (const [name, answer, status, expected] of cases) {
    it(`adds its sets under the route's own headers: ${name}`, async () => {
      const server = await listen((res) => {
        res.addHeaders(security);
        res.addHeaders(id);
        answer(res);
      });
      try {
        const got = await fetchRaw(server.port);
        expect(got.body).toBe('ok');
        expect(`${got.status} ${got.message}`).toBe(status);
        expect(ownLines(got.lines)).toEqual(expected);
      } finally {
        await server.close();
      }
    });
  }

  it('adds nothing to a response given no set', async () => {
    const server = await listen((res) => {
      res.writeHead(200, { 'content-length': '2' });
      res.end('ok');
    });
    try {
      expect(ownLines((await fetchRaw(server.port)).lines)).toEqual([['content-length', '2']]);
    } finally {
      await server.close();
    }
  });

  it('serves the app with exactly the headers a plain Node response carries', async () => {
    const staticDir = mkdtempSync(path.join(tmpdir(), 'labbridge-app-response-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(staticDir, 'assets', 'app-abc.js'), 'console.info(1)');
    const ctx = await createTestContext({ staticDir });
    const serveWith = async (ServerResponse?: typeof AppResponse) => {
      const server = serve({
        fetch: ctx.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        createServer,
        serverOptions: ServerResponse ? { ServerResponse } : {},
      });
      await new Promise<void>((resolve) => server.once('listening', resolve));
      return server;
    };
    const plain = await serveWith();
    const app = await serveWith(AppResponse);
    const answer = async (server: typeof plain, path: string, method: string) => {
      const { port } = server.address() as AddressInfo;
      const got = await new Promise<{ status: number; headers: Record<string, unknown> }>(
        (resolve, reject) => {
          const req = request(
            {
              port,
              host: '127.0.0.1',
              path,
              method,
              headers: { 'x-correlation-id': 'trace-same-1234', 'accept-encoding': 'identity' },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
      delete got.headers.date;
      return got;
    };
    try {
      for (const [method, path] of [
        ['GET', '/healthz'],
        ['HEAD', '/healthz'],
        ['POST', '/healthz'],
        ['GET', '/readyz'],
        ['GET', '/api/nope'],
        ['GET', '/api/projects'],
        ['DELETE', '/api/session'],
        ['GET', '/'],
        ['GET', '/projects/12'],
        ['GET', '/assets/app-abc.js'],
        ['GET', '/assets/app-old.js'],
      ] as const) {
        const expected = await answer(plain, path, method);
        expect(expected.headers['x-correlation-id']).toBe('trace-same-1234');
        expect(await answer(app, path, method), `${method} ${path}`).toEqual(expected);
      }
    } finally {
      for (const server of [plain, app]) await new Promise((resolve) => server.close(resolve));
    }
  });
});
