import { beforeAll, expect, it, vi } from 'vitest';
import { type BackendProcess, describeCluster } from '../backend-process';
import { signUp } from '../factories';
import { readJson } from '../helpers';
import type { TcpProxy } from '../tcp-proxy';

/**
 * A backend process whose PostgreSQL becomes unreachable (every open connection dropped, new ones
 * refused) and then comes back, through a TCP proxy the test controls: meanwhile requests fail
 * with the retryable DATABASE_ERROR, never a crash or a hang, and afterwards they succeed again
 * without a restart.
 */
describeCluster(
  'the database unreachable for a while (skipped unless TEST_DATABASE_URL is set)',
  {},
  (cluster) => {
    let proxy: TcpProxy | undefined;
    let backend: BackendProcess | undefined;

    beforeAll(async () => {
      const through = await cluster.proxy((await cluster.database()).url);
      proxy = through.proxy;
      [backend] = await cluster.start(1, { DATABASE_URL: through.url });
    }, 60_000);

    it('answers 503 DATABASE_ERROR (retryable) while it is down and recovers by itself', async () => {
      const server = backend!;
      const { cookie } = await signUp(server);
      expect((await server.request('/api/auth/user', { cookie })).status).toBe(200);

      proxy!.cut();
      for (const path of ['/api/auth/user', '/api/projects']) {
        const res = await server.request(path, { cookie });
        expect(res.status).toBe(503);
        const { error } = await readJson(res);
        expect(error).toMatchObject({ code: 'DATABASE_ERROR', retryable: true });
        expect(typeof error.correlationId).toBe('string');
      }
      const write = await server.request('/api/auth/user', {
        method: 'PUT',
        cookie,
        json: { firstName: 'Down' },
      });
      expect(write.status).toBe(503);
      expect((await server.request('/readyz')).status).toBe(503);
      expect((await server.request('/healthz')).status).toBe(200);

      proxy!.restore();
      // Retried as a client honouring `retryable` would.
      await vi.waitFor(
        async () => {
          const res = await server.request('/api/auth/user', { cookie });
          if (res.status !== 200) throw new Error(`still ${res.status}`);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect((await server.request('/readyz')).status).toBe(200);
      expect((await server.request('/api/projects', { cookie })).status).toBe(200);
    }, 60_000);
  },
);
