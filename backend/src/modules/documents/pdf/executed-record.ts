import type { LegalDocumentDetail } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { documentExecutedRecords } from '../../../db/schema';

/**
 * Keeps `executed`, the document as the signature executing it read it, inside that signature's
 * transaction: every later render of its PDF starts from this record, never from the accounts as
 * they are by then, so whatever fails after the commit the PDF names the parties as they signed.
 */
export const keepExecutedRecord = (tx: DbOrTx, executed: LegalDocumentDetail) =>
  tx.insert(documentExecutedRecords).values({ documentId: executed.id, detail: executed });

/** The record kept at a document's execution, or undefined (executed before migration 0020). */
export const executedRecord = async (db: DbOrTx, documentId: number) =>
  (
    await db
      .select({ detail: documentExecutedRecords.detail })
      .from(documentExecutedRecords)
      .where(eq(documentExecutedRecords.documentId, documentId))
      .limit(1)
  )[0]?.detail;
