import { type Block, linesOf, type Run } from './blocks';

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
};
const BODY_SIZE = 10.5;
export const MUTED = '#475569';
const HEADING_SIZES = [18, 14, 12, 11, 11, 11];
const LINE_GAP = 2;
const QUOTE_INDENT = 18;
const LIST_INDENT = 24;
/**
 * The lines of a block that must fit on a page for it to start there: a heading is not left at a
 * page's foot without them, nor a paragraph's first line on its own.
 */
const FIRST_LINES = 2;

type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;

const fontFor = (run: Run) =>
  run.bold && run.italic
    ? FONT.boldItalic
    : run.bold
      ? FONT.bold
      : run.italic
        ? FONT.italic
        : FONT.regular;

const textOf = (runs: Run[]) => runs.map((run) => run.text).join('');
const contentWidth = (pdf: Pdf) => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
const pageHeight = (pdf: Pdf) => pdf.page.maxY() - pdf.page.margins.top;

const headingStyle = (pdf: Pdf, level: number) =>
  pdf.font(FONT.bold).fontSize(HEADING_SIZES[level - 1] ?? BODY_SIZE);
const headingOptions = (pdf: Pdf, level: number): TextOptions => ({
  width: contentWidth(pdf),
  align: level === 1 ? 'center' : 'left',
});
/** The space above a heading, in body lines; none above the title or at the top of a page. */
const headingSpaceAbove = (level: number) => (level === 1 ? 0 : 0.6);
const HEADING_SPACE_BELOW = 0.4;
const PARAGRAPH_SPACE_BELOW = 0.5;
const LEAD_IN_LINES = 3;

/** A quote's lines all sit at one indent, as a browser shows a blockquote. */
const paragraphOptions = (pdf: Pdf, quote: boolean): TextOptions => ({
  width: contentWidth(pdf) - (quote ? QUOTE_INDENT : 0),
  lineGap: LINE_GAP,
});
const listOptions = (pdf: Pdf): TextOptions => ({
  width: contentWidth(pdf) - LIST_INDENT,
  lineGap: LINE_GAP,
});

const bodyStyle = (pdf: Pdf) => pdf.font(FONT.regular).fontSize(BODY_SIZE);
const bodyLine = (pdf: Pdf) => bodyStyle(pdf).currentLineHeight(true) + LINE_GAP;

/**
 * Writes styled runs as one flowing paragraph, starting a new line at each break. PDFKit drops
 * the leading space of a continued segment, so a space that starts a run is moved to the end of
 * the run before it. A break ends a line's last segment instead of being written as a newline:
 * a continued segment that ends in one puts the next back on the line it left.
 */
const writeRuns = (pdf: Pdf, runs: Run[], options: TextOptions) => {
  if (!runs.length) return;
  for (const line of linesOf(runs)) {
    // An empty line (two breaks in a row) still takes a line's height.
    const segments = line.length ? line : [{ text: ' ', bold: false, italic: false }];
    const texts = segments.map((run) => run.text);
    for (let i = 1; i < texts.length; i++) {
      if (texts[i]!.startsWith(' ')) {
        texts[i - 1] += ' ';
        texts[i] = texts[i]!.trimStart();
      }
    }
    segments.forEach((run, i) => {
      pdf.font(fontFor(run)).text(texts[i]!, { ...options, continued: i < segments.length - 1 });
    });
  }
};

/** The height of runs in the current font and size, a line break at a time. */
const runsHeight = (pdf: Pdf, runs: Run[], options: TextOptions) =>
  linesOf(runs).reduce((sum, line) => sum + pdf.heightOfString(textOf(line) || ' ', options), 0);

/** A paragraph of several lines (a signature block, an address) is not cut by a page's end. */
const keptWhole = (block: Extract<Block, { kind: 'paragraph' }>) => linesOf(block.runs).length > 1;

/** A block of several lines with a line to sign on ("Signature: ____"). */
const isSignatureBlock = (block: Block | undefined) =>
  block?.kind === 'paragraph' &&
  keptWhole(block) &&
  linesOf(block.runs).some((line) => /^signature\s*:/i.test(textOf(line)));

/**
 * What the rules at a page's end need to know of a block, measured once: its height with the
 * space around it, the height of its first lines (all of it if kept whole), and whether it goes
 * to the next page with the block after it. A heading does, and so does a short paragraph ending
 * in a colon, which leads into what follows ("Signed by the Parties on the dates below:"), and a
 * signature block followed by another (set in writeBlocks, which sees the next block).
 */
interface Measure {
  height: number;
  firstLines: number;
  keepsWithNext: boolean;
}

const measure = (pdf: Pdf, block: Block): Measure => {
  const line = bodyLine(pdf);
  const firstLines = FIRST_LINES * line;
  switch (block.kind) {
    case 'heading': {
      const space = headingSpaceAbove(block.level) * pdf.currentLineHeight(true);
      headingStyle(pdf, block.level);
      const text = pdf.heightOfString(textOf(block.runs), headingOptions(pdf, block.level));
      const height = space + text + HEADING_SPACE_BELOW * pdf.currentLineHeight(true);
      return { height, firstLines: height, keepsWithNext: true };
    }
    case 'paragraph': {
      const text = runsHeight(pdf, block.runs, paragraphOptions(pdf, block.quote));
      return {
        height: text + PARAGRAPH_SPACE_BELOW * pdf.currentLineHeight(true),
        firstLines: keptWhole(block) && text <= pageHeight(pdf) ? text : Math.min(text, firstLines),
        keepsWithNext: textOf(block.runs).trimEnd().endsWith(':') && text <= LEAD_IN_LINES * line,
      };
    }
    case 'list': {
      const first = block.items[0];
      const text = first ? Math.min(runsHeight(pdf, first, listOptions(pdf)), firstLines) : 0;
      return { height: text, firstLines: text, keepsWithNext: false };
    }
    case 'rule':
      return { height: 0, firstLines: 0, keepsWithNext: false };
  }
};

/**
 * The height that must fit below the current position for block i to start there: its first
 * lines, and for a heading or a lead-in, all of it and the first lines of what follows. Counting
 * stops past a page's height, which no page could hold anyway (a text of nothing but headings).
 */
const leadHeight = (pdf: Pdf, measures: Measure[], i: number) => {
  let height = 0;
  for (let j = i; j < measures.length && height <= pageHeight(pdf); j++) {
    const block = measures[j]!;
    if (!block.keepsWithNext) return height + block.firstLines;
    height += block.height;
  }
  return height;
};

/**
 * Starts a new page when what must go together does not fit on this one; what cannot fit on any
 * page starts where it is.
 */
const keepOnPage = (pdf: Pdf, measures: Measure[], i: number) => {
  const height = leadHeight(pdf, measures, i);
  if (pdf.y + height > pdf.page.maxY() && height <= pageHeight(pdf)) pdf.addPage();
};

const writeBlock = (pdf: Pdf, block: Block) => {
  const left = pdf.page.margins.left;
  switch (block.kind) {
    case 'heading':
      if (pdf.y > pdf.page.margins.top) bodyStyle(pdf).moveDown(headingSpaceAbove(block.level));
      headingStyle(pdf, block.level).fillColor('#0f172a');
      writeRuns(pdf, block.runs, headingOptions(pdf, block.level));
      pdf.moveDown(HEADING_SPACE_BELOW);
      bodyStyle(pdf);
      break;
    case 'paragraph':
      bodyStyle(pdf).fillColor(block.quote ? MUTED : '#111827');
      pdf.x = left + (block.quote ? QUOTE_INDENT : 0);
      writeRuns(pdf, block.runs, paragraphOptions(pdf, block.quote));
      pdf.x = left;
      pdf.moveDown(PARAGRAPH_SPACE_BELOW);
      break;
    case 'list':
      bodyStyle(pdf).fillColor('#111827');
      block.items.forEach((item, i) => {
        const marker = block.ordered ? `${block.start + i}.` : '•';
        const y = pdf.y;
        pdf.font(FONT.regular).text(marker, left + 6, y, { width: 18, lineBreak: false });
        pdf.x = left + LIST_INDENT;
        pdf.y = y;
        writeRuns(pdf, item, listOptions(pdf));
        pdf.x = left;
        pdf.moveDown(0.25);
      });
      pdf.moveDown(0.3);
      break;
    case 'rule':
      pdf
        .moveTo(left, pdf.y + 4)
        .lineTo(pdf.page.width - pdf.page.margins.right, pdf.y + 4)
        .strokeColor('#cbd5e1')
        .stroke();
      pdf.moveDown(1);
      break;
  }
};

/**
 * Lays out blocks from the current position, as a word processor would: a heading is never left
 * at the foot of a page without the start of what follows it, nor a signature block without the
 * others beside it.
 */
export const writeBlocks = (pdf: Pdf, blocks: Block[]) => {
  // The parties' signature blocks go over a page together, so that none is left on a page of its
  // own, apart from the text it signs.
  const measures = blocks.map((block, i) => {
    const m = measure(pdf, block);
    const signedTogether = isSignatureBlock(block) && isSignatureBlock(blocks[i + 1]);
    return signedTogether ? { ...m, keepsWithNext: true } : m;
  });
  blocks.forEach((block, i) => {
    keepOnPage(pdf, measures, i);
    writeBlock(pdf, block);
  });
};
