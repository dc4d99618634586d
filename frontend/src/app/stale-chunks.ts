/**
 * After a deploy, a tab opened before it still asks for the old build's chunks, which are gone:
 * Vite then fires `vite:preloadError` on window. The page reloads once to pick up the new build
 * instead of showing an error; a second failure soon after is a real one (the server is down, the
 * network is) and is left to the page's error handling, so a broken deploy never reload-loops.
 */
const RELOADED_AT = 'labbridge:stale-chunk-reload';
/** A failure this long after the last reload counts as a new deploy again. */
export const RELOAD_GRACE_MS = 60_000;

interface Env {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: number;
}

/** Reloads (and cancels the error) unless this tab already reloaded for it a moment ago. */
export const handleStaleChunk = (event: Pick<Event, 'preventDefault'>, env: Env) => {
  const last = Number(env.storage.getItem(RELOADED_AT) ?? 0);
  if (env.now - last < RELOAD_GRACE_MS) return false;
  env.storage.setItem(RELOADED_AT, String(env.now));
  event.preventDefault();
  env.reload();
  return true;
};

export const installStaleChunkReload = () => {
  window.addEventListener('vite:preloadError', (event) =>
    handleStaleChunk(event, {
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
      now: Date.now(),
    }),
  );
};
