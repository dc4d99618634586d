import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collaborationHelpers, documentHelpers } from '../../../../test/factories';
import { whilePdfStoreFails } from '../../../../test/failing-pdf-store';
import { createTestContext } from '../../../../test/helpers';
import { pdfPages } from '../../../../test/pdf-text';
import { documentExecutedRecords } from '../../../db/schema';
import { executedRecord } from './executed-record';

const logged: { level: number; msg: string; documentId?: number; issues?: string }[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(JSON.parse(String(chunk)));
    done();
  },
});
const ctx = await createTestContext({ logLevel: 'warn' }, { logStream });
const { db } = ctx.deps;
const { parties } = collaborationHelpers(ctx);
const { executed } = documentHelpers(ctx);

/** A fully executed document whose PDF is not stored yet: its next download renders it. */
const executedUnrendered = async () => {
  const { researcher, industry } = await parties();
  const id = await whilePdfStoreFails(db, () => executed(researcher, industry));
  return { id, researcher };
};

/** Edits the kept record in place, as a schema change or a hand edit would have left it. */
const editRecord = (id: number, edit: ReturnType<typeof sql>) =>
  db
    .update(documentExecutedRecords)
    .set({ detail: edit })
    .where(eq(documentExecutedRecords.documentId, id));

const keptDetail = async (id: number) =>
  (
    await db
      .select({ detail: documentExecutedRecords.detail })
      .from(documentExecutedRecords)
      .where(eq(documentExecutedRecords.documentId, id))
  )[0]?.detail;

const downloadText = async (cookie: string, id: number) => {
  const res = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie });
  expect(res.status).toBe(200);
  // One line per space, so a title the certificate wraps still reads as one.
  return pdfPages(Buffer.from(await res.arrayBuffer()))
    .join(' ')
    .replace(/\s+/g, ' ');
};

describe('the record an executing signature keeps', () => {
  it('is the document without the viewer’s fields of the signer who executed it', async () => {
    const { id } = await executedUnrendered();
    const kept = await keptDetail(id);
    expect(kept).toMatchObject({ id, signers: [{ role: 'researcher' }, { role: 'industry' }] });
    expect(kept).not.toHaveProperty('myRole');
    expect(kept).not.toHaveProperty('allowedActions');
  });

  it('renders the PDF when it parses, a record kept with the viewer’s fields included', async () => {
    const { id, researcher } = await executedUnrendered();
    // As a record kept before the viewer's fields were left out, its title told apart from the row's.
    await editRecord(
      id,
      sql`${documentExecutedRecords.detail} || ${JSON.stringify({
        title: 'Title as signed',
        myRole: 'industry',
        allowedActions: ['sign'],
      })}::jsonb`,
    );

    const record = await executedRecord(db, ctx.deps.logger, id);
    expect(record).toMatchObject({ id, title: 'Title as signed' });
    expect(record).not.toHaveProperty('myRole');
    expect(record).not.toHaveProperty('allowedActions');
    expect(await downloadText(researcher.cookie, id)).toContain('Document: Title as signed');
  });

  it('that no longer parses is logged, and the PDF rendered from the current rows instead', async () => {
    const { id, researcher } = await executedUnrendered();
    await editRecord(
      id,
      sql`jsonb_set(${documentExecutedRecords.detail}, '{title}', '"Title as signed"') - 'signers'`,
    );
    logged.length = 0;

    expect(await executedRecord(db, ctx.deps.logger, id)).toBeUndefined();
    const text = await downloadText(researcher.cookie, id);
    expect(text).toContain(
      `Document ID: ${id} Type: Non-Disclosure Agreement Status: Fully Executed`,
    );
    expect(text).not.toContain('Title as signed');
    expect(text).toContain('Signed as: Rosalind E. Franklin');
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        documentId: id,
        issues: expect.stringContaining('signers'),
      }),
    );
  });
});
