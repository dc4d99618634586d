// The realtime scenarios (issue 14): a raw Socket.IO relay as the same-run baseline, then
// POST /api/messages → message:new and a co-editing fan-out to a room of 100 with 500 clients
// connected, and 1,000 connected users browsing, searching, chatting and co-editing at once.
// The clients live in a few worker processes (realtime-worker.ts), never in the server's.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, inArray } from 'drizzle-orm';
import { testConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { SESSION_COOKIE, SessionStore } from '../src/modules/auth/session';
import { newDraft, signIn } from './coediting';
import type { Dataset } from './dataset';
import { askProbe, freePort, startProcess } from './harness';
import type {
  MixedPlan,
  MixedRequest,
  MixedResult,
  SampleKind,
  WorkerClient,
  WorkerCommand,
} from './realtime-worker';
import type { Target } from './report';
import { SEARCHES } from './scenarios';

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKERS = 4;
const ROOM = 100;
/** Signs the sessions minted before the server starts; the server is given the same secret. */
export const REALTIME_SESSION_SECRET = 'realtime-bench-session-secret-0123456789';

export interface RealtimeUser extends WorkerClient {
  email: string;
  userType: string;
}

/**
 * Before the server starts, on the seeded database: ROOM superadmins (readers of every draft,
 * for the room of 100) and a session for every user, made by the app's own SessionStore. A
 * thousand password sign-ins would cost minutes of argon2 and are not what is measured.
 */
export const prepareRealtime = async (db: Db, count: number) => {
  const [template] = await db.select().from(users).orderBy(asc(users.email)).limit(1);
  const admins = Array.from({ length: ROOM }, (_, i) => ({
    email: `bench-admin-${i}@labbridge.test`,
    passwordHash: template!.passwordHash,
    firstName: 'Bench',
    lastName: `Admin ${i}`,
    userType: 'superadmin' as const,
    onboardingCompleted: true,
    isVerified: true,
  }));
  const adminIds = await db.insert(users).values(admins).returning({ id: users.id });
  const store = new SessionStore(db, testConfig({ sessionSecret: REALTIME_SESSION_SECRET }));
  const withSession = async (rows: { id: string; email: string; userType: string | null }[]) => {
    const out: RealtimeUser[] = [];
    for (const row of rows) {
      const started = await store.create(row.id, 'labbridge-bench');
      if (!started) throw new Error(`no session for ${row.email}: the account is deleted`);
      out.push({
        ...row,
        userType: row.userType ?? '',
        userId: row.id,
        cookie: `${SESSION_COOKIE}=${started.token}`,
      });
    }
    return out;
  };
  const seeded = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(inArray(users.userType, ['researcher', 'industry']))
    .orderBy(asc(users.createdAt), asc(users.email))
    .limit(count);
  const adminRows = adminIds.map((r, i) => ({
    id: r.id,
    email: admins[i]!.email,
    userType: 'superadmin',
  }));
  return { users: await withSession(seeded), admins: await withSession(adminRows) };
};

export type RealtimeFixture = Awaited<ReturnType<typeof prepareRealtime>>;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (n: number) => Math.round(n * 100) / 100;
const summary = (values: number[], expected?: number) => ({
  samples: values.length,
  ...(expected === undefined ? {} : { lost: expected - values.length }),
  p50: round(percentile(values, 50)),
  p99: round(percentile(values, 99)),
  max: round(percentile(values, 100)),
});

/** A client process and the one-command-at-a-time RPC over its IPC channel. */
const startWorker = async (log: NodeJS.WritableStream) => {
  const child: ChildProcess = fork(path.join(here, 'realtime-worker.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: path.join(here, '..'),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Written rather than piped: a pipe per worker would add listeners to the one log stream.
  child.stdout?.on('data', (chunk) => log.write(chunk));
  child.stderr?.on('data', (chunk) => log.write(chunk));
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let nextId = 1;
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  child.on('message', (reply: { id: number; result?: unknown; error?: string }) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiter?.reject(new Error(`bench worker: ${reply.error}`));
    else waiter?.resolve(reply.result);
  });
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`worker exited (${code})`));
  });
  await ready;
  return {
    ask: <T>(command: WorkerCommand) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ id, command });
      }),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
};
type Worker = Awaited<ReturnType<typeof startWorker>>;

/** Deals `items` out to the workers in turn: worker w gets items w, w+W, w+2W… */
const deal = <T>(items: T[], workers: number) =>
  Array.from({ length: workers }, (_, w) => items.filter((_, i) => i % workers === w));

/** Every worker waits for its share of `kind` samples; all of them, merged. */
const gather = async (
  workers: Worker[],
  kind: SampleKind,
  expected: number[],
  timeoutMs: number,
) => {
  const parts = await Promise.all(
    workers.map((w, i) => w.ask<number[]>({ type: 'wait', kind, count: expected[i]!, timeoutMs })),
  );
  return parts.flat();
};

export const measureRealtime = async (options: {
  origin: string;
  app: ChildProcess;
  dataset: Dataset;
  fixture: RealtimeFixture;
  driver: 'pglite' | 'postgres';
  small: boolean;
  log: NodeJS.WritableStream;
}) => {
  const { origin, fixture, small, log } = options;
  const targets: Target[] = [];
  const target = (name: string, measured: number, threshold: number) =>
    targets.push({ name, measured, threshold, met: measured <= threshold });
  const connected = small ? 100 : 500;
  const mixedUsers = Math.min(fixture.users.length, small ? 100 : 1_000);
  const messages = small ? 60 : 300;
  const fanouts = small ? 20 : 100;

  const workers = await Promise.all(Array.from({ length: WORKERS }, () => startWorker(log)));
  const relayPort = await freePort();
  const relay = await startProcess({
    command: process.execPath,
    args: ['--import', 'tsx', path.join(here, 'relay-server.ts')],
    env: { ...process.env, PORT: String(relayPort) },
    cwd: path.join(here, '..'),
    readyUrl: `http://127.0.0.1:${relayPort}/`,
    log,
  });
  const closeAll = () => Promise.all(workers.map((w) => w.ask({ type: 'close' })));
  try {
    // Baseline: one client to another through a bare Socket.IO server, across processes.
    const relayOrigin = `http://127.0.0.1:${relayPort}`;
    const anonymous = (userId: string) => [{ userId, cookie: '' }];
    await workers[0]!.ask({
      type: 'connect',
      origin: relayOrigin,
      path: '/socket.io',
      clients: anonymous('a'),
    });
    await workers[1]!.ask({
      type: 'connect',
      origin: relayOrigin,
      path: '/socket.io',
      clients: anonymous('b'),
    });
    const [relayed] = await Promise.all([
      workers[1]!.ask<number[]>({
        type: 'wait',
        kind: 'relay',
        count: messages,
        timeoutMs: 60_000,
      }),
      workers[0]!.ask({ type: 'relay', count: messages, intervalMs: 10 }),
    ]);
    await closeAll();
    const rawRelay = summary(relayed, messages);

    // `connected` clients of the app; messages go from the first tenth to the second tenth.
    const present = fixture.users.slice(0, connected);
    const shares = deal(present, WORKERS);
    await Promise.all(
      workers.map((w, i) => w.ask({ type: 'connect', origin, clients: shares[i]! })),
    );
    const pairs = Math.max(1, Math.floor(connected / 10));
    const senders = present.slice(0, pairs).map((s, i) => ({
      cookie: s.cookie,
      receiverId: present[pairs + i]!.userId,
    }));
    // Receiver pairs+i is the (pairs+i)-th client, dealt to worker (pairs+i) % WORKERS.
    const perWorker = Array.from({ length: WORKERS }, () => 0);
    for (let m = 0; m < messages; m++) perWorker[(pairs + (m % pairs)) % WORKERS]! += 1;
    const [chat, postFailures] = await Promise.all([
      gather(workers, 'chat', perWorker, 60_000),
      workers[0]!.ask<number>({ type: 'post', origin, senders, count: messages, intervalMs: 10 }),
    ]);
    const messageNew = { ...summary(chat, messages), failedPosts: postFailures };

    // A room of 100: superadmins with one draft open, one of them typing, 99 receiving.
    const researcherCookie = await signIn(origin, options.dataset.benchUser);
    const roomDoc = await newDraft(origin, researcherCookie, options.dataset);
    const listeners = deal(fixture.admins.slice(1, ROOM), WORKERS);
    await Promise.all(
      workers.map(async (w, i) => {
        await w.ask({ type: 'connect', origin, clients: listeners[i]! });
        await w.ask({ type: 'join', documentId: roomDoc, last: listeners[i]!.length });
      }),
    );
    // Each worker's earlier clients (not in the document) receive nothing from it.
    const [room, refused] = await Promise.all([
      gather(
        workers,
        'doc',
        listeners.map((l) => l.length * fanouts),
        60_000,
      ),
      workers[0]!.ask<number>({
        type: 'type',
        origin,
        cookie: fixture.admins[0]!.cookie,
        documentId: roomDoc,
        count: fanouts,
        intervalMs: 10,
      }),
    ]);
    await closeAll();
    const fanout = { ...summary(room, fanouts * (ROOM - 1)), refusedUpdates: refused };

    target(
      'realtime: message:new after POST /api/messages, p99 / raw relay p99',
      round(messageNew.p99 / Math.max(0.01, rawRelay.p99)),
      1.5,
    );
    target(
      `realtime: message:new after POST /api/messages at ${connected} clients, p99 (ms)`,
      messageNew.p99,
      25,
    );
    target(
      'realtime: fan-out to a room of 100, p99 / raw relay p99',
      round(fanout.p99 / Math.max(0.01, rawRelay.p99)),
      1.5,
    );
    target('realtime: fan-out to a room of 100, p99 (ms)', fanout.p99, 25);
    target(
      'realtime: messages or room deliveries lost',
      (messageNew.lost ?? 0) + (fanout.lost ?? 0),
      0,
    );

    const mixed = await mixedLoad({
      ...options,
      workers,
      users: fixture.users.slice(0, mixedUsers),
    });
    if (options.driver === 'postgres') {
      target(`realtime: ${mixedUsers} users mixed, API p99 (ms)`, mixed.api.p99, 50);
    }
    target(
      `realtime: ${mixedUsers} users mixed, 5xx answers and failed requests`,
      mixed.serverErrors + mixed.failures,
      0,
    );
    target(
      `realtime: ${mixedUsers} users mixed, event-loop delay p99 (ms)`,
      mixed.eventLoopDelay.p99,
      20,
    );
    return { figures: { rawRelay, messageNew, fanout, mixed }, targets };
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await relay.stop();
  }
};

/**
 * `users` connected at once, each acting every few seconds: a tenth co-edit one of a few drafts
 * in pairs (researcher and industry user), the others browse the catalogue, open listings,
 * search, read their messages and chat. API latency and answers from every worker, and the
 * server's event-loop delay over the same period.
 */
const mixedLoad = async (options: {
  origin: string;
  app: ChildProcess;
  dataset: Dataset;
  workers: Worker[];
  users: RealtimeUser[];
  small: boolean;
}) => {
  const { origin, workers, users: all } = options;
  const researchers = all.filter((u) => u.userType === 'researcher');
  const industry = all.filter((u) => u.userType === 'industry');
  const documents = Math.max(
    1,
    Math.min(researchers.length, industry.length, Math.round(all.length / 20)),
  );
  const editorIds = new Map<string, number>();
  for (let d = 0; d < documents; d++) {
    const [r, i] = [researchers[d]!, industry[d]!];
    const documentId = await newDraft(origin, r.cookie, options.dataset, {
      researcher: r.email,
      industry: i.email,
    });
    editorIds.set(r.userId, documentId);
    editorIds.set(i.userId, documentId);
  }
  const shares = deal(all, WORKERS);
  const partnerOf = (u: RealtimeUser) => {
    const at = all.indexOf(u);
    return all[(at + Math.floor(all.length / 2)) % all.length]!.userId;
  };
  const plans = shares.map(
    (share): MixedPlan => ({
      origin,
      durationMs: options.small ? 5_000 : 20_000,
      thinkMs: 5_000,
      listingIds: options.dataset.visibleListingIds,
      searches: SEARCHES,
      partners: share.map(partnerOf),
    }),
  );
  await Promise.all(workers.map((w, i) => w.ask({ type: 'connect', origin, clients: shares[i]! })));
  await Promise.all(
    workers.map((w, i) =>
      w.ask({
        type: 'open-documents',
        editors: shares[i]!.flatMap((u, client) => {
          const documentId = editorIds.get(u.userId);
          return documentId === undefined ? [] : [{ client, documentId }];
        }),
      }),
    ),
  );
  await askProbe(options.app, 'probe:reset');
  const results = await Promise.all(
    workers.map((w, i) => w.ask<MixedResult>({ type: 'mixed', ...plans[i]! })),
  );
  const probe = await askProbe<{ eventLoopDelay: { p50: number; p99: number; max: number } }>(
    options.app,
    'probe:report',
  );
  const edits = await Promise.all(
    workers.map((w) => w.ask<number[]>({ type: 'wait', kind: 'doc', count: 0, timeoutMs: 0 })),
  );
  await Promise.all(workers.map((w) => w.ask({ type: 'close' })));
  const statuses: Record<string, number> = {};
  for (const r of results) {
    for (const [status, n] of Object.entries(r.statuses))
      statuses[status] = (statuses[status] ?? 0) + n;
  }
  const api = results.flatMap((r) => Object.values(r.api).flat());
  const kinds = Object.keys(results[0]!.api) as MixedRequest[];
  return {
    users: all.length,
    coeditedDocuments: documents,
    seconds: plans[0]!.durationMs / 1000,
    api: summary(api),
    apiByRequest: Object.fromEntries(
      kinds.map((kind) => [kind, summary(results.flatMap((r) => r.api[kind]))]),
    ),
    requestsPerSecond: round(api.length / (plans[0]!.durationMs / 1000)),
    statuses,
    serverErrors: Object.entries(statuses)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0),
    failures: results.reduce((n, r) => n + Object.values(r.failures).reduce((a, b) => a + b, 0), 0),
    failureCauses: results.reduce<Record<string, number>>((all, r) => {
      for (const [cause, n] of Object.entries(r.failures)) all[cause] = (all[cause] ?? 0) + n;
      return all;
    }, {}),
    keystrokes: results.reduce((n, r) => n + r.keystrokes, 0),
    coeditingRelay: summary(edits.flat()),
    eventLoopDelay: probe.eventLoopDelay,
    /** The busiest client process's own delay: the load generator's share of the latencies. */
    clientEventLoopDelay: {
      p99: Math.max(...results.map((r) => r.eventLoopDelay.p99)),
      max: Math.max(...results.map((r) => r.eventLoopDelay.max)),
    },
  };
};
