import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { verifyDocumentResponseSchema } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { collaborationHelpers, documentHelpers, signUp } from '../../../../test/factories';
import { createTestContext, readJson } from '../../../../test/helpers';

const ctx = await createTestContext();
const { parties } = collaborationHelpers(ctx);
const { requestBody, generated, executed, finalize, detail } = documentHelpers(ctx);

/**
 * The text of each page of a PDFKit file: its content streams inflated, the hex strings of
 * each TJ operator decoded (standard fonts, one byte per character). A stream is cut by its
 * /Length: compressed bytes may end in a CR, which a search for the EOL before `endstream`
 * would take as part of it.
 */
const pdfPages = (pdf: Buffer): string[] => {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('TJ')) continue;
    const lines = [...content.matchAll(/\[(.*?)\] TJ/g)].map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
        .join(''),
    );
    pages.push(lines.join('\n'));
  }
  return pages;
};

const download = async (cookie: string, id: number) => {
  const res = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="[A-Za-z0-9-]+\.pdf"$/,
  );
  return Buffer.from(await res.arrayBuffer());
};

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('GET /api/legal/documents/:id/pdf', () => {
  it('lays out the agreement and ends with a certificate naming both signatures', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry);
    const doc = (await detail(researcher, id)).body;
    const pdf = await download(researcher.cookie, id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Mutual Non-Disclosure Agreement');
    expect(pages.slice(0, -1).join('\n')).toContain('Confidential Information');
    const certificate = pages.at(-1)!;
    for (const text of [
      'Signature Certificate',
      'Rosalind E. Franklin',
      'Henry Ford',
      'Fully Executed',
      doc.contentHash,
      'IP address',
      'FINALIZED',
      'SIGNED',
      'EXECUTED',
    ]) {
      expect(certificate, text).toContain(text);
    }
  });

  it('is byte-identical on every download once fully executed, for each party', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, { documentType: 'equity_agreement' });
    const first = await download(researcher.cookie, id);
    await detail(industry, id);
    const second = await download(industry.cookie, id);
    expect(sha256(second)).toBe(sha256(first));
    expect(second.equals(first)).toBe(true);
  });

  it('renders a draft with its status and pending signatures, fresh each time', async () => {
    const { researcher, industry } = await parties();
    const { documentId } = await generated(researcher, requestBody(researcher, industry));
    const pages = pdfPages(await download(industry.cookie, documentId));
    expect(pages[0]).toContain('DRAFT: not a fully executed agreement');
    expect(pages.at(-1)).toContain('Pending: not signed yet');
  });
});

describe('GET /api/legal/verify/:hash', () => {
  it('confirms the content hash and the PDF file hash of an executed document, without content or emails', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry);
    const doc = (await detail(researcher, id)).body;
    const pdfHash = sha256(await download(researcher.cookie, id));
    for (const [hash, matched] of [
      [doc.contentHash, 'content'],
      [pdfHash, 'pdf'],
      [doc.contentHash.toUpperCase(), 'content'],
    ]) {
      const res = await ctx.request(`/api/legal/verify/${hash}`);
      expect(res.status).toBe(200);
      const body = verifyDocumentResponseSchema.parse(await readJson(res));
      expect(body).toEqual({
        verified: true,
        hash: hash.toLowerCase(),
        matched,
        documentType: 'NDA',
        executedAt: doc.executedAt,
        signatures: [
          { name: 'Rosalind Franklin', signedAt: doc.signers[0].signature.signedAt },
          { name: 'Henry Ford', signedAt: doc.signers[1].signature.signedAt },
        ],
      });
      const text = JSON.stringify(body);
      expect(text).not.toContain(researcher.email);
      expect(text).not.toContain('Confidential');
    }
  });

  it('says no for an unknown hash and for a document not fully executed; 400 for a malformed one', async () => {
    const { researcher, industry } = await parties();
    const { documentId } = await generated(researcher, requestBody(researcher, industry));
    const pending = await readJson(await finalize(researcher, documentId));
    for (const hash of [pending.contentHash, '0'.repeat(64)]) {
      const res = await ctx.request(`/api/legal/verify/${hash}`);
      expect(await readJson(res)).toEqual({ verified: false, hash });
    }
    const stranger = await signUp(ctx);
    const bad = await ctx.request('/api/legal/verify/not-a-hash', { cookie: stranger.cookie });
    expect(bad.status).toBe(400);
  });
});
