import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The worker as built next to the bundle (dist/), or its source run through tsx. */
const workerFile = () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'realtime/collab/derive-worker.js');
  return existsSync(built) ? built : path.join(here, 'derive-source.mjs');
};

/** What the thread converts: a Yjs state to HTML, or HTML to a first Yjs state. */
export type Conversion = { to: 'html'; input: Uint8Array } | { to: 'yState'; input: string };

type Waiting = { resolve(result: unknown): void; reject(err: Error): void };

/**
 * Conversions between a document's Yjs state and its HTML (schema.ts yStateToHtml and
 * htmlToYState) on a thread of its own, started at the first call; one at a time, in order. A
 * worker that dies fails what it had and the next call starts another.
 */
const createConverter = () => {
  let worker: Worker | null = null;
  const pending = new Map<number, Waiting>();
  let nextId = 1;

  const start = () => {
    const started = new Worker(workerFile());
    // Idle, it must not keep the process alive.
    started.unref();
    started.on(
      'message',
      ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
        const waiting = pending.get(id);
        pending.delete(id);
        if (error !== undefined) waiting?.reject(new Error(error));
        else waiting?.resolve(result);
      },
    );
    const fail = (err: Error) => {
      if (worker === started) worker = null;
      for (const { reject } of pending.values()) reject(err);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`document converting thread exited (${code})`)));
    return started;
  };

  const convert = (job: Conversion) => {
    worker ??= start();
    const id = nextId++;
    const done = new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, job });
    return done;
  };

  return {
    /** The HTML of a Yjs state. */
    html: async (state: Uint8Array) => (await convert({ to: 'html', input: state })) as string,
    /** A first Yjs state for a document never co-edited, from its HTML. */
    yState: async (html: string) => (await convert({ to: 'yState', input: html })) as Uint8Array,
  };
};

/**
 * One thread per process, whatever number of apps (test suites build many): converting is a pure
 * function of its input, and starting a thread loads the editor schema and happy-dom again. It
 * is unref'd, so it never holds a stopping process.
 */
export const documentConverter = createConverter();
