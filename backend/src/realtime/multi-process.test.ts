import { randomBytes, randomUUID } from 'node:crypto';
import type { Message } from '@labbridge/shared-types';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, signUp } from '../../test/helpers';
import { type LiveServer, nextEvent, startLiveServer } from '../../test/realtime';
import { type Database, openDatabase } from '../db/client';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

/** A database of its own on the server, shared by both instances, dropped afterwards. */
const createSharedDatabase = async (url: string) => {
  const name = `labbridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    /**
     * Without FORCE, retried: pool.end() resolves before its connections have closed, and
     * killing them instead would make each pg client raise an unhandled 57P01 error.
     */
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            return;
          } catch (err) {
            if (attempt >= 50) throw err;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
};

describe.skipIf(!serverUrl || !redisUrl)(
  'two backend processes sharing PostgreSQL and Redis (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  () => {
    let shared: Awaited<ReturnType<typeof createSharedDatabase>>;
    const databases: Database[] = [];
    let one: LiveServer;
    let two: LiveServer;

    beforeAll(async () => {
      shared = await createSharedDatabase(serverUrl!);
      // Migrate once, then open the second pool without racing the first.
      databases.push(await openDatabase({ url: shared.url }));
      databases.push(await openDatabase({ url: shared.url, migrate: false }));
      const prefix = `labbridge-test-${randomUUID()}`;
      one = await startLiveServer(databases[0]!, { redisUrl }, prefix);
      two = await startLiveServer(databases[1]!, { redisUrl }, prefix);
    });

    afterAll(async () => {
      await Promise.allSettled([one?.close(), two?.close()]);
      await Promise.allSettled(databases.map((d) => d.close()));
      await shared?.drop();
    });

    it('delivers a message posted through process 2 to a client of process 1, with its notification', async () => {
      const a = await signUp(two);
      const b = await signUp(one);
      const bOnOne = await one.connect(b.cookie);
      const aOnOne = await one.connect(a.cookie);
      const toB = nextEvent(bOnOne, 'message:new');
      const toSender = nextEvent(aOnOne, 'message:new');
      const bell = nextEvent(bOnOne, 'notification:new');

      const res = await two.request('/api/messages', {
        method: 'POST',
        cookie: a.cookie,
        json: { receiverId: b.user.id, content: 'Across processes', clientMessageId: randomUUID() },
      });
      expect(res.status).toBe(201);
      const sent = (await readJson(res)) as Message;
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
