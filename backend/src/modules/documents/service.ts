import { documentTermsSchema, type LegalDocument } from '@labbridge/shared-types';
import { desc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { legalDocuments } from '../../db/schema';
import type { UserRow } from '../users/present';

// The Yjs state is the co-editor's business and can be large: lists never read it.
const { yjsState: _, ...listed } = getTableColumns(legalDocuments);
type DocumentRow = Omit<typeof legalDocuments.$inferSelect, 'yjsState'>;

export const toLegalDocument = (row: DocumentRow): LegalDocument => ({
  id: row.id,
  title: row.title,
  content: row.content,
  documentType: row.documentType,
  status: row.status,
  terms: documentTermsSchema.parse(row.terms),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  pdfUrl: row.pdfUrl,
  researcherUserId: row.researcherUserId,
  industryUserId: row.industryUserId,
  projectId: row.projectId,
  collaborationId: row.collaborationId,
});

/** The documents the user is a party to, or every document for a superadmin; newest first. */
export const listDocuments = async (db: Db, user: UserRow) => {
  const rows = await db
    .select(listed)
    .from(legalDocuments)
    .where(
      user.userType === 'superadmin'
        ? undefined
        : or(
            eq(legalDocuments.researcherUserId, user.id),
            eq(legalDocuments.industryUserId, user.id),
          ),
    )
    .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id));
  return rows.map(toLegalDocument);
};
