/**
 * How live events change the cached notification list (NOTIFICATIONS_KEY: latest first, with
 * the unread total), as pure functions: the socket handlers and the tests share them.
 */
import type {
  ListNotificationsResponse,
  Notification,
  NotificationReadEvent,
} from '@labbridge/shared-types';

const newestFirst = (a: Notification, b: Notification) => b.id - a.id;

/** A pushed notification joins the list once, whatever the number of times it arrives. */
export function withNewNotification(
  data: ListNotificationsResponse,
  notification: Notification,
): ListNotificationsResponse {
  if (data.notifications.some((n) => n.id === notification.id)) return data;
  return {
    ...data,
    notifications: [notification, ...data.notifications].sort(newestFirst),
    unreadCount: data.unreadCount + (notification.isRead ? 0 : 1),
  };
}

/** Notifications read elsewhere (another tab, or by reading their conversation). */
export function withNotificationsRead(
  data: ListNotificationsResponse,
  event: NotificationReadEvent,
): ListNotificationsResponse {
  const ids = event.ids === null ? null : new Set(event.ids);
  return {
    ...data,
    notifications: data.notifications.map((n) =>
      !n.isRead && (ids === null || ids.has(n.id)) ? { ...n, isRead: true } : n,
    ),
    unreadCount: event.unreadCount,
  };
}

/** What a catch-up fetched (?after=), merged without doubles; the server's count wins. */
export function withCaughtUp(
  data: ListNotificationsResponse,
  fetched: readonly Notification[],
  unreadCount: number,
): ListNotificationsResponse {
  const held = new Set(data.notifications.map((n) => n.id));
  const fresh = fetched.filter((n) => !held.has(n.id));
  return {
    ...data,
    notifications: fresh.length
      ? [...fresh, ...data.notifications].sort(newestFirst)
      : data.notifications,
    unreadCount,
  };
}

/** The catch-up cursor: the newest notification held, or null when none is. */
export const maxNotificationId = (notifications: readonly Notification[]) =>
  notifications.reduce<number | null>((max, n) => (max === null || n.id > max ? n.id : max), null);
