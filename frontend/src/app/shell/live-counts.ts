/**
 * The shell's live counts. Both answer null until their endpoint exists or while it fails,
 * so a badge is hidden rather than showing a number nobody computed.
 */
import {
  type ListNotificationsResponse,
  NOTIFICATION_POLL_MS,
  type UnreadMessagesResponse,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const UNREAD_MESSAGES_KEY = ['/api/messages/unread-count'] as const;

/** The latest notifications and the unread total, polled every 30 s (spec §7, §9). */
export function useNotifications() {
  return useQuery<ListNotificationsResponse>({
    queryKey: NOTIFICATIONS_KEY,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

export function useUnreadMessageCount(): number | null {
  const { data, isError } = useQuery<UnreadMessagesResponse>({
    queryKey: UNREAD_MESSAGES_KEY,
    refetchInterval: NOTIFICATION_POLL_MS,
  });
  if (isError || typeof data?.unreadCount !== 'number') return null;
  return data.unreadCount;
}
