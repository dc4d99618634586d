/**
 * The home dashboard's data: every number comes from the server, never a sample.
 */
import {
  type HomeSummary,
  LIMITS,
  type ProjectCollectionResponse,
  type RecentConversationsResponse,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';

/** The event types the Performance Analytics panel shows (spec §2). */
export const PERFORMANCE_EVENTS = [
  { type: 'profile_view', label: 'Profile views' },
  { type: 'project_shared', label: 'Project shares' },
  { type: 'message_sent', label: 'Messages sent' },
  { type: 'collaboration_started', label: 'Collaborations started' },
] as const;

export function useFeaturedForHome() {
  return useQuery<ProjectCollectionResponse>({
    queryKey: ['/api/projects/featured', { limit: LIMITS.homeFeaturedProjects }],
  });
}

export function useRecentConversations() {
  return useQuery<RecentConversationsResponse>({
    queryKey: ['/api/messages/recent', { limit: LIMITS.homeRecentMessages }],
  });
}

/** Every counter of the dashboard, computed by the server for the signed-in user. */
export function useHomeSummary() {
  return useQuery<HomeSummary>({ queryKey: ['/api/home/summary'] });
}
