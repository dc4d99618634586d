import { DELETED_USER_NAME } from '@labbridge/shared-types';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { unauthenticated } from '../../core/errors';
import { type TxDeps, withTx } from '../../core/tx';
import {
  aiEmbeddings,
  analyticsEvents,
  authTokens,
  awaitingReview,
  clientErrorReports,
  documentExecutedRecords,
  legalDocuments,
  notifications,
  projectFollows,
  projects,
  sessions,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { announceWithdrawn } from '../admin/approvals';
import { userStatus } from '../admin/user-status';
import { revokeSessions } from '../auth/session';
import { documentsOfParty } from '../documents/access';
import { announceDocument } from '../documents/announce';
import { type RequestMeta, recordAudit } from '../documents/audit';
import { storedPdf } from '../documents/pdf/service';
import { documentColumns } from '../documents/queries';
import { demandChange, rescoreAfter } from '../projects/demand';
import { removeUploadFiles } from '../uploads/service';
import type { UserRow } from '../users/present';
import { lockForDeletion } from './lock-order';
import {
  anonymiseAuditLabelsAbout,
  anonymiseCardsAbout,
  anonymiseNotificationsAbout,
} from './mentions';
import { closeOpenCollaborations } from './proposals';
import { removeFromTeams, withTeamsRescored } from './teams';
import { anonymiseUnsignedDocuments } from './unsigned-documents';
import { deleteLooseUploads } from './uploads';

type DeleteDeps = TxDeps & {
  config: Pick<Config, 'publicOrigin' | 'dataDir'>;
  logger: Logger;
  ai: Deps['ai'];
  background: Deps['background'];
};

const CANCEL_REASON = 'A party deleted their account.';

/**
 * The fully executed documents of the user keep their names as signed. Their PDFs are rendered,
 * whenever that happens, from the record the executing signature kept (documents/pdf/service.ts),
 * which this deletion leaves as it is; nothing here needs rendering for them. One executed before
 * those records were kept (migration 0020), though, is rendered from the accounts as they are
 * then, if no download has stored its PDF yet: so that PDF (which names both parties and their
 * emails) is produced now, before the names are erased, and stored like any executed document's.
 * Any document executed after this look has its record, so none is missed while the deletion
 * waits for its locks.
 */
const keepExecutedAsSigned = async (deps: DeleteDeps, user: UserRow) => {
  const unrecorded = await deps.db
    .select(documentColumns)
    .from(legalDocuments)
    .where(
      and(
        documentsOfParty(user.id),
        eq(legalDocuments.status, 'fully_executed'),
        notExists(
          deps.db
            .select()
            .from(documentExecutedRecords)
            .where(eq(documentExecutedRecords.documentId, legalDocuments.id)),
        ),
      ),
    );
  for (const row of unrecorded) await storedPdf(deps, user, row);
};

/**
 * Deletes an account its owner asked to delete (the password was checked by the caller): every
 * personal field is erased and the row stays only as 'Deleted user', so the partners' threads,
 * deals and signed agreements still make sense. Listings are archived; the user's open proposals
 * are withdrawn, those awaiting their answer and active collaborations ended, and unsigned
 * documents cancelled, the other party told of each, and those documents, like any other never
 * executed, anonymised; the user's name leaves their counterparts' notifications, the
 * collaboration cards in their threads and the admin log's lines about the account, they leave
 * every listing's team (whose scores, counting the team, are written anew with it), and their
 * uploads on no listing (a profile photo) are deleted, the files once this commits. Every
 * session ends and its sockets are disconnected once this commits, as a suspension does; the
 * session rows go, and so do the profile's embeddings. An industry account's profile leaves the
 * demand listings' matchability measures: the listings it fitted are rescored once this has
 * committed.
 */
export const deleteAccount = async (deps: DeleteDeps, user: UserRow, meta: RequestMeta) => {
  await keepExecutedAsSigned(deps, user);
  const looseFiles = await withTeamsRescored(deps, user.id, (rescored) =>
    withTx(deps, async (tx, emit) => {
      const row = await lockForDeletion(tx, user.id);
      if (!row || row.deletedAt) throw unauthenticated();
      const now = new Date();

      // What the approval queue held of this account leaves every admin's queue live.
      const queued = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.userId, user.id), awaitingReview(projects)));
      await tx
        .update(projects)
        .set({ isActive: false, isPremiumListing: false, updatedAt: now })
        .where(eq(projects.userId, user.id));
      for (const listing of queued) announceWithdrawn(emit, 'project', listing.id, user.id);
      if (userStatus(row) === 'pending') announceWithdrawn(emit, 'user', user.id, user.id);
      await closeOpenCollaborations(tx, emit, row);
      const cancelled = await tx
        .update(legalDocuments)
        .set({ status: 'cancelled', cancelledAt: now, cancelReason: CANCEL_REASON, updatedAt: now })
        .where(
          and(
            documentsOfParty(user.id),
            inArray(legalDocuments.status, ['draft', 'pending_signatures']),
          ),
        )
        .returning(documentColumns);
      for (const doc of cancelled) {
        await recordAudit(tx, {
          documentId: doc.id,
          action: 'cancelled',
          actorId: user.id,
          meta,
          detail: CANCEL_REASON,
        });
        await announceDocument(tx, emit, doc, 'cancelled', user.id, {
          title: 'Document cancelled',
          message: `“${doc.title}” was cancelled: ${CANCEL_REASON}`,
        });
      }

      await anonymiseUnsignedDocuments(tx, row);
      await anonymiseNotificationsAbout(tx, row);
      await anonymiseCardsAbout(tx, row);
      await anonymiseAuditLabelsAbout(tx, user.id);
      await removeFromTeams(tx, user.id, rescored);
      const storageNames = await deleteLooseUploads(tx, user.id);
      await tx.delete(projectFollows).where(eq(projectFollows.userId, user.id));
      await tx.delete(notifications).where(eq(notifications.userId, user.id));
      await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
      // A view's dedupe key names its viewer's id, which would tie the event back to the account.
      await tx
        .update(analyticsEvents)
        .set({ userId: null, dedupeKey: null })
        .where(eq(analyticsEvents.userId, user.id));
      await tx
        .update(clientErrorReports)
        .set({ userId: null })
        .where(eq(clientErrorReports.userId, user.id));
      await revokeSessions(tx, emit, user.id);
      // Revoked first, for the events that disconnect the sockets; the rows then go, as they keep
      // the browser's user agent. A missing session is as ended as a revoked one to every check.
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      // Vectors of the profile's text: the private one and the public one researchers match on.
      // The archived listings' stay, as their text does.
      await tx
        .delete(aiEmbeddings)
        .where(
          and(
            inArray(aiEmbeddings.subjectType, ['user', 'public-profile']),
            eq(aiEmbeddings.subjectId, user.id),
          ),
        );

      await tx
        .update(users)
        .set({
          // The address is free for a new account; nothing can sign in to this one.
          email: `deleted-${user.id}@deleted.invalid`,
          passwordHash: '!deleted',
          firstName: DELETED_USER_NAME,
          lastName: null,
          emailVerifiedAt: null,
          organization: null,
          position: null,
          bio: null,
          expertise: [],
          researchInterests: null,
          lookingFor: null,
          experience: null,
          headerImageUrl: null,
          headerVideoUrl: null,
          customHeaderText: null,
          socialLinks: [],
          profileVisibility: 'private',
          profileImageUrl: null,
          reviewReason: null,
          suspendedReason: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return storageNames;
    }),
  );
  await removeUploadFiles(deps, looseFiles);
  // An industry profile (`user`, read before the erasure) was demand in listings' matchability.
  rescoreAfter(deps, demandChange(user, null), user.id);
};
