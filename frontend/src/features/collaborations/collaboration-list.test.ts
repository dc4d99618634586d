import type { CollaborationListItem, CollaborationStatus } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  awaitsMyReply,
  countByFilter,
  matchesFilter,
  readCollaborationFilter,
} from './collaboration-list';

const item = (
  id: number,
  status: CollaborationStatus,
  allowedActions: CollaborationListItem['allowedActions'] = [],
): CollaborationListItem => ({
  id,
  projectId: 1,
  researcherId: 'r',
  industryPartnerId: 'i',
  initiatorId: 'i',
  status,
  proposalMessage: 'A pilot?',
  proposedEquity: null,
  proposedTimeline: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  project: { id: 1, title: 'Graphene membranes' },
  counterpart: { id: 'i', firstName: 'Grace', lastName: 'Hopper', organization: null },
  myRole: 'recipient',
  allowedActions,
});

const list = [
  item(1, 'pending', ['accept', 'decline']),
  item(2, 'active', ['complete']),
  item(3, 'completed'),
  item(4, 'declined'),
  item(5, 'withdrawn'),
  item(6, 'pending', ['withdraw']),
  item(7, 'ended'),
];

describe('the collaborations list', () => {
  it('reads the filter from the URL; anything unknown shows all', () => {
    expect(readCollaborationFilter('open')).toBe('open');
    expect(readCollaborationFilter('declined')).toBe('declined');
    expect(readCollaborationFilter('signed')).toBe('all');
    expect(readCollaborationFilter(null)).toBe('all');
  });

  it('open means pending or active, as the dashboard counter counts them', () => {
    expect(list.filter((c) => matchesFilter(c, 'open')).map((c) => c.id)).toEqual([1, 2, 6]);
    expect(list.filter((c) => matchesFilter(c, 'withdrawn')).map((c) => c.id)).toEqual([5]);
    expect(list.filter((c) => matchesFilter(c, 'ended')).map((c) => c.id)).toEqual([7]);
    expect(countByFilter(list)).toEqual({
      open: 3,
      all: 7,
      pending: 2,
      active: 1,
      completed: 1,
      declined: 1,
      withdrawn: 1,
      ended: 1,
    });
  });

  it('marks only proposals that wait for my answer', () => {
    expect(list.filter(awaitsMyReply).map((c) => c.id)).toEqual([1]);
  });
});
