import { describe, expect, it } from 'vitest';
import { loadChunk } from './load-chunk';

/** Whether `promise` has settled once every queued microtask and the next macrotask have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('loadChunk', () => {
  it('gives the module a chunk import loaded', async () => {
    const module = { default: 'page' };
    expect(await loadChunk(async () => module)).toBe(module);
  });

  it('keeps waiting, for the reload, when the import was cancelled to reload the page', async () => {
    // What Vite's preload helper resolves to once a `vite:preloadError` was prevented.
    const cancelled = loadChunk(async () => undefined as unknown as { default: string });
    expect(await settled(cancelled)).toBe(false);
  });

  it('passes a failure the page did not cancel on to the error screen', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});
