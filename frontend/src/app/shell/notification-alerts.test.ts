import type { Notification } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { nextAlert } from './notification-alerts';

const notification = (id: number, isRead: boolean): Notification => ({
  id,
  type: 'message',
  title: `Notification ${id}`,
  message: 'Hello',
  isRead,
  actionUrl: null,
  createdAt: new Date(2026, 0, id).toISOString(),
});

describe('nextAlert', () => {
  it('picks the first unread notification not shown yet', () => {
    const list = [notification(3, true), notification(2, false), notification(1, false)];
    expect(nextAlert(list, new Set())?.id).toBe(2);
    expect(nextAlert(list, new Set([2]))?.id).toBe(1);
  });

  it('has nothing to show when everything is read or shown', () => {
    expect(nextAlert([notification(1, true)], new Set())).toBeNull();
    expect(nextAlert([notification(1, false)], new Set([1]))).toBeNull();
  });

  it('skips what a page suppresses (the conversation on screen)', () => {
    const list = [notification(2, false), notification(1, false)];
    expect(nextAlert(list, new Set(), (n) => n.id === 2)?.id).toBe(1);
    expect(nextAlert(list, new Set(), () => true)).toBeNull();
  });
});
