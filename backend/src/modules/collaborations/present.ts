import {
  allowedCollaborationActions,
  type Collaboration,
  type CollaborationListItem,
} from '@labbridge/shared-types';
import { toParty } from '../users/parties';
import type { UserRow } from '../users/present';
import { type CollaborationRow, collaborationRole, counterpartId } from './access';

export const toCollaboration = (row: CollaborationRow): Collaboration => ({
  id: row.id,
  projectId: row.projectId,
  researcherId: row.researcherId,
  industryPartnerId: row.industryPartnerId,
  initiatorId: row.initiatorId,
  status: row.status,
  proposalMessage: row.proposalMessage,
  proposedEquity: row.proposedEquity,
  proposedTimeline: row.proposedTimeline,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A collaboration seen from the viewer's side: their role, the other party, what they may do. */
export const toListItem = (
  viewer: UserRow,
  row: CollaborationRow,
  projectTitle: string,
  users: Map<string, UserRow>,
): CollaborationListItem => {
  const myRole = collaborationRole(viewer, row);
  return {
    ...toCollaboration(row),
    project: { id: row.projectId, title: projectTitle },
    // Both parties' accounts exist: deleting one deletes its collaborations.
    counterpart: toParty(users.get(counterpartId(viewer, row))!, true),
    myRole,
    allowedActions: allowedCollaborationActions(row.status, myRole),
  };
};
