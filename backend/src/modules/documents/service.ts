import {
  documentTermsSchema,
  type LegalDocument,
  type LegalDocumentSummary,
} from '@labbridge/shared-types';
import { desc, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentSignatures, legalDocuments, users } from '../../db/schema';
import { type Actor, isSuperadmin } from '../users/access';
import type { UserRow } from '../users/present';
import { documentsVisibleTo } from './access';

// The Yjs state is the co-editor's business and can be large: lists never read it.
const { yjsState: _, ...listed } = getTableColumns(legalDocuments);
type DocumentRow = Omit<typeof legalDocuments.$inferSelect, 'yjsState'>;

// Versions, hashes and the execution and cancellation times arrive with the deals migration;
// until then every document is at its first version.
export const toLegalDocument = (row: DocumentRow): LegalDocument => ({
  id: row.id,
  title: row.title,
  content: row.content,
  documentType: row.documentType,
  status: row.status,
  terms: documentTermsSchema.parse(row.terms),
  version: 1,
  contentHash: null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finalizedAt: row.finalizedAt?.toISOString() ?? null,
  executedAt: null,
  cancelledAt: null,
  cancelReason: null,
  pdfUrl: row.pdfUrl ?? `/api/legal/documents/${row.id}/pdf`,
  researcherUserId: row.researcherUserId,
  industryUserId: row.industryUserId,
  createdById: row.createdById,
  projectId: row.projectId,
  collaborationId: row.collaborationId,
});

const toParty = (row: UserRow | undefined) =>
  row
    ? {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        organization: row.organization,
      }
    : null;

/** The documents the user is a party to, or every document for a superadmin; newest first. */
export const listDocuments = async (db: Db, user: Actor): Promise<LegalDocumentSummary[]> => {
  const rows = await db
    .select(listed)
    .from(legalDocuments)
    .where(documentsVisibleTo(user))
    .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const partyIds = [
    ...new Set(
      rows.flatMap((r) => [r.researcherUserId, r.industryUserId]).filter((id) => id !== null),
    ),
  ];
  const [signatures, parties] = await Promise.all([
    db
      .select({ documentId: documentSignatures.documentId, userId: documentSignatures.userId })
      .from(documentSignatures)
      .where(inArray(documentSignatures.documentId, ids)),
    partyIds.length ? db.select().from(users).where(inArray(users.id, partyIds)) : [],
  ]);
  const byId = new Map(parties.map((p) => [p.id, p]));
  return rows.map((row) => {
    const { content: _content, ...document } = toLegalDocument(row);
    const signedBy = signatures.filter((s) => s.documentId === row.id).map((s) => s.userId);
    const myRole =
      row.researcherUserId === user.id
        ? 'researcher'
        : row.industryUserId === user.id
          ? 'industry'
          : isSuperadmin(user)
            ? 'admin'
            : null;
    return {
      ...document,
      parties: {
        researcher: toParty(byId.get(row.researcherUserId ?? '')),
        industry: toParty(byId.get(row.industryUserId ?? '')),
      },
      signedBy,
      awaitingMySignature:
        row.status === 'pending_signatures' &&
        (myRole === 'researcher' || myRole === 'industry') &&
        !signedBy.includes(user.id),
      myRole,
    };
  });
};
