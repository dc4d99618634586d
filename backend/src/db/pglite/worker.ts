// The embedded database's own thread: PGlite (Postgres compiled to WebAssembly) runs every query
// synchronously, so on the main thread one slow query would stop timers, sockets and every other
// request. Here it only occupies this thread; remote.ts is its client on the main thread.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DATABASE_THREAD_NICENESS, pgliteOptions } from './options';
import type { QueryRequest, Reply, Request, SerializedError, WorkerOptions } from './protocol';
import { startFromTemplate } from './template';

const port = parentPort!;
const options = workerData as WorkerOptions;
// Referenced from the start, not only once the listener below is added: otherwise, when the boot
// finished, Node waited for V8's background compilation of Postgres to drain before this thread
// read its first request, some 0.2 s of a start (tracked with strace: the thread sat in a futex).
port.ref();
const db = await PGlite.create(
  pgliteOptions({
    dataDir: options.dataDir,
    loadDataDir: startFromTemplate(options.template, options.dataDir),
  }),
);
for (const [name, value] of Object.entries(options.settings)) {
  await db.query('select set_config($1, $2, false)', [name, value]);
}

const identity = (value: string) => value;
const transactions = new Map<number, Transaction>();
const finishers = new Map<number, (commit: boolean) => void>();
let nextTransaction = 1;

const serialize = (err: unknown): SerializedError => {
  const error = err instanceof Error ? err : new Error(String(err));
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { name: error.constructor.name, message: error.message, fields };
};

const reply = (message: Reply) => port.postMessage(message);

const target = (tx: number | undefined) => {
  if (tx === undefined) return db;
  const transaction = transactions.get(tx);
  if (!transaction) throw new Error(`Transaction ${tx} is not open`);
  return transaction;
};

const query = (request: QueryRequest) =>
  target(request.tx).query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: Object.fromEntries(request.rawTypes.map((oid) => [oid, identity])),
  });

/** Outcome of each open transaction: undefined once committed, or the error that ended it. */
const outcomes = new Map<number, Promise<unknown>>();

/**
 * Opens a transaction and keeps it open until the main thread ends it. PGlite holds its lock
 * meanwhile, so other queries wait exactly as they did in-process.
 */
const begin = (tx: number) =>
  new Promise<void>((opened, failed) => {
    const outcome = db.transaction(async (transaction) => {
      transactions.set(tx, transaction);
      opened();
      const commit = await new Promise<boolean>((resolve) => finishers.set(tx, resolve));
      if (!commit) await transaction.rollback();
    });
    outcomes.set(
      tx,
      outcome.then(
        () => undefined,
        (err) => err ?? new Error('Transaction failed'),
      ),
    );
    outcome.catch(failed);
  });

const handle = async (request: Request): Promise<unknown> => {
  switch (request.type) {
    case 'query':
      return query(request);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin': {
      const tx = nextTransaction++;
      await begin(tx);
      return tx;
    }
    case 'end': {
      const finish = finishers.get(request.tx);
      const outcome = outcomes.get(request.tx);
      if (!finish || !outcome) throw new Error(`Transaction ${request.tx} is not open`);
      finish(request.commit);
      const error = await outcome;
      transactions.delete(request.tx);
      finishers.delete(request.tx);
      outcomes.delete(request.tx);
      if (error) throw error;
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
};

port.on('message', ({ id, request }: { id: number; request: Request }) => {
  handle(request).then(
    (value) => reply({ id, ok: true, value }),
    (err) => reply({ id, ok: false, error: serialize(err) }),
  );
});
/**
 * Puts this thread's scheduling priority below the event loop's. When there are more busy threads
 * than cores (on 2 cores: the event loop, this thread and anything else the machine runs), the
 * kernel shares the CPU evenly, and a run of queries kept the event loop off a core for a time
 * slice at a time: timers and sockets waited. Niced, the thread yields to the event loop and still
 * has every cycle the loop leaves. Set after the boot, which start-up waits for.
 */
const lowerThreadPriority = () => {
  try {
    // Linux: /proc/thread-self names this thread's id, and setpriority on it moves this thread only.
    const tid = Number(path.basename(readlinkSync('/proc/thread-self')));
    setPriority(tid, Math.min(19, getPriority(tid) + DATABASE_THREAD_NICENESS));
  } catch {
    // Elsewhere, or where the system refuses: the thread keeps the process's priority.
  }
};
lowerThreadPriority();
port.postMessage({ id: 0, ok: true, value: 'ready' } satisfies Reply);
