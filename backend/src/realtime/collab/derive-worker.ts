// The thread where co-edited documents' HTML is derived (derive.ts starts it): for a long document
// the Y.Doc, the ProseMirror tree and happy-dom's serialisation take hundreds of milliseconds, which
// on the main thread would stall every socket and request meanwhile.
import { parentPort } from 'node:worker_threads';
import { yStateToHtml } from './schema';

parentPort!.on('message', async ({ id, state }: { id: number; state: Uint8Array }) => {
  try {
    parentPort!.postMessage({ id, html: await yStateToHtml(state) });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
