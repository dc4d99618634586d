import { type LegalDocumentDetail, SIGNATURE_CONSENT_TEXT } from '@labbridge/shared-types';
import { eq, sql } from 'drizzle-orm';
import { businessRule } from '../../../core/errors';
import { isUniqueViolation } from '../../../core/pg-errors';
import { withTx } from '../../../core/tx';
import { documentSignatures, legalDocuments } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { lockDocument } from '../../../realtime/collab/store';
import { displayName } from '../../users/parties';
import type { UserRow } from '../../users/present';
import { assertDocumentAccess } from '../access';
import { announceDocument } from '../announce';
import { type RequestMeta, recordAudit } from '../audit';
import { assertCollaborationStands } from '../collaboration';
import { keepExecutedRecord } from '../pdf/executed-record';
import { storeExecutedPdf } from '../pdf/service';
import { documentDetail, findDocument } from '../queries';

const ALREADY_SIGNED = 'You have already signed this document';

/**
 * Signs a document awaiting signatures with the typed full name and explicit consent, recording
 * time, IP, user agent and the content hash signed. The second signature makes it fully executed,
 * and its PDF is produced and stored then, so every later download is the same file.
 *
 * The PDF names the parties, and a party's account deletion erases their name. The deletion
 * locks the documents it will cancel before it erases anything (privacy/lock-order.ts), so while
 * this transaction holds the document no deletion of either party has erased a name yet; the
 * record the PDF is made from is read here, under that lock, and kept in this transaction, not
 * after the commit, by when such a deletion, waiting for the lock and finding the document
 * executed, may have gone on to erase the name. Whenever the PDF is rendered (after the commit,
 * or at a later download if that failed or the process stopped first), it is from this record.
 * A deletion that takes the document first cancels it, and this signature is refused as on any
 * cancelled document: an account being deleted is bound to no new agreement.
 */
export const signDocument = async (
  deps: Deps,
  user: UserRow,
  id: number,
  fullName: string,
  meta: RequestMeta,
): Promise<LegalDocumentDetail> => {
  const executed = await withTx(deps, async (tx, emit) => {
    // Locked, so two parties signing at once see each other's signature and one executes it.
    const row = await lockDocument(tx, id);
    assertDocumentAccess(user, row, false);
    if (row.status === 'draft') {
      throw businessRule('A draft cannot be signed: send it for signatures first', 409);
    }
    if (row.status !== 'pending_signatures' || !row.contentHash) {
      throw businessRule(`A ${row.status.replace('_', ' ')} document cannot be signed`, 409);
    }
    await assertCollaborationStands(tx, row, 'signed');
    try {
      await tx.insert(documentSignatures).values({
        documentId: id,
        userId: user.id,
        signatureName: fullName,
        contentHash: row.contentHash,
        consentText: SIGNATURE_CONSENT_TEXT,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
      });
    } catch (err) {
      if (isUniqueViolation(err, 'document_signatures_unique')) {
        throw businessRule(ALREADY_SIGNED, 409);
      }
      throw err;
    }
    await recordAudit(tx, {
      documentId: id,
      action: 'signed',
      actorId: user.id,
      meta,
      detail: `Signed as “${fullName}”`,
    });
    const signed = await tx.$count(documentSignatures, eq(documentSignatures.documentId, id));
    const name = displayName(user);
    if (signed < 2) {
      const [updated] = await tx
        .update(legalDocuments)
        .set({ version: row.version + 1, updatedAt: sql`now()` })
        .where(eq(legalDocuments.id, id))
        .returning();
      await announceDocument(tx, emit, updated!, 'signed', user.id, {
        title: 'Document signed',
        message: `${name} signed “${row.title}”. It is waiting for your signature.`,
      });
      return null;
    }
    const [updated] = await tx
      .update(legalDocuments)
      .set({
        status: 'fully_executed',
        executedAt: new Date(),
        version: row.version + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(legalDocuments.id, id))
      .returning();
    await recordAudit(tx, { documentId: id, action: 'executed', actorId: user.id, meta });
    await announceDocument(tx, emit, updated!, 'executed', user.id, {
      title: 'Document fully executed',
      message: `${name} signed “${row.title}”. Both parties have signed: it is fully executed.`,
    });
    return keepExecutedRecord(tx, await documentDetail(tx, user, updated!));
  });
  if (executed) {
    // Rendered after the commit, from the record kept under the lock: nothing waits for PDFKit.
    await storeExecutedPdf(deps, executed).catch((err) =>
      deps.logger.error({ err, documentId: id }, 'signed PDF not produced'),
    );
  }
  return documentDetail(deps.db, user, await findDocument(deps.db, id));
};
