/**
 * The shell's live counts. The socket keeps them current (features/notifications); the 30 s
 * poll of spec §9 stands in only while the socket is down. The unread count answers null while
 * its call fails, so a badge is hidden rather than showing a number nobody computed.
 */
import { API, NOTIFICATION_POLL_MS } from '@labbridge/shared-types';
import { apiKey } from '../../lib/api-client';
import { useSocketConnected } from '../../lib/socket';
import { useApiQuery } from '../../lib/use-api-query';

export const NOTIFICATIONS_KEY = apiKey(API.notifications.list);
export const UNREAD_MESSAGES_KEY = apiKey(API.messages.unreadCount);

/** Polling interval: none while the socket pushes changes, 30 s while it is disconnected. */
function usePollInterval(): number | false {
  return useSocketConnected() ? false : NOTIFICATION_POLL_MS;
}

/** The latest notifications and the unread total (spec §7, §9). */
export function useNotifications() {
  return useApiQuery(API.notifications.list, {}, { refetchInterval: usePollInterval() });
}

export function useUnreadMessageCount(): number | null {
  const { data, isError } = useApiQuery(
    API.messages.unreadCount,
    {},
    { refetchInterval: usePollInterval() },
  );
  if (isError || typeof data?.unreadCount !== 'number') return null;
  return data.unreadCount;
}
