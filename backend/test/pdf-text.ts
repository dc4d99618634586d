import { inflateSync } from 'node:zlib';

/** A line of text as a PDF draws it: where it starts (PDF points, y up) and in which font. */
export interface PdfLine {
  text: string;
  x: number;
  y: number;
  font: string;
  size: number;
}

/** Each font resource name (F1, F2…) of a PDFKit file and the base font it names. */
const baseFonts = (raw: string) => {
  const objects = new Map(
    [...raw.matchAll(/(\d+) 0 obj\s*<<\s*\/Type \/Font\s*\/BaseFont \/([\w-]+)/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  return new Map(
    [...raw.matchAll(/\/(F\d+) (\d+) 0 R/g)].map((m) => [m[1]!, objects.get(m[2]!) ?? m[1]!]),
  );
};

/**
 * The lines of each page of a PDFKit file: its content streams inflated, the hex strings of each
 * TJ operator decoded (standard fonts, one byte per character) and joined while the Tm before
 * them keeps the same y; a line keeps the x and font of its first piece. A stream is cut by its
 * /Length: compressed bytes may end in a CR, which a search for the EOL before `endstream` would
 * take as part of it.
 */
export const pdfLines = (pdf: Buffer): PdfLine[][] => {
  const raw = pdf.toString('latin1');
  const fonts = baseFonts(raw);
  const pages: PdfLine[][] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(match[1]))).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('TJ')) continue;
    const lines: PdfLine[] = [];
    let x = 0;
    let y = Number.NaN;
    let font = '';
    let size = 0;
    const ops = /(-?[\d.]+) (-?[\d.]+) Tm|\/(F\d+) ([\d.]+) Tf|\[(.*?)\] TJ/g;
    for (const op of content.matchAll(ops)) {
      if (op[1] !== undefined) {
        x = Number(op[1]);
        y = Number(op[2]);
      } else if (op[3] !== undefined) {
        font = fonts.get(op[3]) ?? op[3];
        size = Number(op[4]);
      } else {
        const text = [...op[5]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join('');
        const last = lines.at(-1);
        if (last && last.y === y) last.text += text;
        else lines.push({ text, x, y, font, size });
      }
    }
    pages.push(lines);
  }
  return pages;
};

/** The text of each page, a line per baseline. */
export const pdfPages = (pdf: Buffer): string[] =>
  pdfLines(pdf).map((lines) => lines.map((line) => line.text).join('\n'));

/** The first line that starts with `start` (or matches it), with its page's and its own index. */
export const findLine = (pages: PdfLine[][], start: string | RegExp) => {
  const matches = (line: PdfLine) =>
    typeof start === 'string' ? line.text.startsWith(start) : start.test(line.text);
  for (const [page, lines] of pages.entries()) {
    const index = lines.findIndex(matches);
    if (index > -1) return { ...lines[index]!, page, index };
  }
  throw new Error(`no line starts with ${String(start)}`);
};
