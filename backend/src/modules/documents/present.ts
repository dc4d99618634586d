import {
  allowedDocumentActions,
  type CollaborationStatus,
  type DocumentRole,
  documentTermsSchema,
  type LegalDocument,
  type LegalDocumentSummary,
} from '@labbridge/shared-types';
import { partyOf } from '../users/parties';
import type { UserRow } from '../users/present';
import type { DocumentRow } from './access';

export const pdfPath = (id: number) => `/api/legal/documents/${id}/pdf`;

export const toLegalDocument = (row: DocumentRow): LegalDocument => ({
  id: row.id,
  title: row.title,
  content: row.content,
  documentType: row.documentType,
  status: row.status,
  terms: documentTermsSchema.parse(row.terms),
  version: row.version,
  contentHash: row.contentHash,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finalizedAt: row.finalizedAt?.toISOString() ?? null,
  executedAt: row.executedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
  cancelReason: row.cancelReason,
  pdfUrl: pdfPath(row.id),
  researcherUserId: row.researcherUserId,
  industryUserId: row.industryUserId,
  createdById: row.createdById,
  projectId: row.projectId,
  collaborationId: row.collaborationId,
});

/** A list row for the viewer: no HTML; who the parties are, who signed, whether it waits on them. */
export const toSummary = (
  row: DocumentRow,
  viewerRole: DocumentRole,
  viewerId: string,
  signedBy: string[],
  users: Map<string, UserRow>,
  collaboration: CollaborationStatus | null,
): LegalDocumentSummary => {
  const { content: _content, ...document } = toLegalDocument(row);
  return {
    ...document,
    parties: {
      researcher: partyOf(users, row.researcherUserId),
      industry: partyOf(users, row.industryUserId),
    },
    signedBy,
    awaitingMySignature: allowedDocumentActions(
      row.status,
      viewerRole,
      signedBy.includes(viewerId),
      collaboration,
    ).includes('sign'),
    myRole: viewerRole,
  };
};
