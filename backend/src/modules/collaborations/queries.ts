import type { CollaborationDetail, CollaborationListItem } from '@labbridge/shared-types';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { collaborationEvents, collaborations, legalDocuments, projects } from '../../db/schema';
import { latestVestingForCollaboration } from '../documents/vesting';
import { loadUsers, partyOf, toDealSide } from '../users/parties';
import type { UserRow } from '../users/present';
import { type CollaborationRow, canViewCollaboration } from './access';
import { toListItem } from './present';

/** The collaboration with its listing's title; 404 unless the viewer may see it. */
export const findCollaboration = async (db: DbOrTx, viewer: UserRow, id: number) => {
  const [row] = await db
    .select({ collaboration: collaborations, projectTitle: projects.title })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .where(eq(collaborations.id, id))
    .limit(1);
  if (!row || !canViewCollaboration(viewer, row.collaboration)) {
    throw notFound('Collaboration not found');
  }
  return row;
};

/** The viewer's collaborations in every status, latest activity first. */
export const listCollaborations = async (
  db: DbOrTx,
  viewer: UserRow,
): Promise<CollaborationListItem[]> => {
  const rows = await db
    .select({ collaboration: collaborations, projectTitle: projects.title })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .where(
      or(
        eq(collaborations.researcherId, viewer.id),
        eq(collaborations.industryPartnerId, viewer.id),
      ),
    )
    .orderBy(desc(collaborations.updatedAt), desc(collaborations.id));
  const users = await loadUsers(
    db,
    rows.flatMap((r) => [r.collaboration.researcherId, r.collaboration.industryPartnerId]),
  );
  return rows.map((r) => toListItem(viewer, r.collaboration, r.projectTitle, users));
};

/** Everything the collaboration page shows: parties, history, linked documents, vesting. */
export const collaborationDetail = async (
  db: DbOrTx,
  viewer: UserRow,
  found: { collaboration: CollaborationRow; projectTitle: string },
): Promise<CollaborationDetail> => {
  const row = found.collaboration;
  const [events, documents, vesting] = await Promise.all([
    db
      .select()
      .from(collaborationEvents)
      .where(eq(collaborationEvents.collaborationId, row.id))
      .orderBy(asc(collaborationEvents.id)),
    db
      .select({
        id: legalDocuments.id,
        title: legalDocuments.title,
        documentType: legalDocuments.documentType,
        status: legalDocuments.status,
        createdAt: legalDocuments.createdAt,
        updatedAt: legalDocuments.updatedAt,
      })
      .from(legalDocuments)
      .where(eq(legalDocuments.collaborationId, row.id))
      .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id)),
    latestVestingForCollaboration(db, viewer, row.id),
  ]);
  const users = await loadUsers(db, [
    row.researcherId,
    row.industryPartnerId,
    ...events.map((e) => e.actorId),
  ]);
  return {
    ...toListItem(viewer, row, found.projectTitle, users),
    parties: {
      researcher: toDealSide(users.get(row.researcherId)!),
      industryPartner: toDealSide(users.get(row.industryPartnerId)!),
    },
    history: events.map((e) => ({
      id: e.id,
      step: e.step,
      status: e.status,
      actor: partyOf(users, e.actorId),
      reason: e.reason,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
    documents: documents.map((d) => ({
      ...d,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    })),
    vesting,
  };
};

/** An open (pending or active) proposal by this partner on this listing, if any. */
export const openProposal = async (db: DbOrTx, projectId: number, partnerId: string) => {
  const [row] = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.projectId, projectId),
        eq(collaborations.industryPartnerId, partnerId),
        or(eq(collaborations.status, 'pending'), eq(collaborations.status, 'active')),
      ),
    )
    .limit(1);
  return row;
};
