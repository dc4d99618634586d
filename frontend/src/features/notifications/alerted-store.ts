/**
 * Which notifications already had their alert toast in this browser, per user. Kept in
 * localStorage so that a reload, a second tab or signing in again does not alert the same
 * unread notification twice: an alert that timed out leaves it unread in the bell, not on screen.
 */

/** The newest ids kept per user: enough for any backlog the alerts would reach. */
export const ALERTED_KEEP = 500;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const keyOf = (userId: string) => `labbridge:alerted:${userId}`;

const readIds = (storage: KeyValueStorage | null, key: string): number[] => {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
};

export interface AlertedStore {
  readonly userId: string;
  readonly ids: ReadonlySet<number>;
  /** Adds ids and writes the newest ALERTED_KEEP of them back. */
  add(ids: readonly number[]): void;
}

/**
 * The alerted ids of one user, read once from `storage` and written on every add. Without
 * storage (private mode, blocked) it still remembers them for the page's life.
 */
export function alertedStore(storage: KeyValueStorage | null, userId: string): AlertedStore {
  const key = keyOf(userId);
  const ids = new Set(readIds(storage, key));
  return {
    userId,
    ids,
    add(added) {
      for (const id of added) ids.add(id);
      // Notification ids grow: the largest are the ones a later list can still hold unread.
      const kept = [...ids].sort((a, b) => b - a).slice(0, ALERTED_KEEP);
      try {
        storage?.setItem(key, JSON.stringify(kept));
      } catch (err) {
        console.warn('Could not remember the alerted notifications', err);
      }
    },
  };
}

/** The browser's localStorage, or null where it is missing or blocked. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
