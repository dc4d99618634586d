import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Message } from '@labbridge/shared-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import {
  type BackendProcess,
  describeCluster,
  isolatedRedisPrefix,
  redisUrl,
} from '../backend-process';
import { type YClient, yClient } from '../collab-client';
import {
  createProject,
  documentHelpers,
  draftRequestBody,
  type Person,
  signUp,
} from '../factories';
import { readJson } from '../helpers';
import { type AddressedClient, clientAt, type Transport } from '../load-user';
import { type Nginx, nginxBinary, startNginx } from '../nginx';
import { type ClientSocket, eventually } from '../realtime';

/** 100 researcher–industry pairs; researcher i also talks with industry i + 1. */
const USERS = 200;
const PAIRS = USERS / 2;
/** The load itself; start-up, sign-ups and the checks after it come on top. */
const LOAD_MS = 20_000;
/** RSS is first read this long into the load, once caches, pools and JIT have warmed up. */
const WARMUP_MS = 6_000;
/** A simulated person's pause between two actions, drawn between these bounds. */
const THINK_MS = [400, 1_600] as const;
/** Drafts co-edited during the load, each by its researcher and its industry partner. */
const DOCUMENTS = 10;
/** Client networks 127.0.1.1 … 127.0.8.1: ip_hash keys on the first three octets. */
const NETWORKS = 8;
/** Memory steady: each backend's RSS at the end at most this factor of its RSS after warm-up. */
const RSS_GROWTH_BOUND = 1.35;
/** Every acknowledged message must have arrived this long after the load stopped. */
const DELIVERY_DEADLINE_MS = 10_000;

const METRICS_TOKEN = randomBytes(24).toString('hex');

interface SimUser {
  person: Person;
  client: AddressedClient;
  socket: ClientSocket;
  partners: string[];
  /** message:new received, by message id: each must be 1. */
  received: Map<number, number>;
  /** Requests completed during the load. */
  actions: number;
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const think = () => THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]);

/** Runs `work` over `items`, `width` at a time (sign-ups hash passwords: not all 200 at once). */
const inBatches = async <T, R>(
  items: T[],
  width: number,
  work: (item: T, i: number) => Promise<R>,
) => {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
};

/** Resident set size of a process in bytes, from /proc (Linux, as CI and the compose image are). */
const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
};

/** One sample of a Prometheus metric (the sum over its series) from a backend's /metrics. */
const metric = async (backend: BackendProcess, name: string) => {
  const res = await fetch(`${backend.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await res.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
};

/**
 * Two backend processes on PostgreSQL and Redis behind the compose file's nginx, and 200 simulated
 * people at eight client networks for LOAD_MS (20 s; with start-up, sign-ups and checks the test
 * takes about a minute on an idle machine and is bounded at 4 minutes): they send messages over
 * HTTP and receive them on their sockets (WebSocket, some long-polling), search the catalogue and
 * the researchers, read their threads, and co-edit ten drafts. Nothing may answer 5xx, every
 * acknowledged message reaches its receiver (and its sender's socket) exactly once and is stored
 * once, the drafts' replicas converge, and neither process's memory keeps growing.
 */
describeCluster(
  '200 users on two processes behind nginx (skipped without TEST_DATABASE_URL, REDIS_URL and nginx)',
  { redis: true, skip: !nginxBinary },
  (cluster) => {
    const { processes } = cluster;
    let nginx: Nginx | undefined;
    const users: SimUser[] = [];
    const editors: YClient[][] = [];
    const documentIds: number[] = [];

    beforeAll(async () => {
      await cluster.start(2, {
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: isolatedRedisPrefix(),
        TRUST_PROXY: '1',
        METRICS_TOKEN,
        RATE_LIMIT_MESSAGES_PER_USER: '100000',
        LOG_LEVEL: 'info',
      });
      nginx = await startNginx([processes[0]!.url, processes[1]!.url]);
      const front = nginx.url;

      // Researchers are users 0–99, their industry partners 100–199; a pair sits on different
      // networks, so ip_hash often puts the two ends of a conversation on different processes.
      const people = await inBatches(
        Array.from({ length: USERS }, (_, i) => i),
        8,
        (i) => {
          const client = clientAt(front, `127.0.${1 + (i % NETWORKS)}.1`);
          return signUp(client, { userType: i < PAIRS ? 'researcher' : 'industry' }).then(
            (person) => ({ person, client }),
          );
        },
      );
      const partnersOf = (i: number) =>
        i < PAIRS
          ? [people[PAIRS + i]!, people[PAIRS + ((i + 1) % PAIRS)]!]
          : [people[i - PAIRS]!, people[(i - PAIRS - 1 + PAIRS) % PAIRS]!];
      await inBatches(people, 20, async ({ person, client }, i) => {
        // Every seventh person stays on long-polling, as behind a proxy that refuses WebSockets.
        const transport: Transport = i % 7 === 0 ? 'polling' : 'websocket';
        const socket = await client.connect(person.cookie, transport);
        const received = new Map<number, number>();
        socket.on('message:new', (m) => received.set(m.id, (received.get(m.id) ?? 0) + 1));
        users[i] = {
          person,
          client,
          socket,
          partners: partnersOf(i).map((p) => p.person.user.id as string),
          received,
          actions: 0,
        };
      });
      // Some listings for the catalogue search to find.
      await inBatches(users.slice(0, 20), 5, async (u) => {
        await createProject(u.client, u.person.cookie, {
          title: `Catalysis ${u.person.user.id.slice(0, 6)}`,
        });
      });
      for (let d = 0; d < DOCUMENTS; d++) {
        const researcher = users[d]!;
        const industry = users[PAIRS + d]!;
        const { documentId } = await documentHelpers(researcher.client).generated(
          researcher.person,
          draftRequestBody(researcher.person, industry.person),
        );
        const pair = [yClient(documentId), yClient(documentId)];
        await Promise.all(
          pair.map(async (editor, k) => {
            const answer = await editor.join((k === 0 ? researcher : industry).socket);
            if ('error' in answer) throw new Error(`doc:join: ${answer.error.message}`);
            await editor.synced();
          }),
        );
        editors.push(pair);
        documentIds.push(documentId);
      }
    }, 240_000);

    afterAll(async () => {
      for (const pair of editors) for (const editor of pair) editor.destroy();
      for (const u of users) {
        u?.socket.close();
        u?.client.close();
      }
      await nginx?.stop();
    }, 60_000);

    it('loses, doubles and fails nothing, converges every draft and keeps memory steady', async () => {
      const statuses = new Map<number, number>();
      const serverErrors: string[] = [];
      const acked = new Map<string, Message>();
      const count = (method: string, path: string, status: number) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) serverErrors.push(`${status} ${method} ${path}`);
      };
      const stopAt = Date.now() + LOAD_MS;

      const act = async (u: SimUser) => {
        const roll = Math.random();
        const cookie = u.person.cookie;
        if (roll < 0.5) {
          const clientMessageId = randomUUID();
          const res = await u.client.request('/api/messages', {
            method: 'POST',
            cookie,
            json: {
              receiverId: pick(u.partners),
              content: `load ${clientMessageId}`,
              clientMessageId,
            },
          });
          count('POST', '/api/messages', res.status);
          if (res.status === 201) acked.set(clientMessageId, (await readJson(res)) as Message);
          return;
        }
        const path =
          roll < 0.65
            ? `/api/projects?q=${pick(['catalysis', 'machine', 'listing', 'partner'])}`
            : roll < 0.8
              ? `/api/users/researchers?q=${pick(['Ada', 'Lovelace', 'Professor'])}`
              : roll < 0.9
                ? `/api/messages/${pick(u.partners)}/since?after=0&limit=20`
                : '/api/messages/recent';
        const res = await u.client.request(path, { cookie });
        count('GET', path.split('?')[0]!, res.status);
        await res.arrayBuffer();
      };

      const person = async (u: SimUser) => {
        while (Date.now() < stopAt) {
          await act(u);
          u.actions++;
          await new Promise((r) => setTimeout(r, think()));
        }
      };
      const editor = async (e: YClient, n: number) => {
        for (let k = 0; Date.now() < stopAt; k++) {
          e.appendParagraph(`editor ${n} line ${k}`);
          await new Promise((r) => setTimeout(r, think()));
        }
      };

      const load = Promise.all([
        ...users.map(person),
        ...editors.flatMap((pair, d) => pair.map((e, k) => editor(e, d * 2 + k))),
      ]);
      await new Promise((r) => setTimeout(r, WARMUP_MS));
      const warm = await Promise.all(processes.map((p) => rssOf(p.pid)));
      await load;

      // No 5xx, and in fact nothing but success: every request was one the product accepts.
      expect(serverErrors).toEqual([]);
      expect([...statuses.keys()].every((s) => s === 200 || s === 201)).toBe(true);
      // Everyone took part (on an idle machine each person acts about twenty times).
      expect(users.filter((u) => u.actions === 0).map((u) => u.person.email)).toEqual([]);
      expect(acked.size).toBeGreaterThan(0);

      // Both replicas carried people: ip_hash spread the client networks over them.
      for (const p of processes) {
        expect(await metric(p, 'labbridge_socketio_connected_sockets')).toBeGreaterThan(0);
      }

      // Every acknowledged message reached its receiver's socket and its sender's.
      const byId = new Map(users.map((u) => [u.person.user.id as string, u]));
      const arrivals = (m: Message) => [
        byId.get(m.receiverId)!.received.get(m.id) ?? 0,
        byId.get(m.senderId)!.received.get(m.id) ?? 0,
      ];
      await eventually(() => {
        const missing = [...acked.values()].filter((m) => arrivals(m).some((n) => n === 0));
        expect(missing.length).toBe(0);
      }, DELIVERY_DEADLINE_MS);

      // Each is stored once, as acknowledged: every conversation read back page by page.
      const stored = new Map<string, Message>();
      for (let i = 0; i < PAIRS; i++) {
        const u = users[i]!;
        for (const partnerId of u.partners) {
          for (let after = 0; ; ) {
            const res = await u.client.request(
              `/api/messages/${partnerId}/since?after=${after}&limit=100`,
              { cookie: u.person.cookie },
            );
            const page = await readJson(res);
            for (const m of page.messages as Message[]) {
              expect(stored.has(m.clientMessageId!)).toBe(false);
              stored.set(m.clientMessageId!, m);
            }
            if (!page.hasMore) break;
            after = page.lastSeq as number;
          }
        }
      }
      expect(stored.size).toBe(acked.size);
      for (const [clientMessageId, message] of acked) {
        expect(stored.get(clientMessageId)).toEqual(message);
      }

      // Co-edits: each draft's two replicas (often on different processes) end identical, and a
      // reader joining afresh loads the same text from the server.
      for (const pair of editors) await Promise.all(pair.map((e) => e.saved()));
      await eventually(() => {
        for (const [a, b] of editors as [YClient, YClient][]) {
          expect(Y.encodeStateVector(b.doc)).toEqual(Y.encodeStateVector(a.doc));
        }
      }, DELIVERY_DEADLINE_MS);
      for (const [d, [a, b]] of (editors as [YClient, YClient][]).entries()) {
        expect(b.xml()).toBe(a.xml());
        expect(a.xml()).toContain(`editor ${d * 2} line 0`);
        expect(a.xml()).toContain(`editor ${d * 2 + 1} line 0`);
        const researcher = users[d]!;
        const socket = await researcher.client.connect(researcher.person.cookie, 'websocket');
        const reader = yClient(documentIds[d]!);
        try {
          expect(await reader.join(socket)).toMatchObject({ ok: true });
          await reader.synced();
          expect(reader.xml()).toBe(a.xml());
        } finally {
          reader.destroy();
          socket.close();
        }
      }

      // Deliveries were not doubled, counted again now that anything late has had its time.
      for (const m of acked.values()) expect(arrivals(m)).toEqual([1, 1]);
      const seen = users.reduce((n, u) => n + u.received.size, 0);
      expect(seen).toBe(acked.size * 2);

      // Memory steady: RSS at the end within RSS_GROWTH_BOUND of RSS after warm-up.
      const end = await Promise.all(processes.map((p) => rssOf(p.pid)));
      for (const [i, bytes] of end.entries()) {
        expect(bytes, `process ${i + 1}: ${warm[i]} → ${bytes} bytes`).toBeLessThanOrEqual(
          warm[i]! * RSS_GROWTH_BOUND,
        );
      }
      for (const p of processes) expect(p.running()).toBe(true);
    }, 180_000);
  },
);
