import { createHash } from 'node:crypto';
import { verifyDocumentResponseSchema } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { collaborationHelpers, documentHelpers, signUp } from '../../../../test/factories';
import { createTestContext, readJson } from '../../../../test/helpers';
import { findLine, pdfLines, pdfPages } from '../../../../test/pdf-text';

const ctx = await createTestContext();
const { parties } = collaborationHelpers(ctx);
const { requestBody, generated, executed, finalize, detail, patch } = documentHelpers(ctx);

const download = async (cookie: string, id: number) => {
  const res = await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="[A-Za-z0-9-]+\.pdf"$/,
  );
  return Buffer.from(await res.arrayBuffer());
};

/** The PDF's text from the recorded-terms schedule on, up to the certificate page. */
const scheduleText = (pages: string[]) => {
  const text = pages.slice(0, -1).join('\n');
  const start = text.indexOf('Terms recorded on LabBridge');
  expect(start, 'the schedule heading').toBeGreaterThan(-1);
  return text.slice(start);
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
    // The schedule starts its own page, after the text and before the certificate.
    expect(pages.at(-2)).toMatch(/^Schedule . Terms recorded on LabBridge\n/);
    const schedule = scheduleText(pages);
    for (const text of [
      'Confidentiality period: ',
      '5 years after the Agreement ends',
      'Either party may terminate this agreement with 30 days written notice.',
      'Disputes shall be resolved through binding arbitration.',
    ]) {
      expect(schedule, text).toContain(text);
    }
    expect(schedule).not.toContain('Equity split');
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

  it("ends an equity agreement's text with the terms it holds, and follows a PATCH of the terms", async () => {
    const { researcher, industry } = await parties();
    const { documentId } = await generated(
      researcher,
      requestBody(researcher, industry, {
        documentType: 'equity_agreement',
        terms: {
          equityDistribution: { researcher: 70, industry: 30 },
          vestingSchedule: {
            cliffPeriod: 9,
            vestingPeriod: 36,
            vestingFrequency: 'quarterly',
            milestones: [{ name: 'First patient dosed', equityPercent: 20 }],
          },
          confidentialityPeriod: 3,
          terminationClause: 'Either Party may end this Agreement on 60 days notice.',
          disputeResolution: 'Disputes go to the courts of Geneva.',
        },
      }),
    );
    const before = scheduleText(pdfPages(await download(industry.cookie, documentId)));
    for (const text of [
      'Researcher 70%, Industry Partner 30%',
      'Vesting cliff: ',
      '9 months',
      '36 months',
      'Quarterly instalments',
      "20% of each Party's equity vests on milestones, 80% over time",
      'First patient dosed: 20%',
      '3 years after the Agreement ends',
      'Either Party may end this Agreement on 60 days notice.',
      'Disputes go to the courts of Geneva.',
    ]) {
      expect(before, text).toContain(text);
    }

    const { version } = (await detail(researcher, documentId)).body;
    const res = await patch(researcher, documentId, {
      version,
      terms: {
        equityDistribution: { researcher: 55, industry: 45 },
        vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
      },
    });
    expect(res.status).toBe(200);
    const pages = pdfPages(await download(industry.cookie, documentId));
    const after = scheduleText(pages);
    for (const text of [
      'Researcher 55%, Industry Partner 45%',
      '12 months',
      '48 months',
      'Monthly instalments',
      'None: all equity vests over time',
      '3 years after the Agreement ends',
    ]) {
      expect(after, text).toContain(text);
    }
    for (const text of ['70%', '9 months', 'Quarterly', 'First patient dosed']) {
      expect(after, text).not.toContain(text);
    }
    // The text was not edited, so it followed the terms: it says 55/45 like the schedule.
    const text = pages.slice(0, -1).join('\n');
    const body = text.slice(0, text.indexOf('Terms recorded on LabBridge'));
    expect(body).toContain('55%');
    expect(body).not.toContain('70%');
  });

  it('starts a line at each <br> of a paragraph: the signature blocks and hard breaks in edited text', async () => {
    const { researcher, industry } = await parties();
    const { documentId } = await generated(researcher, requestBody(researcher, industry));
    const pages = pdfPages(await download(researcher.cookie, documentId));
    // A signature block is never cut by a page's end.
    const page = pages.find((p) => p.includes('For the Researcher'))!;
    expect(page.slice(page.indexOf('For the Researcher'))).toContain('Date: ______');
    const lines = pages
      .join('\n')
      .split('\n')
      .filter((line) => !line.startsWith('LabBridge document '));
    const block = lines.indexOf('For the Researcher');
    expect(block, 'the signature block heads a line of its own').toBeGreaterThan(-1);
    expect(lines.slice(block + 1, block + 3)).toEqual([
      'Name: Rosalind Franklin',
      'Role: Lead Scientist',
    ]);
    expect(lines.slice(block + 4, block + 7)).toEqual([
      `Email: ${researcher.email}`,
      'Signature: ______________________',
      'Date: ______________________',
    ]);
    expect(lines).toContain('For the Industry Partner');
    expect(lines).toContain('Role: CTO');

    const { version } = (await detail(researcher, documentId)).body;
    const res = await patch(researcher, documentId, {
      version,
      content: '<p>Before <strong>bold</strong><br> <em>italic</em> after<br><br>Last line</p>',
    });
    expect(res.status).toBe(200);
    const edited = pdfPages(await download(researcher.cookie, documentId))[0]!.split('\n');
    const start = edited.indexOf('Before bold');
    expect(start).toBeGreaterThan(-1);
    expect(edited.slice(start, start + 4)).toEqual([
      'Before bold',
      'italic after',
      ' ',
      'Last line',
    ]);
  });

  it("sets a generated agreement's headings in bold and its Signatures section on one page", async () => {
    const { researcher, industry } = await parties();
    const { documentId } = await generated(researcher, requestBody(researcher, industry));
    const pages = pdfLines(await download(researcher.cookie, documentId));
    const title = findLine(pages, 'Mutual Non-Disclosure Agreement');
    const heading = findLine(pages, /^\d+\. Signatures$/);
    expect([title.font, heading.font]).toEqual(['Helvetica-Bold', 'Helvetica-Bold']);
    expect(findLine(pages, 'Signed by the Parties').font).toBe('Helvetica');
    // The text ends near a page's foot: the heading goes over with its signature blocks.
    expect(findLine(pages, 'For the Researcher').page).toBe(heading.page);
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
