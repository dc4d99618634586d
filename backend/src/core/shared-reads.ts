/**
 * Reads a value for concurrent callers with as few reads as possible, but never hands a caller
 * a read that began before the caller asked: a caller arriving while a read is in flight waits
 * for the next one, which starts when the current one ends. So every answer is at least as new
 * as the moment it was asked for (a write committed before a request arrived is always seen).
 */
export const sharedReads = <T>(read: () => Promise<T>) => {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const started = read().finally(() => {
      if (current === started) current = null;
    });
    current = started;
    return started;
  };
  const settled = () => undefined;
  return () => {
    if (!current) return start();
    next ??= current.then(settled, settled).then(() => {
      next = null;
      return start();
    });
    return next;
  };
};

/**
 * For a figure that may lag a little and is costly to read: the last value read is handed out
 * until it is `maxAgeMs` old, then one read refreshes it for every caller waiting meanwhile
 * (each of them asked for a figure that may lag anyway). A failed read is not kept.
 */
export const sampledReads = <T>(
  read: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = performance.now.bind(performance),
) => {
  let last: { value: T; at: number } | null = null;
  let inFlight: Promise<T> | null = null;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    inFlight ??= (async () => {
      const at = now();
      try {
        const value = await read();
        last = { value, at };
        return value;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };
};
