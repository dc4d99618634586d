import type { ListNotificationsResponse, Notification } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  maxNotificationId,
  withCaughtUp,
  withNewNotification,
  withNotificationsRead,
} from './notification-cache';

const notification = (id: number, isRead = false): Notification => ({
  id,
  type: 'message',
  title: `Notification ${id}`,
  message: 'Hello',
  isRead,
  actionUrl: null,
  createdAt: new Date(2026, 0, 1, 0, id).toISOString(),
});

const list = (items: Notification[]): ListNotificationsResponse => ({
  notifications: items,
  unreadCount: items.filter((n) => !n.isRead).length,
  nextCursor: null,
});

const ids = (data: ListNotificationsResponse) => data.notifications.map((n) => n.id);

describe('withNewNotification', () => {
  it('puts a pushed notification first and counts it unread, once', () => {
    const start = list([notification(2), notification(1, true)]);
    const once = withNewNotification(start, notification(3));
    expect(ids(once)).toEqual([3, 2, 1]);
    expect(once.unreadCount).toBe(2);
    expect(withNewNotification(once, notification(3))).toBe(once);
  });
});

describe('withNotificationsRead', () => {
  it('marks the named ones read and takes the server count', () => {
    const data = withNotificationsRead(list([notification(2), notification(1)]), {
      ids: [1],
      unreadCount: 1,
    });
    expect(data.notifications.map((n) => n.isRead)).toEqual([false, true]);
    expect(data.unreadCount).toBe(1);
  });

  it('marks every one read when ids is null', () => {
    const data = withNotificationsRead(list([notification(2), notification(1)]), {
      ids: null,
      unreadCount: 0,
    });
    expect(data.notifications.every((n) => n.isRead)).toBe(true);
    expect(data.unreadCount).toBe(0);
  });
});

describe('catch-up', () => {
  it('starts after the newest id held', () => {
    expect(maxNotificationId([notification(4), notification(9), notification(2)])).toBe(9);
    expect(maxNotificationId([])).toBeNull();
  });

  it('merges what was missed, newest first, without doubles', () => {
    const held = list([notification(5), notification(4)]);
    const data = withCaughtUp(held, [notification(5), notification(6), notification(7)], 4);
    expect(ids(data)).toEqual([7, 6, 5, 4]);
    expect(data.unreadCount).toBe(4);
  });
});
