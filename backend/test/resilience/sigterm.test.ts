import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Message } from '@labbridge/shared-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type BackendProcess,
  describeCluster,
  isolatedRedisPrefix,
  redisUrl,
} from '../backend-process';
import { yClient } from '../collab-client';
import { documentHelpers, draftRequestBody, type Person, signUp } from '../factories';
import { readJson } from '../helpers';
import {
  type ClientSocket,
  eventually,
  nextEvent,
  reconnectingSocket,
  serverClient,
} from '../realtime';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

const SHUTDOWN_TIMEOUT_MS = 5_000;

const portOf = (url: string) => Number(new URL(url).port);

/** Resolves with the first JSON log line of `server` whose msg is `msg`. */
const logLine = (server: BackendProcess, msg: string) =>
  new Promise<Record<string, unknown>>((resolve) => {
    const scan = () => {
      for (const line of server.output) {
        if (!line.startsWith('{')) continue;
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === msg) return resolve(entry);
      }
      setTimeout(scan, 20);
    };
    scan();
  });

/**
 * A POST whose headers the server has taken (its 100 Continue came back) and whose body is held
 * until `finish`: a request in flight for as long as the test wants.
 */
const slowPost = async (url: string, path: string, cookie: string, json: object) => {
  const body = Buffer.from(JSON.stringify(json));
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': 'application/json',
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  const answered = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        }),
      );
    });
  });
  // An abandoned request's hang-up is expected; `finish` still hands its failure on.
  answered.catch(() => undefined);
  await new Promise<void>((resolve) => req.once('continue', resolve));
  return {
    finish: () => {
      req.end(body);
      return answered;
    },
    abandon: () => req.destroy(),
  };
};

/**
 * SIGTERM on a process serving HTTP, a socket and a co-edited draft, behind a failover proxy
 * (as nginx is in the compose file) with a second process on the same database and Redis: the
 * request in flight is answered and its event reaches the second process's sockets, new
 * connections are refused, the edits reach the database (and their HTML), and the socket is told,
 * reconnects through the proxy to the second process and rejoins.
 */
describeCluster(
  'graceful shutdown on SIGTERM (skipped unless TEST_DATABASE_URL and REDIS_URL are set)',
  { redis: true },
  (cluster) => {
    const { processes } = cluster;
    let proxy: TcpProxy | undefined;
    const sockets: ClientSocket[] = [];

    beforeAll(async () => {
      await cluster.start(2, {
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: isolatedRedisPrefix(),
      });
      proxy = await startTcpProxy(
        processes.map((p) => ({ host: '127.0.0.1', port: portOf(p.url) })),
      );
    }, 120_000);

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await proxy?.close();
    }, 30_000);

    it('finishes in-flight work, refuses new connections, stores edits and moves sockets', async () => {
      const [first, second] = processes as [BackendProcess, BackendProcess];
      // The browser's view: one address, whichever process is behind it.
      const front = serverClient(`http://127.0.0.1:${proxy!.port}`);
      const researcher: Person = await signUp(front, { userType: 'researcher' });
      const industry: Person = await signUp(front, { userType: 'industry' });
      const { documentId } = await documentHelpers(front).generated(
        researcher,
        draftRequestBody(researcher, industry),
      );

      // A socket as the browser opens it: reconnecting on its own after a drop.
      const socket: ClientSocket = reconnectingSocket(front.url, researcher.cookie);
      sockets.push(socket);
      let told = 0;
      socket.on('server:shutdown', () => told++);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const editor = yClient(documentId);
      const joined = await editor.join(socket);
      expect(joined).toMatchObject({ ok: true });
      await editor.synced();
      socket.on('connect', () => void editor.join(socket));

      editor.appendParagraph('Stored before the signal.');
      await editor.saved();
      // Sent right before the signal, without waiting for the acks.
      editor.appendParagraph('Typed as the signal came.');

      // The message's receiver is on the other process: its message:new gets there through Redis,
      // published by the stopping process once the request in flight has committed.
      const receiver = await second.connect(industry.cookie);
      const delivered = nextEvent(receiver, 'message:new', 10_000);
      const inFlight = await slowPost(first.url, '/api/messages', researcher.cookie, {
        receiverId: industry.user.id,
        content: 'Sent while the server was stopping',
        clientMessageId: randomUUID(),
      });
      process.kill(first.pid, 'SIGTERM');
      const draining = await logLine(first, 'draining');
      expect(draining.inFlight).toBe(1);

      // No new connection reaches the stopping process; the proxy sends them to the other.
      await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();
      expect((await front.request('/healthz')).status).toBe(200);

      const answer = await inFlight.finish();
      expect(answer.status).toBe(201);
      expect(await delivered).toMatchObject({ content: 'Sent while the server was stopping' });
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(told).toBe(1);

      // The shutdown stored the edits it had and wrote their HTML (derived only after a delay
      // otherwise): the second process reads it from the database.
      const detail = await second.request(`/api/legal/documents/${documentId}`, {
        cookie: industry.cookie,
      });
      const stored = ((await readJson(detail)) as { content: string }).content;
      expect(stored).toContain('Stored before the signal.');

      // The socket came back through the proxy to the second process by itself and rejoined:
      // the edit whose ack the shutdown cut off is there too, and live events reach it.
      await eventually(() => expect(socket.connected).toBe(true), 10_000);
      await editor.synced();
      const reader = yClient(documentId);
      const readerSocket = await second.connect(industry.cookie);
      await reader.join(readerSocket);
      await reader.synced();
      await eventually(() => {
        expect(reader.xml()).toContain('Typed as the signal came.');
        expect(reader.xml()).toBe(editor.xml());
      }, 10_000);
      reader.destroy();

      const live = nextEvent(socket, 'message:new', 10_000);
      const sent = await second.request('/api/messages', {
        method: 'POST',
        cookie: industry.cookie,
        json: {
          receiverId: researcher.user.id,
          content: 'Hello again',
          clientMessageId: randomUUID(),
        },
      });
      expect(sent.status).toBe(201);
      expect(((await live) as Message).content).toBe('Hello again');

      // The message answered during the drain is stored once.
      const since = await second.request(`/api/messages/${researcher.user.id}/since?after=0`, {
        cookie: industry.cookie,
      });
      const contents = ((await readJson(since)).messages as Message[]).map((m) => m.content);
      expect(contents).toEqual(['Sent while the server was stopping', 'Hello again']);
      editor.destroy();
    }, 90_000);

    it('exits within SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
      const second = processes[1]!;
      const person = await signUp(second);
      const other = await signUp(second);
      const stuck = await slowPost(second.url, '/api/messages', person.cookie, {
        receiverId: other.user.id,
        content: 'never finished',
        clientMessageId: randomUUID(),
      });
      const signalled = Date.now();
      process.kill(second.pid, 'SIGTERM');
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS);
      expect((await logLine(second, 'shutdown timed out: exiting')).timeoutMs).toBe(
        SHUTDOWN_TIMEOUT_MS,
      );
      stuck.abandon();
    }, 60_000);
  },
);
