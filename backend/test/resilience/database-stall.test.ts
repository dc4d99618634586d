import { randomUUID } from 'node:crypto';
import type { Message } from '@labbridge/shared-types';
import { buildMessage } from '@labbridge/shared-types/testing';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { type BackendProcess, describeCluster } from '../backend-process';
import { type Person, signUp } from '../factories';
import { readJson } from '../helpers';
import type { TcpProxy } from '../tcp-proxy';

const QUERY_TIMEOUT_MS = 1_000;
/** The bound, the second its cancellation has (db/client.ts), and room for a loaded machine. */
const ANSWERED_WITHIN_MS = QUERY_TIMEOUT_MS + 1_000 + 2_000;
/** The last statement of a send's transaction (messages/service.ts), after its locks are taken. */
const SEND_WRITES = 'insert into "notifications"';

/**
 * A backend process whose PostgreSQL stops answering without going away (a network partition, a
 * frozen host) and then answers again, through a TCP proxy that stops forwarding while keeping
 * every connection open: a query waits DATABASE_QUERY_TIMEOUT_MS at most, the request fails with
 * the retryable DATABASE_ERROR instead of hanging for the kernel's TCP timeout, a transaction
 * caught halfway commits nothing and leaves no connection behind mid-protocol, and afterwards
 * requests succeed again without a restart.
 */
describeCluster(
  'the database not answering for a while (skipped unless TEST_DATABASE_URL is set)',
  {},
  (cluster) => {
    let proxy: TcpProxy | undefined;
    let backend: BackendProcess | undefined;

    beforeAll(async () => {
      const through = await cluster.proxy((await cluster.database()).url);
      proxy = through.proxy;
      [backend] = await cluster.start(1, {
        DATABASE_URL: through.url,
        DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      });
    }, 60_000);
    // A test that failed midway must not leave the next one a silent database.
    afterEach(() => proxy?.resume());

    const send = (from: Person, to: Person, content: string, clientMessageId = randomUUID()) =>
      backend!.request('/api/messages', {
        method: 'POST',
        cookie: from.cookie,
        json: buildMessage(to.user.id, content, { clientMessageId }),
      });

    const expectUnavailable = async (res: Response) => {
      expect(res.status).toBe(503);
      const { error } = await readJson(res);
      expect(error).toMatchObject({ code: 'DATABASE_ERROR', retryable: true });
      expect(typeof error.correlationId).toBe('string');
    };

    it('answers 503 DATABASE_ERROR (retryable) within the bound, mid-transaction too, and recovers by itself', async () => {
      const server = backend!;
      const researcher = await signUp(server, { userType: 'researcher' });
      const industry = await signUp(server, { userType: 'industry' });
      expect((await send(researcher, industry, 'Before the stall')).status).toBe(201);

      // The send's transaction has locked the thread and both accounts when the server goes silent.
      const clientMessageId = randomUUID();
      const stalled = proxy!.stallAt(SEND_WRITES);
      const sending = send(researcher, industry, 'During the stall', clientMessageId);
      await stalled;
      const started = performance.now();
      await expectUnavailable(await sending);
      expect(performance.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);

      // Still silent: other requests fail the same way rather than hang.
      await expectUnavailable(await server.request('/api/auth/user', { cookie: industry.cookie }));
      expect((await server.request('/healthz')).status).toBe(200);

      proxy!.resume();
      await vi.waitFor(
        async () => {
          const res = await server.request('/api/auth/user', { cookie: researcher.cookie });
          if (res.status !== 200) throw new Error(`still ${res.status}`);
        },
        { timeout: 15_000, interval: 100 },
      );
      // The retry the client makes stores the message: the stalled attempt committed nothing and
      // holds no lock on the thread any more.
      expect((await send(researcher, industry, 'During the stall', clientMessageId)).status).toBe(
        201,
      );
      // More at once than the pool keeps connections: none is handed out still awaiting an
      // answer from before, or inside a transaction of its own.
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 2 === 0
            ? send(industry, researcher, `Burst ${i}`)
            : server.request(`/api/messages/${industry.user.id}/since?after=0`, {
                cookie: researcher.cookie,
              }),
        ),
      );
      expect(burst.map((res) => res.status)).toEqual(
        burst.map((_, i) => (i % 2 === 0 ? 201 : 200)),
      );
      const since = await server.request(`/api/messages/${industry.user.id}/since?after=0`, {
        cookie: researcher.cookie,
      });
      const contents = ((await readJson(since)).messages as Message[]).map((m) => m.content);
      expect(contents.filter((c) => !c.startsWith('Burst'))).toEqual([
        'Before the stall',
        'During the stall',
      ]);
      expect(contents.filter((c) => c.startsWith('Burst'))).toHaveLength(6);
      expect(server.running()).toBe(true);
    }, 60_000);

    it('on SIGTERM while a query waits for it, answers that request and exits in time', async () => {
      const server = backend!;
      const researcher = await signUp(server, { userType: 'researcher' });
      const industry = await signUp(server, { userType: 'industry' });
      const stalled = proxy!.stallAt(SEND_WRITES);
      const sending = send(researcher, industry, 'As the signal came');
      await stalled;
      process.kill(server.pid, 'SIGTERM');
      await expectUnavailable(await sending);
      // 1 would be the shutdown timing out (SHUTDOWN_TIMEOUT_MS) with the request still waiting.
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }, 60_000);
  },
);
