import type { ErrorBody } from '@labbridge/shared-types';
import { beforeAll, expect, it, vi } from 'vitest';
import {
  type BackendProcess,
  describeCluster,
  isolatedRedisPrefix,
  redisUrl,
} from '../backend-process';
import { signUp } from '../factories';
import { readJson } from '../helpers';
import type { ServerClient } from '../realtime';

const LOGIN_BUDGET = 4;
const SOCKET_CAP = 2;

const wrongLogin = (server: ServerClient, email: string) =>
  server.request('/api/login', { method: 'POST', json: { email, password: 'not-the-password-1' } });

const refusal = async (server: ServerClient, cookie: string) => {
  const err = (await server.connect(cookie).catch((e: unknown) => e)) as Error & {
    data?: ErrorBody;
  };
  expect(err).toBeInstanceOf(Error);
  return err.data?.error.code;
};

/**
 * Two replicas sharing PostgreSQL and Redis, as docker-compose runs them: a client's rate-limit
 * budget and socket cap are one budget across both, not one per process.
 */
describeCluster(
  'rate limits and socket caps across processes (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  { redis: true },
  (cluster) => {
    const { processes } = cluster;
    const env = {
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: isolatedRedisPrefix(),
      RATE_LIMIT_LOGIN_PER_ACCOUNT: String(LOGIN_BUDGET),
      MAX_SOCKETS_PER_USER: String(SOCKET_CAP),
    };

    beforeAll(() => cluster.start(2, env), 60_000);

    it('gives a client one sign-in budget across both processes', async () => {
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const { email } = await signUp(one);
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_BUDGET + 2; i++) {
        statuses.push((await wrongLogin(i % 2 === 0 ? one : two, email)).status);
      }
      expect(statuses).toEqual([...Array<number>(LOGIN_BUDGET).fill(401), 429, 429]);
      const refused = await wrongLogin(two, email);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await readJson(refused)).error).toMatchObject({
        code: 'RATE_LIMIT_ERROR',
        retryable: true,
      });
    });

    it('caps a user’s open sockets across both processes and frees a slot on disconnect', async () => {
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const { cookie } = await signUp(two);
      const first = await one.connect(cookie);
      await two.connect(cookie);
      expect(await refusal(one, cookie)).toBe('RATE_LIMIT_ERROR');
      expect(await refusal(two, cookie)).toBe('RATE_LIMIT_ERROR');
      first.close();
      // The release travels to Redis after the disconnect, so the next connection may wait for it.
      const again = await vi.waitFor(() => two.connect(cookie), { timeout: 5_000, interval: 50 });
      expect(again.connected).toBe(true);
    });

    it('keeps serving, limits counted in the process, while its Redis is unreachable', async () => {
      const { proxy: redisProxy, url } = await cluster.proxy(redisUrl!);
      const [cutOff] = (await cluster.start(1, { ...env, REDIS_URL: url })) as [BackendProcess];
      const { email, cookie } = await signUp(cutOff);
      redisProxy.cut();

      expect((await cutOff.request('/api/auth/user', { cookie })).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_BUDGET + 1; i++) {
        statuses.push((await wrongLogin(cutOff, email)).status);
      }
      // The budget still holds, counted locally, and nothing fails with a 5xx.
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const socket = await cutOff.connect(cookie);
      expect(socket.connected).toBe(true);
      redisProxy.restore();
    }, 30_000);
  },
);
