import type { AccountExport } from '@labbridge/shared-types';
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  collaborations,
  legalDocuments,
  messages,
  notifications,
  projectFollows,
  projects,
} from '../../db/schema';
import { toCollaboration } from '../collaborations/present';
import { toLegalDocument } from '../documents/present';
import { documentColumns } from '../documents/queries';
import { toMessage } from '../messages/present';
import { toNotification } from '../notifications/service';
import { projectWithOwnerColumns, toProject } from '../projects/present';
import { toUser, type UserRow } from '../users/present';

/**
 * Everything held about `user`, presented as the API presents it to them. Other people appear
 * only as ids (a message's other party, a deal's partner): their profiles are theirs to export.
 */
export const exportAccount = async (
  db: DbOrTx,
  user: UserRow,
  adminEmails: string[],
): Promise<AccountExport> => {
  const [listings, sent, deals, documents, inbox, follows] = await Promise.all([
    db
      .select(projectWithOwnerColumns.project)
      .from(projects)
      .where(eq(projects.userId, user.id))
      .orderBy(asc(projects.id)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, user.id), eq(messages.receiverId, user.id)))
      .orderBy(asc(messages.id)),
    db
      .select()
      .from(collaborations)
      .where(
        or(eq(collaborations.researcherId, user.id), eq(collaborations.industryPartnerId, user.id)),
      )
      .orderBy(asc(collaborations.id)),
    db
      .select(documentColumns)
      .from(legalDocuments)
      .where(
        or(
          eq(legalDocuments.researcherUserId, user.id),
          eq(legalDocuments.industryUserId, user.id),
        ),
      )
      .orderBy(asc(legalDocuments.id)),
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(asc(notifications.id)),
    db
      .select({ projectId: projectFollows.projectId })
      .from(projectFollows)
      .where(eq(projectFollows.userId, user.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: toUser(user, adminEmails),
    listings: listings.map((row) => toProject(row, user, user)),
    messages: sent.map(toMessage),
    collaborations: deals.map(toCollaboration),
    documents: documents.map(toLegalDocument),
    notifications: inbox.map(toNotification),
    followedProjectIds: follows.map((f) => f.projectId),
  };
};
