import { verifyPath } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { documentPdfs } from '../../../db/schema';
import type { UserRow } from '../../users/present';
import type { DocumentRow } from '../access';
import { sha256Hex } from '../hash';
import { documentDetail } from '../queries';

const verifyUrl = (config: Pick<Config, 'publicOrigin'>, hash: string | null) =>
  hash ? `${config.publicOrigin ?? ''}${verifyPath(hash)}` : null;

const render = async (
  db: DbOrTx,
  viewer: UserRow,
  row: DocumentRow,
  config: Pick<Config, 'publicOrigin'>,
) => {
  // PDFKit and its fonts load with the first PDF, not with the server.
  const { renderDocumentPdf } = await import('./render');
  return renderDocumentPdf(
    await documentDetail(db, viewer, row),
    verifyUrl(config, row.contentHash),
  );
};

/**
 * A fully executed document's PDF: produced the first time it is needed and stored, so every
 * download is the same bytes (and its SHA-256 can be verified). Two producers racing store one.
 */
export const storedPdf = async (
  db: DbOrTx,
  viewer: UserRow,
  row: DocumentRow,
  config: Pick<Config, 'publicOrigin'>,
): Promise<Uint8Array> => {
  const stored = async () =>
    (await db.select().from(documentPdfs).where(eq(documentPdfs.documentId, row.id)).limit(1))[0];
  const existing = await stored();
  if (existing) return existing.pdf;
  const pdf = await render(db, viewer, row, config);
  await db
    .insert(documentPdfs)
    .values({ documentId: row.id, pdf, sha256: sha256Hex(pdf) })
    .onConflictDoNothing();
  return (await stored())!.pdf;
};

/** The PDF to download: the stored one once executed, otherwise rendered from the current text. */
export const documentPdf = (
  db: DbOrTx,
  viewer: UserRow,
  row: DocumentRow,
  config: Pick<Config, 'publicOrigin'>,
) =>
  row.status === 'fully_executed'
    ? storedPdf(db, viewer, row, config)
    : render(db, viewer, row, config);

/** A file name from the title: letters, digits and dashes only. */
export const pdfFileName = (row: Pick<DocumentRow, 'id' | 'title'>) =>
  `${
    row.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'document'
  }-${row.id}.pdf`;
