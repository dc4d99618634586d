/**
 * The shell's live counts. The socket keeps them current (features/notifications); the 30 s
 * poll of spec §9 stands in only while the socket is down. The unread count answers null while
 * its call fails, so a badge is hidden rather than showing a number nobody computed.
 */
import {
  type ListNotificationsResponse,
  NOTIFICATION_POLL_MS,
  type UnreadMessagesResponse,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';
import { useSocketConnected } from '../../lib/socket';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const UNREAD_MESSAGES_KEY = ['/api/messages/unread-count'] as const;

/** Polling interval: none while the socket pushes changes, 30 s while it is disconnected. */
function usePollInterval(): number | false {
  return useSocketConnected() ? false : NOTIFICATION_POLL_MS;
}

/** The latest notifications and the unread total (spec §7, §9). */
export function useNotifications() {
  return useQuery<ListNotificationsResponse>({
    queryKey: NOTIFICATIONS_KEY,
    refetchInterval: usePollInterval(),
  });
}

export function useUnreadMessageCount(): number | null {
  const { data, isError } = useQuery<UnreadMessagesResponse>({
    queryKey: UNREAD_MESSAGES_KEY,
    refetchInterval: usePollInterval(),
  });
  if (isError || typeof data?.unreadCount !== 'number') return null;
  return data.unreadCount;
}
