import { REALTIME_PATH } from '@labbridge/shared-types';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type BackendProcess,
  describeCluster,
  isolatedRedisPrefix,
  redisUrl,
} from '../backend-process';
import { sendMessage, signUp } from '../factories';
import { type Nginx, nginxBinary, startNginx } from '../nginx';
import { nextEvent, type ServerClient, serverClient } from '../realtime';

/**
 * The compose file's nginx (deploy/nginx.conf, Debian's nginx binary) in front of two backend
 * processes on PostgreSQL and Redis: only the replicas' addresses, the port and the pid file
 * differ from what docker-compose runs.
 */
describeCluster(
  'two backend processes behind nginx as compose sets it up (skipped without TEST_DATABASE_URL, REDIS_URL and nginx)',
  { redis: true, skip: !nginxBinary },
  (cluster) => {
    let nginx: Nginx | undefined;
    let front: ServerClient;

    beforeAll(async () => {
      const [one, two] = (await cluster.start(2, {
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: isolatedRedisPrefix(),
        TRUST_PROXY: '1',
      })) as [BackendProcess, BackendProcess];
      nginx = await startNginx([one.url, two.url]);
      front = serverClient(nginx.url);
    }, 150_000);

    afterAll(async () => {
      front?.closeSockets();
      await nginx?.stop();
    }, 30_000);

    it('serves the API and delivers messages live over WebSocket and long-polling', async () => {
      expect((await front.request('/readyz')).status).toBe(200);
      const a = await signUp(front);
      const b = await signUp(front);
      const overWebSocket = await front.connect(b.cookie);
      const overPolling = connectClient(front.url, {
        path: REALTIME_PATH,
        transports: ['polling'],
        extraHeaders: { cookie: a.cookie },
        reconnection: false,
        forceNew: true,
      });
      await new Promise<void>((resolve, reject) => {
        overPolling.once('connect', () => resolve());
        overPolling.once('connect_error', reject);
      });
      try {
        const toB = nextEvent(overWebSocket, 'message:new');
        const toA = nextEvent(overPolling, 'message:new');
        const sent = await sendMessage(front, a, b, 'Through nginx');
        expect(await toB).toEqual(sent);
        expect(await toA).toEqual(sent);
      } finally {
        overPolling.close();
      }
    });

    it('hands the app the id nginx logs each request under', async () => {
      const res = await front.request('/api/projects/0');
      const id = res.headers.get('x-correlation-id');
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(((await res.json()) as { error: { correlationId: string } }).error.correlationId).toBe(
        id,
      );
    });
  },
);
