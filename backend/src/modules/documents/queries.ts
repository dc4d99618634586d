import type {
  CollaborationStatus,
  LegalDocumentDetail,
  LegalDocumentListQuery,
  LegalDocumentSummary,
} from '@labbridge/shared-types';
import { allowedDocumentActions } from '@labbridge/shared-types';
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import {
  collaborations,
  documentAuditEvents,
  documentSignatures,
  legalDocuments,
  projects,
} from '../../db/schema';
import { loadUsers, partyOf, toDealSide } from '../users/parties';
import type { UserRow } from '../users/present';
import { type DocumentRow, documentRole, documentsVisibleTo } from './access';
import { toLegalDocument, toSummary } from './present';

// The Yjs state is the co-editor's business and can be large: the API never reads it. The
// template's inputs are read only when a change of terms re-renders the text (terms-text.ts).
const {
  yjsState: _state,
  templateContext: _template,
  ...documentRowColumns
} = getTableColumns(legalDocuments);
/** Every column but the Yjs state and the template's inputs: what the API reads of a document. */
export const documentColumns = documentRowColumns;

/** The document without its Yjs state; 404 when there is none with this id. */
export const findDocument = async (db: DbOrTx, id: number): Promise<DocumentRow> => {
  const [row] = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(eq(legalDocuments.id, id))
    .limit(1);
  if (!row) throw notFound('Document not found');
  return row;
};

const signaturesOf = (db: DbOrTx, ids: number[]) =>
  ids.length
    ? db.select().from(documentSignatures).where(inArray(documentSignatures.documentId, ids))
    : Promise.resolve([]);

/** The status of each collaboration these documents belong to: what their next steps depend on. */
const collaborationStatusesOf = async (
  db: DbOrTx,
  rows: Pick<DocumentRow, 'collaborationId'>[],
) => {
  const ids = [
    ...new Set(rows.flatMap((r) => (r.collaborationId === null ? [] : [r.collaborationId]))),
  ];
  const found = ids.length
    ? await db
        .select({ id: collaborations.id, status: collaborations.status })
        .from(collaborations)
        .where(inArray(collaborations.id, ids))
    : [];
  const statuses = new Map(found.map((c) => [c.id, c.status]));
  return (row: Pick<DocumentRow, 'collaborationId'>): CollaborationStatus | null =>
    (row.collaborationId !== null && statuses.get(row.collaborationId)) || null;
};

/** The documents the user is a party to, or every one for a superadmin; newest first. */
export const listDocuments = async (
  db: DbOrTx,
  viewer: UserRow,
  filter: LegalDocumentListQuery,
): Promise<LegalDocumentSummary[]> => {
  const rows = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(
      and(
        documentsVisibleTo(viewer),
        filter.status ? eq(legalDocuments.status, filter.status) : undefined,
        filter.type ? eq(legalDocuments.documentType, filter.type) : undefined,
      ),
    )
    .orderBy(desc(legalDocuments.createdAt), desc(legalDocuments.id));
  if (rows.length === 0) return [];
  const [signatures, users, collaborationOf] = await Promise.all([
    signaturesOf(
      db,
      rows.map((r) => r.id),
    ),
    loadUsers(
      db,
      rows.flatMap((r) => [r.researcherUserId, r.industryUserId]),
    ),
    collaborationStatusesOf(db, rows),
  ]);
  return rows.map((row) =>
    toSummary(
      row,
      documentRole(viewer, row),
      viewer.id,
      signatures.filter((s) => s.documentId === row.id).map((s) => s.userId),
      users,
      collaborationOf(row),
    ),
  );
};

/** Everything the document dialog shows: text, parties, signatures, audit trail, actions. */
export const documentDetail = async (
  db: DbOrTx,
  viewer: UserRow,
  row: DocumentRow,
): Promise<LegalDocumentDetail> => {
  const [signatures, audit, [project], collaborationOf] = await Promise.all([
    signaturesOf(db, [row.id]),
    db
      .select()
      .from(documentAuditEvents)
      .where(eq(documentAuditEvents.documentId, row.id))
      .orderBy(asc(documentAuditEvents.id)),
    row.projectId
      ? db
          .select({ id: projects.id, title: projects.title })
          .from(projects)
          .where(eq(projects.id, row.projectId))
          .limit(1)
      : Promise.resolve([]),
    collaborationStatusesOf(db, [row]),
  ]);
  const users = await loadUsers(db, [
    row.researcherUserId,
    row.industryUserId,
    ...audit.map((a) => a.actorId),
  ]);
  const role = documentRole(viewer, row);
  const signer = (side: 'researcher' | 'industry', userId: string | null) => {
    const signature = signatures.find((s) => s.userId === userId);
    return {
      role: side,
      user: partyOf(users, userId),
      signature: signature
        ? {
            userId: signature.userId,
            fullName: signature.signatureName,
            signedAt: signature.signedAt.toISOString(),
            ipAddress: signature.ipAddress,
            userAgent: signature.userAgent,
            contentHash: signature.contentHash,
          }
        : null,
    };
  };
  const dealParty = (id: string | null) => {
    const user = id ? users.get(id) : undefined;
    return user ? toDealSide(user) : null;
  };
  return {
    ...toLegalDocument(row),
    parties: {
      researcher: dealParty(row.researcherUserId),
      industry: dealParty(row.industryUserId),
    },
    project: project ?? null,
    signers: [signer('researcher', row.researcherUserId), signer('industry', row.industryUserId)],
    auditTrail: audit.map((a) => ({
      id: a.id,
      action: a.action,
      actor: partyOf(users, a.actorId),
      createdAt: a.createdAt.toISOString(),
      ipAddress: a.ipAddress,
      userAgent: a.userAgent,
      detail: a.detail,
    })),
    myRole: role,
    allowedActions: allowedDocumentActions(
      row.status,
      role,
      signatures.some((s) => s.userId === viewer.id),
      collaborationOf(row),
    ),
  };
};
