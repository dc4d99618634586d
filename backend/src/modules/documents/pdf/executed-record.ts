import { type LegalDocumentRecord, legalDocumentRecordSchema } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { documentExecutedRecords } from '../../../db/schema';

/**
 * Keeps `executed`, the document as the signature executing it read it, inside that signature's
 * transaction: every later render of its PDF starts from this record, never from the accounts as
 * they are by then, so whatever fails after the commit the PDF names the parties as they signed.
 * Answers the record kept: parsed, so a detail's viewer fields are not kept and what is kept is
 * what executedRecord reads back.
 */
export const keepExecutedRecord = async (tx: DbOrTx, executed: LegalDocumentRecord) => {
  const record = legalDocumentRecordSchema.parse(executed);
  await tx.insert(documentExecutedRecords).values({ documentId: record.id, detail: record });
  return record;
};

/**
 * The record kept at a document's execution, or undefined: executed before migration 0020, or
 * kept in a shape that no longer parses (logged), either way rendered from the current rows.
 */
export const executedRecord = async (
  db: DbOrTx,
  logger: Logger,
  documentId: number,
): Promise<LegalDocumentRecord | undefined> => {
  const [row] = await db
    .select({ detail: documentExecutedRecords.detail })
    .from(documentExecutedRecords)
    .where(eq(documentExecutedRecords.documentId, documentId))
    .limit(1);
  if (!row) return undefined;
  const parsed = legalDocumentRecordSchema.safeParse(row.detail);
  if (parsed.success) return parsed.data;
  logger.error(
    { documentId, issues: z.prettifyError(parsed.error) },
    'executed record does not parse: PDF rendered from the current rows',
  );
  return undefined;
};
