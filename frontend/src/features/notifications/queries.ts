/**
 * The bell's reads. The socket keeps them current (live.ts); the 30 s poll of spec §9 stands in
 * only while the socket is down.
 */
import { API } from '@labbridge/shared-types';
import { apiKey } from '../../lib/api-client';
import { usePollWhileOffline } from '../../lib/socket';
import { useApiQuery } from '../../lib/use-api-query';

export const NOTIFICATIONS_KEY = apiKey(API.notifications.list);

/** The latest notifications and the unread total (spec §7, §9). */
export function useNotifications() {
  return useApiQuery(API.notifications.list, {}, { refetchInterval: usePollWhileOffline() });
}
