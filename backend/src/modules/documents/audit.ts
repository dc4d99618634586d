import type { DocumentAuditAction } from '@labbridge/shared-types';
import type { DbOrTx } from '../../db/client';
import { documentAuditEvents } from '../../db/schema';

/** Where a request came from, as the audit trail and signatures record it. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Appends to a document's audit trail; an entry whose dedupeKey was already written is skipped. */
export const recordAudit = (
  db: DbOrTx,
  entry: {
    documentId: number;
    action: DocumentAuditAction;
    actorId: string | null;
    meta: RequestMeta;
    detail?: string | null;
    dedupeKey?: string;
    /** When it happened, if the caller took a dedupe key's day from it; the database's now otherwise. */
    at?: Date;
  },
) =>
  db
    .insert(documentAuditEvents)
    .values({
      documentId: entry.documentId,
      action: entry.action,
      actorId: entry.actorId,
      ipAddress: entry.meta.ipAddress,
      userAgent: entry.meta.userAgent?.slice(0, 500) ?? null,
      detail: entry.detail ?? null,
      dedupeKey: entry.dedupeKey ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing();
