// The thread where co-edited documents are converted (derive.ts starts it): for a long document
// the Y.Doc, the ProseMirror tree and happy-dom's parsing or serialisation take hundreds of
// milliseconds, which on the main thread would stall every socket and request meanwhile.
import { parentPort } from 'node:worker_threads';
import type { Conversion } from './derive';
import { htmlToYState, yStateToHtml } from './schema';

const convert = (job: Conversion) =>
  job.to === 'html' ? yStateToHtml(job.input) : htmlToYState(job.input);

parentPort!.on('message', async ({ id, job }: { id: number; job: Conversion }) => {
  try {
    parentPort!.postMessage({ id, result: await convert(job) });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
