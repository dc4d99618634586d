import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type BackendProcess, describeCluster, redisUrl } from '../../test/backend-process';
import { sendMessage, signUp } from '../../test/factories';
import { nextEvent } from '../../test/realtime';

/**
 * Two real OS processes, each `src/main.ts` as `npm run dev` runs it, sharing one database on the
 * PostgreSQL server, one Redis and one SESSION_SECRET, as docker-compose's replicas do.
 */
describeCluster(
  'two backend processes sharing PostgreSQL and Redis (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  { redis: true },
  (cluster) => {
    let one: BackendProcess;
    let two: BackendProcess;

    beforeAll(async () => {
      [one, two] = (await cluster.start(2, { REDIS_URL: redisUrl! })) as [
        BackendProcess,
        BackendProcess,
      ];
    }, 60_000);

    it('runs as two processes of their own', async () => {
      expect(new Set([process.pid, one.pid, two.pid]).size).toBe(3);
      for (const server of [one, two]) {
        expect((await server.request('/readyz')).status).toBe(200);
      }
    });

    it('delivers a message posted through process 2 to a client of process 1, with its notification', async () => {
      const a = await signUp(two);
      const b = await signUp(one);
      const bOnOne = await one.connect(b.cookie);
      const aOnOne = await one.connect(a.cookie);
      const toB = nextEvent(bOnOne, 'message:new');
      const toSender = nextEvent(aOnOne, 'message:new');
      const bell = nextEvent(bOnOne, 'notification:new');

      const sent = await sendMessage(two, a, b, 'Across processes');
      expect(await toB).toEqual(sent);
      expect(await toSender).toEqual(sent);
      expect(await bell).toMatchObject({
        type: 'message',
        actionUrl: `/messages?user=${a.user.id}`,
      });

      const receipt = nextEvent(aOnOne, 'message:read');
      await two.request(`/api/messages/${a.user.id}/read`, { method: 'POST', cookie: b.cookie });
      expect(await receipt).toEqual({
        byUserId: b.user.id,
        withUserId: a.user.id,
        upToSeq: sent.seq,
      });
    });

    it('shares presence and typing across processes', async () => {
      const a = await signUp(one);
      const b = await signUp(two);
      await one.request('/api/messages', {
        method: 'POST',
        cookie: a.cookie,
        json: { receiverId: b.user.id, content: 'hi', clientMessageId: randomUUID() },
      });
      const bOnTwo = await two.connect(b.cookie);
      const cameOnline = nextEvent(bOnTwo, 'presence');
      const aOnOne = await one.connect(a.cookie);
      expect(await cameOnline).toEqual({ userId: a.user.id, online: true });
      expect(await bOnTwo.emitWithAck('presence:query', { userIds: [a.user.id] })).toEqual({
        ok: true,
        online: [a.user.id],
      });

      const typing = nextEvent(bOnTwo, 'typing');
      await aOnOne.emitWithAck('typing', { toUserId: b.user.id, isTyping: true });
      expect(await typing).toEqual({ userId: a.user.id, isTyping: true });

      const wentOffline = nextEvent(bOnTwo, 'presence');
      aOnOne.close();
      expect(await wentOffline).toEqual({ userId: a.user.id, online: false });
    });

    it('disconnects a socket on process 1 when its session logs out through process 2', async () => {
      const a = await signUp(one);
      const socket = await one.connect(a.cookie);
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await two.request('/api/logout', { method: 'POST', cookie: a.cookie });
      expect(await reason).toBe('io server disconnect');
    });
  },
);
