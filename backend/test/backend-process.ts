import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createServerDatabase } from './database';
import { type ServerClient, serverClient } from './realtime';
import { startTcpProxy, type TcpProxy, throughProxy } from './tcp-proxy';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Generous: tsx compiles the backend on start, which takes long on a loaded machine.
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
const DEFAULT_PORTS: Record<string, number> = {
  'postgres:': 5432,
  'postgresql:': 5432,
  'redis:': 6379,
};

export interface BackendProcess extends ServerClient {
  pid: number;
  /** Its stdout (JSON log lines) and stderr so far, for assertions and failure messages. */
  output: readonly string[];
  /** Whether it is still running (a crash, e.g. an unhandled rejection, ends it). */
  running(): boolean;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (graceful shutdown), SIGKILL if it is still alive after a few seconds. */
  stop(): Promise<void>;
}

/**
 * A database of its own on the server at `url`, migrated once here so the processes that share
 * it never race to migrate; `drop` removes it.
 */
export const createSharedDatabase = async (url: string) => {
  const shared = await createServerDatabase(url, 'labbridge_mp');
  const migrating = await openDatabase({ url: shared.url });
  await migrating.close();
  return shared;
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * Resolves with the port from the "LabBridge is listening" log line (the OS picks it), once
 * "realtime attached" has been logged too: before that, /socket.io is not served yet.
 */
const listeningPort = (child: ChildProcess, output: string[]) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`backend did not start:\n${output.join('\n')}`)),
      START_TIMEOUT_MS,
    );
    let port: number | null = null;
    let realtime = false;
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'LabBridge is listening' && entry.url) {
          port = Number(new URL(entry.url).port);
        }
        if (entry.msg === 'realtime attached') realtime = true;
      } catch {
        // Not a log line; kept in `output` for the failure message.
      }
      if (port !== null && realtime) {
        clearTimeout(timer);
        resolve(port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${output.join('\n')}`));
    });
  });

const waitUntilReady = async (url: string) => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > deadline) throw new Error(`${url}/readyz never answered 200`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * `src/main.ts` in a process of its own (through tsx, as `npm run dev` runs it), on a port the
 * OS picks, with the given settings on top of a quiet, seedless environment.
 */
export const spawnBackend = async (env: Record<string, string>): Promise<BackendProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_ORIGIN: '',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAILS: '',
      LOG_LEVEL: 'info',
      // Processes of earlier runs may have counted in the same Redis within the hour.
      RATE_LIMIT_LOGIN_PER_IP: '10000',
      RATE_LIMIT_REGISTER_PER_IP: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(killer);
  };

  try {
    const port = await listeningPort(child, output);
    const client = serverClient(`http://127.0.0.1:${port}`);
    await waitUntilReady(client.url);
    return {
      ...client,
      pid: child.pid!,
      output,
      running: () => child.exitCode === null && child.signalCode === null,
      exited: ended,
      stop: async () => {
        client.closeSockets();
        await stop();
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
};

/**
 * `count` processes on the same settings, started side by side. Settled, not all: when one fails
 * to start, the ones that did are stopped before the error is thrown.
 */
export const spawnBackends = async (count: number, env: Record<string, string>) => {
  const started = await Promise.allSettled(Array.from({ length: count }, () => spawnBackend(env)));
  const failed = started.find((r) => r.status === 'rejected');
  const processes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  if (failed) {
    await Promise.allSettled(processes.map((p) => p.stop()));
    throw failed.reason;
  }
  return processes;
};

/** A Redis key namespace of its own, so runs sharing a Redis never count into each other's budgets. */
export const isolatedRedisPrefix = () => `lbtest-${randomBytes(6).toString('hex')}`;

/**
 * Backend processes sharing one database of their own on the server at `serverUrl`, as
 * docker-compose's replicas do. `start` creates the database on first use and starts `count`
 * processes with its URL, one SESSION_SECRET for all, and `env` on top; `proxy` puts a TCP proxy
 * the test can cut (see startTcpProxy) in front of the PostgreSQL or Redis server a URL names and
 * answers the URL through it; `stop` ends every process started, closes the proxies and drops the
 * database.
 */
export const processCluster = (serverUrl: string) => {
  let shared: Awaited<ReturnType<typeof createSharedDatabase>> | undefined;
  const sessionSecret = randomBytes(48).toString('base64url');
  const processes: BackendProcess[] = [];
  const proxies: TcpProxy[] = [];
  const database = async () => {
    shared ??= await createSharedDatabase(serverUrl);
    return shared;
  };
  return {
    /** Every process started so far, in the order they were. */
    processes,
    database,
    start: async (count: number, env: Record<string, string> = {}) => {
      const { url } = await database();
      const started = await spawnBackends(count, {
        DATABASE_URL: url,
        SESSION_SECRET: sessionSecret,
        ...env,
      });
      processes.push(...started);
      return started;
    },
    proxy: async (url: string) => {
      const target = new URL(url);
      const proxy = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || DEFAULT_PORTS[target.protocol]),
      });
      proxies.push(proxy);
      return { proxy, url: throughProxy(url, proxy) };
    },
    stop: async () => {
      await Promise.allSettled(processes.map((p) => p.stop()));
      await Promise.all(proxies.map((p) => p.close()));
      await shared?.drop();
    },
  };
};

/** The PostgreSQL server and the Redis of the process tier (see vitest.config.ts). */
export const serverUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

export type ProcessCluster = ReturnType<typeof processCluster>;

/**
 * A describe block of the process tier, skipped unless TEST_DATABASE_URL is set, REDIS_URL too
 * when `needs.redis`, and `needs.skip` is not; `body` declares its tests on a processCluster on
 * that server, which is stopped after the block's own afterAll hooks have run.
 */
export const describeCluster = (
  title: string,
  needs: { redis?: boolean; skip?: boolean },
  body: (cluster: ProcessCluster) => void,
) =>
  describe.skipIf(!serverUrl || (needs.redis && !redisUrl) || needs.skip)(title, () => {
    const cluster = processCluster(serverUrl!);
    afterAll(cluster.stop, 30_000);
    body(cluster);
  });
