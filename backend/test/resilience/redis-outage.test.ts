import type { Message, ThreadSinceResponse } from '@labbridge/shared-types';
import { beforeAll, expect, it } from 'vitest';
import {
  type BackendProcess,
  describeCluster,
  isolatedRedisPrefix,
  redisUrl,
} from '../backend-process';
import { yClient } from '../collab-client';
import { documentHelpers, draftRequestBody, type Person, sendMessage, signUp } from '../factories';
import { readJson } from '../helpers';
import { type ClientSocket, eventually, nextEvent, type ServerClient } from '../realtime';
import type { TcpProxy } from '../tcp-proxy';

/** How long the clients of the other process may take to catch up once Redis is back. */
const CATCH_UP_MS = 15_000;

/**
 * What the web client keeps of one person's conversations (features/messages): messages by seq,
 * live ones as they come, and everything after a thread's cursor fetched through GET /since after
 * each connect and each `realtime:resync`, page by page. `live` counts each message:new, which
 * must never arrive twice.
 */
const chatView = (server: ServerClient, me: Person, socket: ClientSocket, partners: string[]) => {
  const threads = new Map(partners.map((id) => [id, new Map<number, Message>()]));
  const live = new Map<number, number>();
  const partnerOf = (m: Message) => (m.senderId === me.user.id ? m.receiverId : m.senderId);
  const cursor = (thread: Map<number, Message>) => {
    let seq = 0;
    while (thread.has(seq + 1)) seq++;
    return seq;
  };
  const catchUp = async (partnerId: string) => {
    const thread = threads.get(partnerId)!;
    for (let after = cursor(thread); ; ) {
      const res = await server.request(`/api/messages/${partnerId}/since?after=${after}`, {
        cookie: me.cookie,
      });
      const page = (await readJson(res)) as ThreadSinceResponse;
      for (const m of page.messages) thread.set(m.seq, m);
      if (!page.hasMore) return;
      after = page.lastSeq;
    }
  };
  const resyncs: Promise<unknown>[] = [];
  socket.on('message:new', (m) => {
    live.set(m.id, (live.get(m.id) ?? 0) + 1);
    threads.get(partnerOf(m))?.set(m.seq, m);
  });
  socket.on('realtime:resync', () => {
    resyncs.push(Promise.all(partners.map(catchUp)));
  });
  return {
    /** The thread's texts in seq order. */
    texts: (partnerId: string) =>
      [...threads.get(partnerId)!.values()].sort((x, y) => x.seq - y.seq).map((m) => m.content),
    live,
    settled: () => Promise.all(resyncs),
  };
};

/**
 * Two processes sharing PostgreSQL and a Redis they reach through a TCP proxy the test cuts and
 * restores. While Redis is away each process keeps serving its own clients (HTTP, live messages
 * between two of its sockets, presence queries, co-editing) and nothing throws unhandled; when it
 * is back, the client on the other process catches up on the messages it missed without
 * reconnecting, and the two editors of a draft, one on each process, converge. Bounded by
 * CATCH_UP_MS after the restore; about 10 s on an idle machine after the processes start.
 */
describeCluster(
  'Redis down between two processes (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  { redis: true },
  (cluster) => {
    const { processes } = cluster;
    let proxy: TcpProxy | undefined;

    beforeAll(async () => {
      const through = await cluster.proxy(redisUrl!);
      proxy = through.proxy;
      await cluster.start(2, { REDIS_URL: through.url, REDIS_PREFIX: isolatedRedisPrefix() });
    }, 150_000);

    it('serves each process’s own clients while Redis is cut and lets the others catch up after', async () => {
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const a = await signUp(one);
      const b = await signUp(one);
      const c = await signUp(two, { userType: 'industry' });
      const aSocket = await one.connect(a.cookie);
      const bSocket = await one.connect(b.cookie);
      const cSocket = await two.connect(c.cookie);
      const aView = chatView(one, a, aSocket, [b.user.id, c.user.id]);
      const cView = chatView(two, c, cSocket, [a.user.id]);
      const drops: string[] = [];
      for (const socket of [aSocket, bSocket, cSocket]) {
        socket.on('disconnect', (reason) => drops.push(reason));
      }

      // A draft between a and c, co-edited from both processes.
      const { documentId } = await documentHelpers(one).generated(a, draftRequestBody(a, c));
      const editors = [yClient(documentId), yClient(documentId)] as const;
      for (const [editor, socket] of [
        [editors[0], aSocket],
        [editors[1], cSocket],
      ] as const) {
        expect(await editor.join(socket)).toMatchObject({ ok: true });
        await editor.synced();
      }

      // Across processes, live, while Redis is there. The first delivery of a cold process
      // loads its code paths on a loaded CI machine: bounded, but not by the 3 s default.
      const before = nextEvent(cSocket, 'message:new', 10_000);
      await sendMessage(one, a, c, 'before the outage');
      expect((await before).content).toBe('before the outage');

      proxy!.cut();
      // On process 1, between two of its own sockets: still live.
      const toB = nextEvent(bSocket, 'message:new');
      await sendMessage(one, a, b, 'same process, Redis away');
      expect((await toB).content).toBe('same process, Redis away');
      // HTTP and presence keep answering on both processes.
      expect((await one.request('/api/auth/user', { cookie: b.cookie })).status).toBe(200);
      expect((await two.request('/api/projects', { cookie: c.cookie })).status).toBe(200);
      expect(await bSocket.emitWithAck('presence:query', { userIds: [a.user.id] })).toEqual({
        ok: true,
        online: [a.user.id],
      });
      // Across processes: stored, but nothing can carry them live now.
      await sendMessage(one, a, c, 'missed 1');
      await sendMessage(one, a, c, 'missed 2');
      await sendMessage(two, c, a, 'missed 3');
      editors[0].appendParagraph('typed on process 1 while Redis was away');
      editors[1].appendParagraph('typed on process 2 while Redis was away');
      await Promise.all(editors.map((e) => e.saved()));
      expect(editors.flatMap((e) => e.refusals)).toEqual([]);

      proxy!.restore();
      const expected = ['before the outage', 'missed 1', 'missed 2', 'missed 3'];
      await eventually(() => {
        expect(cView.texts(a.user.id)).toEqual(expected);
        expect(aView.texts(c.user.id)).toEqual(expected);
      }, CATCH_UP_MS);
      await Promise.all([aView.settled(), cView.settled()]);
      // Both editors have both paragraphs: each process's copy took the other's from the database.
      await eventually(() => {
        expect(editors[1].xml()).toBe(editors[0].xml());
        expect(editors[0].xml()).toContain('typed on process 1 while Redis was away');
        expect(editors[0].xml()).toContain('typed on process 2 while Redis was away');
      }, CATCH_UP_MS);
      for (const editor of editors) editor.destroy();
      expect(cView.texts(a.user.id)).toEqual(expected);
      expect(aView.texts(c.user.id)).toEqual(expected);

      // A process relays again once both its connections to Redis are back, which it logs; the
      // catch-up above may come from the other's resync while this one's publisher still waits.
      await eventually(() => {
        for (const p of processes) {
          expect(p.output.some((line) => line.includes('"msg":"redis: connection back"'))).toBe(
            true,
          );
        }
      }, CATCH_UP_MS);
      // Live across processes again, delivered once; nobody had to reconnect.
      const after = nextEvent(cSocket, 'message:new');
      await sendMessage(one, a, c, 'after the outage');
      expect((await after).content).toBe('after the outage');
      for (const view of [aView, cView]) {
        expect([...view.live.values()].every((n) => n === 1)).toBe(true);
      }
      expect(drops).toEqual([]);

      // Nothing threw unhandled: both processes are up and said nothing on stderr about it.
      for (const p of processes) {
        expect(p.running()).toBe(true);
        expect(p.output.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
      }
    }, 90_000);
  },
);
