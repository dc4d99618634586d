import type { CollaborationAction, CollaborationStatus } from '../constants';

/** The viewer's side of a collaboration: who proposed it, who received it, or neither. */
export type CollaborationRole = 'proposer' | 'recipient' | null;

interface Transition {
  from: CollaborationStatus;
  to: CollaborationStatus;
  /** Who may take it. */
  by: readonly Exclude<CollaborationRole, null>[];
}

/**
 * Every legal transition: the recipient accepts or declines a pending proposal, the proposer
 * withdraws it while pending, either party completes an active collaboration. Anything else is
 * refused (409 BUSINESS_LOGIC_ERROR on the server).
 */
export const COLLABORATION_TRANSITIONS: Record<CollaborationAction, Transition> = {
  accept: { from: 'pending', to: 'active', by: ['recipient'] },
  decline: { from: 'pending', to: 'declined', by: ['recipient'] },
  withdraw: { from: 'pending', to: 'withdrawn', by: ['proposer'] },
  complete: { from: 'active', to: 'completed', by: ['proposer', 'recipient'] },
};

/** The status an action leads to, or null when this role may not take it from this status. */
export const nextCollaborationStatus = (
  status: CollaborationStatus,
  action: CollaborationAction,
  role: CollaborationRole,
): CollaborationStatus | null => {
  const t = COLLABORATION_TRANSITIONS[action];
  return role !== null && t.from === status && t.by.includes(role) ? t.to : null;
};

/** The actions open to this role now, in a stable order (for buttons). */
export const allowedCollaborationActions = (
  status: CollaborationStatus,
  role: CollaborationRole,
): CollaborationAction[] =>
  (Object.keys(COLLABORATION_TRANSITIONS) as CollaborationAction[]).filter(
    (action) => nextCollaborationStatus(status, action, role) !== null,
  );
