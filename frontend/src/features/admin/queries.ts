import {
  API,
  APPROVALS_PAGE,
  type PendingApproval,
  type PendingApprovalsResponse,
} from '@labbridge/shared-types';
import type { QueryClient } from '@tanstack/react-query';

/** The first page of the approval queue: what the banner and the Approvals tab open with. */
export const approvalsQuery = (limit = APPROVALS_PAGE) => ({ query: { limit } });

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

/**
 * What a deal's step (a collaboration's or a document's, announced to the admins room) changes:
 * the KPIs (success rate) and deal speed, the partnerships table, stalled deals, the charts.
 */
export const refreshDealViews = (queryClient: QueryClient) => {
  for (const endpoint of [
    API.admin.institutionStats,
    API.admin.collaborations,
    API.admin.stalledDeals,
    API.admin.analytics,
  ]) {
    void queryClient.invalidateQueries({ queryKey: [endpoint.path] });
  }
};

/**
 * Changes every cached page of the queue at once. A page is its query's `limit` newest items;
 * one that shows fewer than `total` does not hold the oldest ones.
 */
const editQueuePages = (
  queryClient: QueryClient,
  edit: (page: PendingApprovalsResponse, limit: number) => PendingApprovalsResponse,
) => {
  const pages = queryClient.getQueriesData<PendingApprovalsResponse>({
    queryKey: [API.admin.pendingApprovals.path],
  });
  for (const [key, page] of pages) {
    const limit = Number((key[1] as { limit?: unknown } | undefined)?.limit ?? APPROVALS_PAGE);
    if (page) queryClient.setQueryData(key, edit(page, limit));
  }
};

const holdsAll = (page: PendingApprovalsResponse) => page.items.length >= page.total;

/**
 * Adds a newly queued item to the cached queue at once (newest first) where it falls within a
 * page, counts it in every page's total, then refetches.
 */
export const addPending = (queryClient: QueryClient, item: PendingApproval) => {
  editQueuePages(queryClient, (page, limit) => {
    if (page.items.some((i) => i.id === item.id)) return page;
    const last = page.items.at(-1);
    const within = holdsAll(page) || (last !== undefined && item.submittedAt > last.submittedAt);
    const items = within
      ? [...page.items, item]
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
          .slice(0, limit)
      : page.items;
    return { items, total: page.total + 1 };
  });
  refreshAdminViews(queryClient);
};

/**
 * Drops a decided item from the cached queue at once, then refetches. A page that does not show
 * it still counts it out when the page does not hold the whole queue (it was further on).
 */
export const removePending = (queryClient: QueryClient, id: string) => {
  editQueuePages(queryClient, (page) => {
    const items = page.items.filter((i) => i.id !== id);
    const counted = items.length < page.items.length || !holdsAll(page);
    return { items, total: counted ? Math.max(0, page.total - 1) : page.total };
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
