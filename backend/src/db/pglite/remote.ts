import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { Reply, Request, SerializedError, WorkerOptions } from './protocol';

/** A Postgres error raised in the worker, with its SQLSTATE `code`, `constraint`, `detail`… */
export class DatabaseError extends Error {}

const revive = ({ name, message, fields }: SerializedError) => {
  const error = name === 'DatabaseError' ? new DatabaseError(message) : new Error(message);
  return Object.assign(error, fields);
};

/** The worker as built next to the bundle (dist/), or its source run through tsx. */
const workerEntry = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = [
    path.join(here, 'db/pglite/worker.js'),
    path.join(here, '../db/pglite/worker.js'),
  ].find((file) => existsSync(file));
  if (built) return { file: built, execArgv: undefined };
  return { file: path.join(here, 'worker-source.mjs'), execArgv: undefined };
};

type Parsers = Record<number, (value: string, type: number) => unknown>;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
}

/** Drizzle asks for some types as the text Postgres sent; only that crosses a thread. */
const rawTypesOf = (parsers: Parsers = {}) =>
  Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2000-01-01 00:00:00', Number(oid)) !== '2000-01-01 00:00:00') {
      throw new Error(`Only identity parsers reach the PGlite worker (type ${oid})`);
    }
    return Number(oid);
  });

/** What Drizzle's PGlite driver calls on a client or on a transaction. */
export interface RemoteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PgliteRemote extends RemoteQueries {
  transaction<T>(run: (tx: RemoteQueries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread and answers with a client shaped like PGlite for Drizzle. Calls
 * keep their order and their transactions: a transaction holds the database until it ends, as
 * in-process, while the main thread stays free for sockets and timers.
 */
export const startPgliteWorker = async (options: WorkerOptions): Promise<PgliteRemote> => {
  const { file, execArgv } = workerEntry();
  const worker = new Worker(file, { workerData: options, execArgv });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const failAll = (err: Error) => {
    stopped = err;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  const settle = (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    // An idle worker must not keep the process alive; a pending call must.
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(revive(reply.error));
  };
  // Node hands every reply that queued while this thread was busy to one callback, and each
  // settled reply runs its request on to the response: fifty answers at once would hold timers
  // and sockets for fifty requests' work. One reply a turn of the event loop lets them in between.
  const replies: Reply[] = [];
  const settleNext = () => {
    settle(replies.shift()!);
    if (replies.length > 0) setImmediate(settleNext);
  };
  worker.on('message', (reply: Reply) => {
    if (replies.push(reply) === 1) setImmediate(settleNext);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The PGlite worker stopped (exit code ${code})`)));
  await ready;

  const call = <T>(request: Request) =>
    new Promise<T>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ id, request });
    });

  const queriesOn = (tx?: number): RemoteQueries => ({
    query: (sql, params = [], queryOptions = {}) =>
      call({
        type: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode ?? 'object',
        rawTypes: rawTypesOf(queryOptions.parsers),
        tx,
      }),
    exec: (sql) => call({ type: 'exec', sql, tx }),
  });

  return {
    ...queriesOn(),
    async transaction(run) {
      const tx = await call<number>({ type: 'begin' });
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await run(queriesOn(tx));
      } catch (err) {
        await call({ type: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ type: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (stopped) return;
      await call({ type: 'close' });
      await worker.terminate();
    },
  };
};
