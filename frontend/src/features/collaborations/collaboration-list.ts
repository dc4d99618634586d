/**
 * What the collaborations list shows: my deals filtered by status (kept in the URL), and which
 * of them wait for me. Pure, so it is tested alone.
 */
import {
  COLLABORATION_STATUSES,
  type CollaborationListItem,
  type CollaborationStatus,
} from '@labbridge/shared-types';
import { oneOf } from '../../lib/one-of';

/** 'open' (pending or active, the dashboard counter's deals), 'all', or one status. */
export type CollaborationFilter = 'open' | 'all' | CollaborationStatus;
export const COLLABORATION_FILTERS: readonly CollaborationFilter[] = [
  'open',
  'all',
  ...COLLABORATION_STATUSES,
];

/** The filter a URL's ?status= names; anything else shows every collaboration. */
export const readCollaborationFilter = (raw: string | null): CollaborationFilter =>
  oneOf(COLLABORATION_FILTERS, raw) ?? 'all';

export const matchesFilter = (c: CollaborationListItem, filter: CollaborationFilter) =>
  filter === 'all'
    ? true
    : filter === 'open'
      ? c.status === 'pending' || c.status === 'active'
      : c.status === filter;

/** A proposal made to me that waits for my answer (accept or decline). */
export const awaitsMyReply = (c: CollaborationListItem) =>
  c.allowedActions.includes('accept') || c.allowedActions.includes('decline');

/** How many of mine each filter would show, for the filter's labels. */
export function countByFilter(
  list: readonly CollaborationListItem[],
): Record<CollaborationFilter, number> {
  return Object.fromEntries(
    COLLABORATION_FILTERS.map((f) => [f, list.filter((c) => matchesFilter(c, f)).length]),
  ) as Record<CollaborationFilter, number>;
}
