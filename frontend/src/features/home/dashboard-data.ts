/**
 * The home dashboard's data: every number comes from the server, never a sample.
 */
import { API, LIMITS } from '@labbridge/shared-types';
import { apiKey } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';

/** The event types the Performance Analytics panel shows (spec §2). */
export const PERFORMANCE_EVENTS = [
  { type: 'profile_view', label: 'Profile views' },
  { type: 'project_shared', label: 'Project shares' },
  { type: 'message_sent', label: 'Messages sent' },
  { type: 'collaboration_started', label: 'Collaborations started' },
] as const;

export function useFeaturedForHome() {
  return useApiQuery(API.projects.featured, { query: { limit: LIMITS.homeFeaturedProjects } });
}

export function useRecentConversations() {
  return useApiQuery(API.messages.recent, { query: { limit: LIMITS.homeRecentMessages } });
}

/** Every counter of the dashboard, computed by the server for the signed-in user. */
export function useHomeSummary() {
  return useApiQuery(API.home.summary, {});
}

/** The AI evaluation panel's data: my newest listing and its scores (null: none yet). */
export function useHomeEvaluation() {
  return useApiQuery(API.home.evaluation, {});
}

export const RECENT_ACTIVITY_LIMIT = 5;
/** Every cached Recent Activity, whatever its limit (a key prefix). */
export const HOME_ACTIVITY_KEY = apiKey(API.home.activity);

/** The shell's Recent Activity; kept fresh by features/home/live.ts. */
export function useHomeActivity() {
  return useApiQuery(API.home.activity, { query: { limit: RECENT_ACTIVITY_LIMIT } });
}
