import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Message, REALTIME_PATH } from '@labbridge/shared-types';
import { io as connectClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendProcess, createSharedDatabase, spawnBackend } from '../backend-process';
import { signUp } from '../factories';
import { readJson } from '../helpers';
import { nextEvent, type ServerClient, serverClient } from '../realtime';

const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const nginxBinary = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '';
  }
})();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The compose file's nginx (deploy/nginx.conf, Debian's nginx binary) in front of two backend
 * processes on PostgreSQL and Redis: only the replicas' addresses, the port and the pid file
 * differ from what docker-compose runs.
 */
describe.skipIf(!serverUrl || !redisUrl || !nginxBinary)(
  'two backend processes behind nginx as compose sets it up (skipped without TEST_DATABASE_URL, REDIS_URL and nginx)',
  () => {
    let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
    const processes: BackendProcess[] = [];
    let nginx: ChildProcess | undefined;
    let dir: string | undefined;
    let front: ServerClient;

    beforeAll(async () => {
      shared = await createSharedDatabase(serverUrl!);
      const env = {
        DATABASE_URL: shared.url,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `lbtest-${randomBytes(6).toString('hex')}`,
        SESSION_SECRET: randomBytes(48).toString('base64url'),
        TRUST_PROXY: '1',
      };
      const started = await Promise.allSettled([spawnBackend(env), spawnBackend(env)]);
      for (const result of started) {
        if (result.status === 'fulfilled') processes.push(result.value);
      }
      for (const result of started) if (result.status === 'rejected') throw result.reason;

      dir = await mkdtemp(path.join(tmpdir(), 'labbridge-nginx-'));
      const port = await freePort();
      const [one, two] = processes as [BackendProcess, BackendProcess];
      const conf = (await readFile(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8'))
        .replace('app1:3000', new URL(one.url).host)
        .replace('app2:3000', new URL(two.url).host)
        .replace('listen 80;', `listen 127.0.0.1:${port};`)
        .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
        .replace('access_log /var/log/nginx/access.log;', 'access_log off;')
        .replace('/var/log/nginx/error.log', `${dir}/error.log`);
      await writeFile(path.join(dir, 'nginx.conf'), conf);
      nginx = spawn(
        nginxBinary,
        ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const errors: string[] = [];
      nginx.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
      const logs = () => readFile(`${dir}/error.log`, 'utf8').catch(() => '');
      front = serverClient(`http://127.0.0.1:${port}`);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const res = await fetch(`${front.url}/nginx-health`).catch(() => null);
        if (res?.ok) break;
        if (Date.now() > deadline)
          throw new Error(`nginx did not start: ${errors.join('')}${await logs()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }, 60_000);

    afterAll(async () => {
      front?.closeSockets();
      nginx?.kill('SIGTERM');
      await Promise.allSettled(processes.map((p) => p.stop()));
      await shared?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
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
        const res = await front.request('/api/messages', {
          method: 'POST',
          cookie: a.cookie,
          json: { receiverId: b.user.id, content: 'Through nginx', clientMessageId: randomUUID() },
        });
        expect(res.status).toBe(201);
        const sent = (await readJson(res)) as Message;
        expect(await toB).toEqual(sent);
        expect(await toA).toEqual(sent);
      } finally {
        overPolling.close();
      }
    });
  },
);
