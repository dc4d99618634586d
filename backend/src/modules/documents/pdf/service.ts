import { type LegalDocumentRecord, verifyPath } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { documentPdfs } from '../../../db/schema';
import type { UserRow } from '../../users/present';
import type { DocumentRow } from '../access';
import { sha256Hex } from '../hash';
import { documentDetail } from '../queries';
import { executedRecord } from './executed-record';

const verifyUrl = (config: Pick<Config, 'publicOrigin'>, hash: string | null) =>
  hash ? `${config.publicOrigin ?? ''}${verifyPath(hash)}` : null;

/** What producing a PDF needs; the logger names a kept record that no longer parses. */
type PdfDeps = { db: DbOrTx; config: Pick<Config, 'publicOrigin'>; logger: Logger };

const renderRecord = async (doc: LegalDocumentRecord, config: Pick<Config, 'publicOrigin'>) => {
  // PDFKit and its fonts load with the first PDF, not with the server.
  const { renderDocumentPdf } = await import('./render');
  return renderDocumentPdf(doc, verifyUrl(config, doc.contentHash));
};

const render = async (
  db: DbOrTx,
  viewer: UserRow,
  row: DocumentRow,
  config: Pick<Config, 'publicOrigin'>,
) => renderRecord(await documentDetail(db, viewer, row), config);

const stored = async (db: DbOrTx, documentId: number) =>
  (await db.select().from(documentPdfs).where(eq(documentPdfs.documentId, documentId)).limit(1))[0];

/** Stores `pdf` as the document's, unless one is stored already; answers the one stored. */
const store = async (db: DbOrTx, documentId: number, pdf: Uint8Array) => {
  await db
    .insert(documentPdfs)
    .values({ documentId, pdf, sha256: sha256Hex(pdf) })
    .onConflictDoNothing();
  return (await stored(db, documentId))!.pdf;
};

/** The stored PDF, or the one `make` renders, stored (two producers racing store one). */
const storedOrMade = async (db: DbOrTx, documentId: number, make: () => Promise<Uint8Array>) => {
  const existing = await stored(db, documentId);
  if (existing) return existing.pdf;
  return store(db, documentId, await make());
};

/**
 * A fully executed document's PDF: produced the first time it is needed and stored, so every
 * download is the same bytes (and its SHA-256 can be verified). Two producers racing store one.
 * It is rendered from the record kept at execution; a document executed before those were kept
 * (migration 0020) has none and is rendered from the current data, which account deletion sees
 * to by storing the PDF of such a document before it erases a party (privacy/delete.ts). So is
 * one whose record no longer parses (logged), rather than the download failing: its text, terms
 * and signatures are rows frozen at execution; only the names and the audit trail are as of now.
 */
export const storedPdf = (
  { db, config, logger }: PdfDeps,
  viewer: UserRow,
  row: DocumentRow,
): Promise<Uint8Array> =>
  storedOrMade(db, row.id, async () => {
    const executed = await executedRecord(db, logger, row.id);
    return executed ? renderRecord(executed, config) : render(db, viewer, row, config);
  });

/**
 * storedPdf from `executed`, the record the signature that executed the document has just kept
 * (keepExecutedRecord): called after its commit, so nothing waits for PDFKit.
 */
export const storeExecutedPdf = (
  { db, config }: Omit<PdfDeps, 'logger'>,
  executed: LegalDocumentRecord,
): Promise<Uint8Array> => storedOrMade(db, executed.id, () => renderRecord(executed, config));

/** The PDF to download: the stored one once executed, otherwise rendered from the current text. */
export const documentPdf = (deps: PdfDeps, viewer: UserRow, row: DocumentRow) =>
  row.status === 'fully_executed'
    ? storedPdf(deps, viewer, row)
    : render(deps.db, viewer, row, deps.config);

/** A file name from the title: letters, digits and dashes only. */
export const pdfFileName = (row: Pick<DocumentRow, 'id' | 'title'>) =>
  `${
    row.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'document'
  }-${row.id}.pdf`;
