import type { VerifyDocumentResponse } from '@labbridge/shared-types';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentPdfs, documentSignatures, legalDocuments, users } from '../../db/schema';
import { displayName } from '../users/parties';

const {
  yjsState: _state,
  content: _content,
  templateContext: _template,
  ...columns
} = getTableColumns(legalDocuments);

/**
 * Whether a SHA-256 is the content hash or the PDF file hash of a fully executed document, and
 * when it was signed by whom: for anyone holding the PDF, so never its text nor an email.
 */
export const verifyHash = async (db: DbOrTx, hash: string): Promise<VerifyDocumentResponse> => {
  const executed = eq(legalDocuments.status, 'fully_executed');
  const [byContent] = await db
    .select(columns)
    .from(legalDocuments)
    .where(and(executed, eq(legalDocuments.contentHash, hash)))
    .limit(1);
  const [byPdf] = byContent
    ? []
    : await db
        .select(columns)
        .from(documentPdfs)
        .innerJoin(legalDocuments, eq(legalDocuments.id, documentPdfs.documentId))
        .where(and(executed, eq(documentPdfs.sha256, hash)))
        .limit(1);
  const doc = byContent ?? byPdf;
  if (!doc?.executedAt) return { verified: false, hash };
  const signatures = await db
    .select({
      signedAt: documentSignatures.signedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(documentSignatures)
    .innerJoin(users, eq(users.id, documentSignatures.userId))
    .where(eq(documentSignatures.documentId, doc.id))
    .orderBy(documentSignatures.signedAt);
  return {
    verified: true,
    hash,
    matched: byContent ? 'content' : 'pdf',
    documentType: doc.documentType,
    executedAt: doc.executedAt.toISOString(),
    signatures: signatures.map((s) => ({
      name: displayName(s),
      signedAt: s.signedAt.toISOString(),
    })),
  };
};
