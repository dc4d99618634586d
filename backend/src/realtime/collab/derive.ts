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

type Waiting = { resolve(html: string): void; reject(err: Error): void };

/**
 * The HTML of a Yjs state (schema.ts yStateToHtml), derived on a thread of its own, started at
 * the first call; one at a time, in order. A worker that dies fails what it had and the next
 * call starts another.
 */
const createHtmlDeriver = () => {
  let worker: Worker | null = null;
  const pending = new Map<number, Waiting>();
  let nextId = 1;

  const start = () => {
    const started = new Worker(workerFile());
    // Idle, it must not keep the process alive.
    started.unref();
    started.on('message', ({ id, html, error }: { id: number; html?: string; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error !== undefined) waiting?.reject(new Error(error));
      else waiting?.resolve(html!);
    });
    const fail = (err: Error) => {
      if (worker === started) worker = null;
      for (const { reject } of pending.values()) reject(err);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`HTML deriving thread exited (${code})`)));
    return started;
  };

  return {
    html(state: Uint8Array): Promise<string> {
      worker ??= start();
      const id = nextId++;
      const done = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, state });
      return done;
    },
  };
};

/**
 * One thread per process, whatever number of apps (test suites build many): deriving is a pure
 * function of the state, and starting a thread loads the editor schema and happy-dom again. It
 * is unref'd, so it never holds a stopping process.
 */
export const htmlDeriver = createHtmlDeriver();
