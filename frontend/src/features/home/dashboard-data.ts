/**
 * The home dashboard's numbers, each computed from an API answer. A call that fails (for
 * instance a feature whose API does not exist yet) counts as no data: 0, never a sample.
 */
import {
  LIMITS,
  type Project,
  type ProjectCollectionResponse,
  type ProjectListResponse,
  type RecentConversationsResponse,
  type UserType,
} from '@labbridge/shared-types';
import { useQuery } from '@tanstack/react-query';

/**
 * The list inside an answer: the answer itself when it is an array, else its `key` field.
 * Collaborations, documents and analytics are spec'd only as "a list" so far.
 */
export function listFrom<T = Record<string, unknown>>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/** The analytics event types the Performance Analytics panel counts (spec §2). */
export const PERFORMANCE_EVENTS = [
  { type: 'profile_view', label: 'Profile views' },
  { type: 'project_shared', label: 'Project shares' },
  { type: 'message_sent', label: 'Messages sent' },
  { type: 'collaboration_started', label: 'Collaborations started' },
] as const;

export function countByType(events: { eventType?: unknown }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of events) {
    if (typeof event.eventType === 'string') {
      counts[event.eventType] = (counts[event.eventType] ?? 0) + 1;
    }
  }
  return counts;
}

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

/** Researchers count their own active listings; everyone else the open catalogue. */
function useActiveProjects(userType: UserType | null) {
  const mine = useQuery<ProjectCollectionResponse>({
    queryKey: ['/api/projects/mine'],
    enabled: userType === 'researcher',
  });
  const catalogue = useQuery<ProjectListResponse>({
    queryKey: ['/api/projects', { limit: 1 }],
    enabled: userType !== 'researcher',
  });
  if (userType === 'researcher') {
    return {
      value: mine.data?.projects.filter((p: Project) => p.isActive).length ?? 0,
      loading: mine.isPending,
      caption: 'Your listings',
    };
  }
  return {
    value: catalogue.data?.total ?? 0,
    loading: catalogue.isPending,
    caption: 'Open on LabBridge',
  };
}

/** A list endpoint's items, or none while it loads or when it fails. */
function useList(path: string, key: string) {
  const query = useQuery<unknown>({ queryKey: [path] });
  return { items: query.isError ? [] : listFrom(query.data, key), loading: query.isPending };
}

export function useDashboardStats(userType: UserType | null) {
  const active = useActiveProjects(userType);
  const collaborations = useList('/api/collaborations', 'collaborations');
  const documents = useList('/api/legal/documents', 'documents');
  const analytics = useList('/api/analytics', 'events');
  const eventCounts = countByType(analytics.items);
  return {
    activeProjects: active,
    collaborations: { value: collaborations.items.length, loading: collaborations.loading },
    pendingDocuments: {
      value: documents.items.filter((d) => d.status === 'pending_signatures').length,
      loading: documents.loading,
    },
    documentCount: documents.items.length,
    aiEvaluations: { value: eventCounts.project_created ?? 0, loading: analytics.loading },
    eventCounts,
    analyticsLoading: analytics.loading,
  };
}
