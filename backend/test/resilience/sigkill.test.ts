import { randomBytes, randomUUID } from 'node:crypto';
import type { Message } from '@labbridge/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendProcess, createSharedDatabase, spawnBackend } from '../backend-process';
import { signUp } from '../factories';
import { readJson } from '../helpers';

const serverUrl = process.env.TEST_DATABASE_URL;

const WRITERS = 4;
const KILL_AFTER_ACKS = 40;

/**
 * A backend process killed with SIGKILL (no graceful shutdown) while messages are being posted:
 * after a restart on the same database, every message it acknowledged is there, and resending the
 * unacknowledged ones with their clientMessageId stores each exactly once.
 */
describe.skipIf(!serverUrl)(
  'SIGKILL while messages are written (skipped unless TEST_DATABASE_URL is set)',
  () => {
    let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
    const processes: BackendProcess[] = [];
    let env: Record<string, string>;

    beforeAll(async () => {
      shared = await createSharedDatabase(serverUrl!);
      env = {
        DATABASE_URL: shared.url,
        SESSION_SECRET: randomBytes(48).toString('base64url'),
        RATE_LIMIT_MESSAGES_PER_USER: '100000',
      };
      processes.push(await spawnBackend(env));
    }, 60_000);

    afterAll(async () => {
      await Promise.allSettled(processes.map((p) => p.stop()));
      await shared?.drop();
    }, 30_000);

    it('keeps every acknowledged message and stores each resent one once', async () => {
      const first = processes[0]!;
      const a = await signUp(first);
      const b = await signUp(first);
      const acked = new Map<string, Message>();
      const unacked = new Map<string, number>();
      let killed = false;

      const post = (server: BackendProcess, clientMessageId: string, n: number) =>
        server.request('/api/messages', {
          method: 'POST',
          cookie: a.cookie,
          json: { receiverId: b.user.id, content: `message ${n}`, clientMessageId },
        });

      let n = 0;
      const writer = async () => {
        for (;;) {
          const clientMessageId = randomUUID();
          const number = n++;
          unacked.set(clientMessageId, number);
          const res = await post(first, clientMessageId, number).catch(() => null);
          if (!res) return; // the process is gone
          if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
          acked.set(clientMessageId, (await readJson(res)) as Message);
          unacked.delete(clientMessageId);
          if (!killed && acked.size >= KILL_AFTER_ACKS) {
            killed = true;
            process.kill(first.pid, 'SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

      const second = await spawnBackend(env);
      processes.push(second);
      // A client retries what was not acknowledged, with the same id and text.
      for (const [clientMessageId, number] of unacked) {
        const res = await post(second, clientMessageId, number);
        expect([200, 201]).toContain(res.status);
      }

      const stored: Message[] = [];
      for (let after = 0; ; ) {
        const res = await second.request(
          `/api/messages/${a.user.id}/since?after=${after}&limit=500`,
          {
            cookie: b.cookie,
          },
        );
        const page = await readJson(res);
        stored.push(...(page.messages as Message[]));
        if (!page.hasMore) break;
        after = page.lastSeq as number;
      }
      const byClientId = new Map(stored.map((m) => [m.clientMessageId, m]));
      // Every acknowledged message survived, unchanged; nothing is stored twice.
      for (const [clientMessageId, message] of acked) {
        expect(byClientId.get(clientMessageId)).toEqual(message);
      }
      expect(byClientId.size).toBe(stored.length);
      expect(stored.length).toBe(acked.size + unacked.size);
      const seqs = stored.map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    }, 90_000);
  },
);
