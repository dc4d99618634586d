/** Server reads of the messages page, keyed by API path like every query in the app. */
import type {
  ProjectDetail,
  RecentConversationsResponse,
  SuggestResponseResponse,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES_PATH, RECENT_PATH } from './sync';

/** The most conversations the list shows (the endpoint's maximum page). */
export const CONVERSATION_LIST_LIMIT = 100;

export function useConversationList() {
  return useQuery<RecentConversationsResponse>({
    queryKey: [RECENT_PATH, { limit: CONVERSATION_LIST_LIMIT }],
  });
}

/**
 * Three reply suggestions for `text` from the conversation with `withUserId` (whose history and
 * project the server adds as context); asks only while enabled and the text is not blank.
 */
export function useReplySuggestions(text: string, withUserId: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery<SuggestResponseResponse>({
    queryKey: [`${MESSAGES_PATH}/suggest-response`, { text: trimmed, withUserId }],
    enabled: enabled && trimmed.length > 0,
  });
}

/** The project a deep link is about (?project=), for the 'About:' chip and the first message. */
export function useLinkedProject(projectId: number | null) {
  return useQuery<ProjectDetail>({
    queryKey: [`/api/projects/${projectId ?? 0}`],
    enabled: projectId !== null,
  });
}
