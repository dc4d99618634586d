/** Never settles: the page is about to reload. */
const untilReload = new Promise<never>(() => {});

/**
 * A chunk's dynamic import, for every lazily loaded module. When a chunk is gone after a deploy,
 * app/stale-chunks.ts cancels the failure and reloads the page, and Vite then resolves the import
 * with undefined: waiting for the reload keeps the page on its loading state, where using the
 * missing module would show an error screen until the reload lands.
 */
export const loadChunk = async <M>(load: () => Promise<M>): Promise<M> =>
  ((await load()) as M | undefined) ?? untilReload;
