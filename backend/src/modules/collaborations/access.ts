import type { CollaborationRole } from '@labbridge/shared-types';
import { forbidden } from '../../core/errors';
import type { collaborations } from '../../db/schema';
import { type Actor, isSuperadmin } from '../users/access';

export type CollaborationRow = typeof collaborations.$inferSelect;
type Viewer = Actor;

/**
 * Who may do what with collaborations. The listing's owner receives proposals, the proposer may
 * withdraw; both parties see it, and superadmins (the tech transfer office) see every one but act
 * on none. Anyone else is told it does not exist.
 */
export const collaborationRole = (viewer: Viewer, c: CollaborationRow): CollaborationRole =>
  viewer.id === c.initiatorId
    ? 'proposer'
    : viewer.id === c.researcherId || viewer.id === c.industryPartnerId
      ? 'recipient'
      : null;

export const isCollaborationParty = (viewer: Viewer, c: CollaborationRow) =>
  collaborationRole(viewer, c) !== null;

/** 403 with `message` unless the viewer is one of the parties: a superadmin watches, never acts. */
export const assertCollaborationParty = (viewer: Viewer, c: CollaborationRow, message: string) => {
  if (!isCollaborationParty(viewer, c)) throw forbidden(message);
};

/**
 * A collaboration's documents (the Generate form's prefill, the draft itself) are its parties'
 * to draft.
 */
export const assertCanDraftFor = (viewer: Viewer, c: CollaborationRow) =>
  assertCollaborationParty(
    viewer,
    c,
    'Only the parties to a collaboration can draft its documents',
  );

/** The two accounts a collaboration binds: its researcher and its industry partner. */
export const collaborationPartyIds = (
  c: Pick<CollaborationRow, 'researcherId' | 'industryPartnerId'>,
) => [c.researcherId, c.industryPartnerId];

export const canViewCollaboration = (viewer: Viewer, c: CollaborationRow) =>
  isCollaborationParty(viewer, c) || isSuperadmin(viewer);

/** Researchers and industry partners propose; an account without a role or an admin does not. */
export const canPropose = (viewer: Viewer) =>
  viewer.userType === 'researcher' || viewer.userType === 'industry';

/** The party on the other side of the viewer (for a superadmin: the proposer). */
export const counterpartId = (viewer: Viewer, c: CollaborationRow) =>
  viewer.id === c.initiatorId ? c.researcherId : c.initiatorId;
