import { type Context, Hono } from 'hono';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { FixedPathRouter } from './fixed-path-router';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Hono's default router, as `new Hono()` builds it. */
const honoRouter = <T>() => new SmartRouter<T>({ routers: [new RegExpRouter(), new TrieRouter()] });

/** One set of routes like the app's: fixed segments beside parameters, wildcards, middleware. */
const withRoutes = (app: Hono) => {
  const answer = (name: string) => (c: Context) => c.json({ name, params: c.req.param() });
  return app
    .use('*', async (c, next) => {
      await next();
      c.header('x-seen', 'all');
    })
    .use('/api/*', async (c, next) => {
      await next();
      c.header('x-api', 'yes');
    })
    .get('/healthz', answer('healthz'))
    .get('/api/users/me', answer('me'))
    .get('/api/users/:id', answer('user'))
    .patch('/api/users/:id', answer('patch user'))
    .get('/api/users/:id/items', answer('items'))
    .post('/api/items', answer('create item'))
    .get('/api/items/', answer('items slash'))
    .all('/api/any', answer('any'))
    .on(['PUT', 'DELETE'], '/api/put-or-delete', answer('put or delete'))
    .get('/api/n/:n{[0-9]+}', answer('number'))
    .get('/files/*', answer('file'))
    .notFound((c) => c.json({ name: 'not found' }, 404));
};

const PATHS = [
  '/',
  '/healthz',
  '/healthz/',
  '/api',
  '/api/users/me',
  '/api/users/me/',
  '/api/users/7',
  '/api/users/me/items',
  '/api/items',
  '/api/items/',
  '/api/any',
  '/api/put-or-delete',
  '/api/n/12',
  '/api/n/twelve',
  '/files/a/b',
  '/nope',
];

const answerOf = async (res: Response) => ({
  status: res.status,
  body: await res.text(),
  headers: [...res.headers],
});

describe('FixedPathRouter', () => {
  it('answers every method and path as the router Hono builds itself, twice over', async () => {
    const hono = withRoutes(new Hono());
    const fixed = withRoutes(new Hono({ router: new FixedPathRouter() }));
    // The second round is answered from the table the first filled.
    for (const round of [1, 2]) {
      for (const method of METHODS) {
        for (const path of PATHS) {
          const expected = await answerOf(await hono.request(path, { method }));
          const actual = await answerOf(await fixed.request(path, { method }));
          expect(actual, `round ${round}: ${method} ${path}`).toEqual(expected);
        }
      }
    }
  });

  it("matches the app's own routes as Hono's router does, and keeps each fixed path's answer", async () => {
    const { app } = await createTestContext();
    const hono = honoRouter<unknown>();
    const fixed = new FixedPathRouter<unknown>();
    for (const route of app.routes) {
      hono.add(route.method, route.path, [route.handler, route]);
      fixed.add(route.method, route.path, [route.handler, route]);
    }
    const fixedPaths = app.routes.map((r) => r.path).filter((p) => !/[:*]/.test(p));
    expect(fixedPaths).toContain('/healthz');
    const paths = [...new Set(fixedPaths.flatMap((p) => [p, `${p}/`, `${p}/12`]))];
    for (const method of METHODS) {
      for (const path of paths) {
        expect(fixed.match(method, path), `${method} ${path}`).toEqual(hono.match(method, path));
      }
    }
    expect(fixed.match('GET', '/healthz')).toBe(fixed.match('GET', '/healthz'));
  });

  it('forgets what it kept when a route is added after a request', () => {
    const router = new FixedPathRouter<string>(new TrieRouter());
    router.add('GET', '/a', 'first');
    expect(router.match('GET', '/a')[0].map(([handler]) => handler)).toEqual(['first']);
    router.add('ALL', '*', 'everywhere');
    expect(router.match('GET', '/a')[0].map(([handler]) => handler)).toEqual([
      'first',
      'everywhere',
    ]);
  });
});
