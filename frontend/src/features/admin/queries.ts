import { API, type PendingApproval, type PendingApprovalsResponse } from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';
import { apiKey } from '../../lib/api-client';

export const pendingApprovalsKey = apiKey(API.admin.pendingApprovals);

/** What an approval decision changes: the queue, the KPIs, the tables and the audit feed. */
export const refreshAdminViews = (queryClient: QueryClient) => {
  for (const endpoint of [
    API.admin.pendingApprovals,
    API.admin.institutionStats,
    API.admin.projects,
    API.admin.users,
    API.admin.auditLog,
  ]) {
    void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
  }
};

/** Adds a newly queued item to the cached queue at once (oldest first), then refetches. */
export const addPending = (queryClient: QueryClient, item: PendingApproval) => {
  queryClient.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey, (old) => {
    if (!old || old.items.some((i) => i.id === item.id)) return old;
    const items = [...old.items, item].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    return { items, total: items.length };
  });
  refreshAdminViews(queryClient);
};

/** Drops a decided item from the cached queue at once, then refetches. */
export const removePending = (queryClient: QueryClient, id: string) => {
  queryClient.setQueryData<PendingApprovalsResponse>(pendingApprovalsKey, (old) => {
    if (!old) return old;
    const items = old.items.filter((i) => i.id !== id);
    return { items, total: items.length };
  });
  refreshAdminViews(queryClient);
};

/** The path of an admin table's CSV export with the table's current filters and sort. */
export const csvHref = (path: string, query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'limit') {
      params.set(key, String(value));
    }
  }
  params.set('format', 'csv');
  return `${path}?${params}`;
};
