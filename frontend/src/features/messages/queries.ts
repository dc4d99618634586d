/** Server reads of the messages page, keyed by API path like every query in the app. */
import { API } from '@labbridge/shared-types';
import { apiKey } from '../../lib/api-client';
import { usePollWhileOffline } from '../../lib/socket';
import { useApiQuery } from '../../lib/use-api-query';

/** The most conversations the list shows (the endpoint's maximum page). */
export const CONVERSATION_LIST_LIMIT = 100;

export function useConversationList() {
  return useApiQuery(API.messages.recent, { query: { limit: CONVERSATION_LIST_LIMIT } });
}

/**
 * Three reply suggestions for `text` from the conversation with `withUserId` (whose history and
 * project the server adds as context); asks only while enabled and the text is not blank.
 */
export function useReplySuggestions(text: string, withUserId: string, enabled: boolean) {
  const trimmed = text.trim();
  return useApiQuery(
    API.messages.suggest,
    { query: { text: trimmed, withUserId } },
    { enabled: enabled && trimmed.length > 0 },
  );
}

/** The project a deep link is about (?project=), for the 'About:' chip and the first message. */
export function useLinkedProject(projectId: number | null) {
  return useApiQuery(
    API.projects.detail,
    { params: { id: projectId ?? 0 } },
    { enabled: projectId !== null },
  );
}

export const UNREAD_MESSAGES_KEY = apiKey(API.messages.unreadCount);

/**
 * The navigation's unread badge, kept current by the socket (polled while it is down). Answers
 * null while its call fails, so the badge is hidden rather than showing a number nobody computed.
 */
export function useUnreadMessageCount(): number | null {
  const { data, isError } = useApiQuery(
    API.messages.unreadCount,
    {},
    { refetchInterval: usePollWhileOffline() },
  );
  if (isError || typeof data?.unreadCount !== 'number') return null;
  return data.unreadCount;
}
