import type { CollaborationRole } from '@labbridge/shared-types';
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

export const canViewCollaboration = (viewer: Viewer, c: CollaborationRow) =>
  isCollaborationParty(viewer, c) || isSuperadmin(viewer);

/** Researchers and industry partners propose; an account without a role or an admin does not. */
export const canPropose = (viewer: Viewer) =>
  viewer.userType === 'researcher' || viewer.userType === 'industry';

/** The party on the other side of the viewer (for a superadmin: the proposer). */
export const counterpartId = (viewer: Viewer, c: CollaborationRow) =>
  viewer.id === c.initiatorId ? c.researcherId : c.initiatorId;
