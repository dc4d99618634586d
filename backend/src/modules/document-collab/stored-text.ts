import { and, eq, gt, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentYjsUpdates, legalDocuments } from '../../db/schema';
import type { DocumentRow } from '../documents/access';
import { documentColumns } from '../documents/queries';

/**
 * Writes `html` as a draft's stored text, as a new version, when it differs from the text stored:
 * a co-editing flush, a restore, a catch-up before finalize. The version moves with the text so a
 * PATCH of the text naming the version it was loaded at is refused after live edits or a restore,
 * instead of replacing them. With `upToLogId`, the HTML was derived from the state up to that log
 * row and is not written once a newer row exists: whoever appended it writes a newer text.
 * The written row, or null when nothing was written.
 */
export const writeStoredText = async (
  tx: DbOrTx,
  documentId: number,
  html: string,
  upToLogId?: number,
): Promise<DocumentRow | null> => {
  const newerEdit = tx
    .select({ id: documentYjsUpdates.id })
    .from(documentYjsUpdates)
    .where(
      and(eq(documentYjsUpdates.documentId, documentId), gt(documentYjsUpdates.id, upToLogId ?? 0)),
    );
  const [row] = await tx
    .update(legalDocuments)
    .set({ content: html, version: sql`${legalDocuments.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(legalDocuments.id, documentId),
        eq(legalDocuments.status, 'draft'),
        ne(legalDocuments.content, html),
        upToLogId === undefined ? undefined : notExists(newerEdit),
      ),
    )
    .returning(documentColumns);
  return row ?? null;
};
