import type { Notification } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { ALERTED_KEEP, alertedStore } from './alerted-store';
import { nextAlert } from './alerts';

/** A browser's localStorage as far as the store uses it. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const unread = (id: number): Notification => ({
  id,
  type: 'collaboration',
  title: `Notification ${id}`,
  message: 'Hello',
  isRead: false,
  actionUrl: null,
  createdAt: new Date(2026, 0, id).toISOString(),
});

describe('alertedStore', () => {
  it('an alert shown before a reload is not shown again after it', () => {
    const storage = memoryStorage();
    const list = [unread(2), unread(1)];
    const before = alertedStore(storage, 'ada');
    const first = nextAlert(list, before.ids, 0);
    expect(first.kind === 'alert' && first.alert.ids).toEqual([2]);
    before.add([2]);

    // A full reload: a fresh store over the same storage.
    const after = alertedStore(storage, 'ada');
    const next = nextAlert(list, after.ids, 0);
    expect(next.kind === 'alert' && next.alert.ids).toEqual([1]);
    after.add([1]);
    expect(nextAlert(list, alertedStore(storage, 'ada').ids, 0)).toEqual({ kind: 'idle' });
  });

  it('keeps each user’s alerts apart', () => {
    const storage = memoryStorage();
    alertedStore(storage, 'ada').add([7]);
    expect(alertedStore(storage, 'ada').ids.has(7)).toBe(true);
    expect(alertedStore(storage, 'grace').ids.has(7)).toBe(false);
  });

  it(`keeps only the newest ${ALERTED_KEEP} ids in storage`, () => {
    const storage = memoryStorage();
    const store = alertedStore(storage, 'ada');
    store.add(Array.from({ length: ALERTED_KEEP + 10 }, (_, i) => i + 1));
    const kept = alertedStore(storage, 'ada').ids;
    expect(kept.size).toBe(ALERTED_KEEP);
    expect(kept.has(ALERTED_KEEP + 10)).toBe(true);
    expect(kept.has(10)).toBe(false);
  });

  it('survives storage that is missing, corrupt or refuses writes', () => {
    const noStorage = alertedStore(null, 'ada');
    noStorage.add([3]);
    expect(noStorage.ids.has(3)).toBe(true);

    const corrupt = memoryStorage();
    corrupt.setItem('labbridge:alerted:ada', '{not json');
    expect(alertedStore(corrupt, 'ada').ids.size).toBe(0);

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = alertedStore(full, 'ada');
    expect(() => store.add([4])).not.toThrow();
    expect(store.ids.has(4)).toBe(true);
  });
});
