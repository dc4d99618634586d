import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { findLine, type PdfLine, pdfLines } from '../../../../test/pdf-text';
import { htmlToBlocks } from './blocks';
import { writeBlocks } from './layout';

const MARGIN = 64;

/** The HTML laid out on A4 pages with the agreement's margins, read back line by line. */
const layout = (html: string) =>
  new Promise<PdfLine[][]>((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margins: { top: 64, bottom: 64, left: 64, right: 64 },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(pdfLines(Buffer.concat(chunks))));
    pdf.on('error', reject);
    writeBlocks(pdf, htmlToBlocks(html));
    pdf.end();
  });

/** A paragraph of `n` short lines, each its own: a filler that moves what follows a line down. */
const filler = (n: number) =>
  `<p>${Array.from({ length: n }, (_, i) => `Filler line ${i + 1}`).join('<br>')}</p>`;

const SECTION_TEXT = `Section text ${'that goes on for a while and wraps over several lines, '.repeat(6)}`;

/**
 * Every filler from one line to a page and a bit: whatever it is, some filler leaves the block
 * after it at the very foot of page 1, where it fits but what follows it does not.
 */
const FILLERS = Array.from({ length: 52 }, (_, i) => i + 1);

describe('PDF layout', () => {
  it('sets headings in bold at their sizes, the text after them in the regular font', async () => {
    const pages = await layout(
      '<h1>Agreement</h1><h2>1. Definitions</h2><h3>1.1 Terms</h3><p>Body text</p>',
    );
    expect(
      ['Agreement', '1. Definitions', '1.1 Terms', 'Body text'].map((text) => {
        const { font, size } = findLine(pages, text);
        return { text, font, size };
      }),
    ).toEqual([
      { text: 'Agreement', font: 'Helvetica-Bold', size: 18 },
      { text: '1. Definitions', font: 'Helvetica-Bold', size: 14 },
      { text: '1.1 Terms', font: 'Helvetica-Bold', size: 12 },
      { text: 'Body text', font: 'Helvetica', size: 10.5 },
    ]);
  });

  it('never leaves a heading at the foot of a page without the first lines of its section', async () => {
    let moved = 0;
    for (const n of FILLERS) {
      const pages = await layout(`${filler(n)}<h2>7. Remedies</h2><p>${SECTION_TEXT}</p>`);
      const heading = findLine(pages, '7. Remedies');
      const next = pages[heading.page]!.slice(heading.index + 1, heading.index + 3);
      expect(
        next.map((line) => line.text.slice(0, 12)),
        `after ${n} lines`,
      ).toEqual(['Section text', expect.any(String)]);
      if (heading.page > findLine(pages, `Filler line ${n}`).page) {
        moved++;
        expect(heading.index, 'a moved heading starts its page').toBe(0);
      }
    }
    expect(moved, 'some heading went to the next page').toBeGreaterThan(0);
  });

  it('keeps a heading and the sentence leading into a signature block with the block', async () => {
    const signature =
      '<p><strong>For the Researcher</strong><br>Name: Rosalind Franklin<br>Role: Lead Scientist<br>Signature: ______<br>Date: ______</p>';
    for (const n of FILLERS) {
      const pages = await layout(
        `${filler(n)}<h2>12. Signatures</h2><p>Signed by the Parties on the dates below:</p>${signature}`,
      );
      expect(
        ['12. Signatures', 'Signed by the Parties', 'For the Researcher', 'Date: ______'].map(
          (text) => findLine(pages, text).page,
        ),
        `after ${n} lines`,
      ).toEqual(Array(4).fill(findLine(pages, '12. Signatures').page));
    }
  });

  it('keeps both signature blocks together with the heading and sentence before them', async () => {
    const signature = (side: string, name: string) =>
      `<p><strong>For the ${side}</strong><br>Name: ${name}<br>Role: Lead<br>Signature: ______<br>Date: ${side} ______</p>`;
    const signatures = `${signature('Researcher', 'Rosalind Franklin')}${signature('Industry Partner', 'Ada Lovelace')}`;
    let moved = 0;
    for (const n of FILLERS) {
      const pages = await layout(
        `${filler(n)}<h2>12. Signatures</h2><p>Signed by the Parties on the dates below:</p>${signatures}`,
      );
      const heading = findLine(pages, '12. Signatures');
      const together = [
        'Signed by the Parties',
        'For the Researcher',
        'Date: Researcher',
        'For the Industry Partner',
        'Name: Ada Lovelace',
        'Date: Industry Partner',
      ];
      expect(
        together.map((text) => findLine(pages, text).page),
        `after ${n} lines`,
      ).toEqual(Array(together.length).fill(heading.page));
      if (heading.page > findLine(pages, `Filler line ${n}`).page) moved++;
    }
    expect(moved, 'some signature section went to the next page').toBeGreaterThan(0);
  });

  it('indents every line of a quote alike: wrapped, after a <br>, around bold words, over a page', async () => {
    const quoted = 'Quoted words that run on over the width of the page, '.repeat(4);
    const pages = await layout(
      `<p>Before</p><blockquote><p>Q1 ${quoted}<br>Q2 ${quoted} <strong>in bold</strong> ${quoted}</p>` +
        `<p>Q3 ${'and a long quote that flows over to the next page, '.repeat(120)}</p></blockquote><p>After</p>`,
    );
    const lines = pages.flat();
    const from = lines.findIndex((line) => line.text.startsWith('Q1 '));
    const to = lines.findIndex((line) => line.text === 'After');
    const quote = lines.slice(from, to);
    expect(quote.length).toBeGreaterThan(60);
    expect(pages.length, 'the quote goes on over a page').toBeGreaterThan(1);
    expect(new Set(quote.map((line) => line.x))).toEqual(new Set([MARGIN + 18]));
    expect([findLine(pages, 'Before').x, findLine(pages, 'After').x]).toEqual([MARGIN, MARGIN]);
  });
});
