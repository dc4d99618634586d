import { describe, expect, it } from 'vitest';
import {
  COLLABORATION_ACTIONS,
  COLLABORATION_STATUSES,
  type CollaborationAction,
  type CollaborationStatus,
} from '../constants';
import {
  allowedCollaborationActions,
  type CollaborationRole,
  nextCollaborationStatus,
} from './collaboration';

const legal: [CollaborationStatus, CollaborationAction, CollaborationRole, CollaborationStatus][] =
  [
    ['pending', 'accept', 'recipient', 'active'],
    ['pending', 'decline', 'recipient', 'declined'],
    ['pending', 'withdraw', 'proposer', 'withdrawn'],
    ['active', 'complete', 'proposer', 'completed'],
    ['active', 'complete', 'recipient', 'completed'],
  ];

describe('collaboration transitions', () => {
  it.each(legal)('%s --%s by %s--> %s', (from, action, role, to) => {
    expect(nextCollaborationStatus(from, action, role)).toBe(to);
  });

  it('refuses every other combination', () => {
    const roles: CollaborationRole[] = ['proposer', 'recipient', null];
    for (const from of COLLABORATION_STATUSES) {
      for (const action of COLLABORATION_ACTIONS) {
        for (const role of roles) {
          const isLegal = legal.some(([f, a, r]) => f === from && a === action && r === role);
          if (!isLegal) expect(nextCollaborationStatus(from, action, role)).toBeNull();
        }
      }
    }
  });

  it('lists the actions open to a role', () => {
    expect(allowedCollaborationActions('pending', 'recipient')).toEqual(['accept', 'decline']);
    expect(allowedCollaborationActions('pending', 'proposer')).toEqual(['withdraw']);
    expect(allowedCollaborationActions('active', 'proposer')).toEqual(['complete']);
    expect(allowedCollaborationActions('completed', 'recipient')).toEqual([]);
    expect(allowedCollaborationActions('pending', null)).toEqual([]);
  });
});
