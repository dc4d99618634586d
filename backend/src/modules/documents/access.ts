import type { DocumentRole } from '@labbridge/shared-types';
import { eq, or } from 'drizzle-orm';
import { forbidden } from '../../core/errors';
import { legalDocuments } from '../../db/schema';
import { type Actor, isSuperadmin } from '../users/access';

export type DocumentRow = Omit<typeof legalDocuments.$inferSelect, 'yjsState' | 'templateContext'>;
type Viewer = Actor;
type Parties = Pick<DocumentRow, 'researcherUserId' | 'industryUserId'>;

/**
 * Who may do what with a legal document: its two parties read, edit, finalise, sign and cancel
 * it (as rules/documents.ts allows for its status); superadmins read it and edit drafts; any other
 * signed-in user gets 403. The socket layer asks the same question before a co-editor joins.
 */
export const documentRole = (viewer: Viewer, doc: Parties): DocumentRole =>
  viewer.id === doc.researcherUserId
    ? 'researcher'
    : viewer.id === doc.industryUserId
      ? 'industry'
      : isSuperadmin(viewer)
        ? 'admin'
        : null;

export const isDocumentParty = (viewer: Viewer, doc: Parties) => {
  const role = documentRole(viewer, doc);
  return role === 'researcher' || role === 'industry';
};

export const canReadDocument = (viewer: Viewer, doc: Parties) => documentRole(viewer, doc) !== null;

/** 403 unless the viewer is a party (or, with `allowAdmin`, a superadmin). */
export const assertDocumentAccess = (viewer: Viewer, doc: Parties, allowAdmin: boolean) => {
  const role = documentRole(viewer, doc);
  if (role === null || (role === 'admin' && !allowAdmin)) {
    throw forbidden(
      role === 'admin'
        ? 'Only the parties to a document can do this'
        : "You don't have permission to access this document",
    );
  }
  return role;
};

/** The party ids a document notifies and announces its changes to. */
export const documentPartyIds = (doc: Parties) =>
  [doc.researcherUserId, doc.industryUserId].filter((id): id is string => id !== null);

/** The legal documents `userId` is a party to, on either side. As a filter. */
export const documentsOfParty = (userId: string) =>
  or(eq(legalDocuments.researcherUserId, userId), eq(legalDocuments.industryUserId, userId));

/** Who sees a legal document: its two parties; superadmins see every one. As a list filter. */
export const documentsVisibleTo = (user: Actor) =>
  isSuperadmin(user) ? undefined : documentsOfParty(user.id);
