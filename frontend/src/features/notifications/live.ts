/**
 * The bell's socket events: a pushed notification lands in the cached list at once (so the
 * badge counts up and the alert toast appears), reads elsewhere clear it, and every connect (and
 * realtime:resync) fetches what arrived while events were missed (?after= the newest id held).
 */
import {
  API,
  type ListNotificationsResponse,
  type Notification,
  type NotificationReadEvent,
} from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { type LiveBinder, listen, onEventsMissed } from '../../lib/socket';
import {
  maxNotificationId,
  withCaughtUp,
  withNewNotification,
  withNotificationsRead,
} from './notification-cache';
import { NOTIFICATIONS_KEY } from './queries';

const CATCH_UP_PAGE = 100;

/** Fetches every notification newer than the newest one held, page by page. */
export async function catchUpNotifications(queryClient: QueryClient): Promise<void> {
  const held = queryClient.getQueryData<ListNotificationsResponse>(NOTIFICATIONS_KEY);
  // Nothing held yet: the list's own first fetch is the catch-up.
  if (!held) return;
  const newest = maxNotificationId(held.notifications);
  if (newest === null) {
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    return;
  }
  const fetched: Notification[] = [];
  let after = newest;
  let unreadCount = held.unreadCount;
  for (;;) {
    const page = await callApi(API.notifications.list, {
      query: { after, limit: CATCH_UP_PAGE },
    });
    fetched.push(...page.notifications);
    unreadCount = page.unreadCount;
    if (page.nextCursor === null || page.nextCursor <= after) break;
    after = page.nextCursor;
  }
  queryClient.setQueryData<ListNotificationsResponse>(
    NOTIFICATIONS_KEY,
    (data) => data && withCaughtUp(data, fetched, unreadCount),
  );
}

/** Subscribes the bell to a session's socket; returns the unsubscribe. */
export const bindNotificationEvents: LiveBinder = (socket, { queryClient }) => {
  const onNew = (notification: Notification) => {
    if (!queryClient.getQueryData(NOTIFICATIONS_KEY)) {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      return;
    }
    queryClient.setQueryData<ListNotificationsResponse>(
      NOTIFICATIONS_KEY,
      (data) => data && withNewNotification(data, notification),
    );
  };
  const onRead = (event: NotificationReadEvent) =>
    queryClient.setQueryData<ListNotificationsResponse>(
      NOTIFICATIONS_KEY,
      (data) => data && withNotificationsRead(data, event),
    );
  const onConnect = () =>
    void catchUpNotifications(queryClient).catch((err) => {
      console.warn('Notification catch-up failed; reloading the list instead', err);
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    });

  const stopListening = listen(socket, { 'notification:new': onNew, 'notification:read': onRead });
  const stopCatchingUp = onEventsMissed(socket, onConnect, { everyConnect: true });
  return () => {
    stopListening();
    stopCatchingUp();
  };
};
