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
