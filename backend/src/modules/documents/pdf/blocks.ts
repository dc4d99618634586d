import { parseDocument } from 'htmlparser2';
import { withinNestingLimit } from '../sanitize';

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { name: string; attribs: Record<string, string> }>;

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type Block =
  | { kind: 'heading'; level: number; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[]; quote: boolean }
  | { kind: 'list'; ordered: boolean; start: number; items: Run[][] }
  | { kind: 'rule' };

interface Style {
  bold: boolean;
  italic: boolean;
}

const isElement = (node: ChildNode): node is Element => node.type === 'tag';

/** A <br>: a run of its own, which ends a line inside its block. */
export const LINE_BREAK: Run = { text: '\n', bold: false, italic: false };

const isBreak = (run: Run) => run.text === LINE_BREAK.text;

/** Runs cut at their line breaks: a block's lines, each a (possibly empty) list of runs. */
export const linesOf = (runs: Run[]): Run[][] => {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    if (isBreak(run)) lines.push([]);
    else lines.at(-1)!.push(run);
  }
  return lines;
};

/** The inline text of a node as styled runs; text never holds a newline, only a <br> does. */
const runsOf = (nodes: ChildNode[], style: Style): Run[] =>
  nodes.flatMap((node): Run[] => {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      return text ? [{ text, ...style }] : [];
    }
    if (!isElement(node)) return [];
    if (node.name === 'br') return [LINE_BREAK];
    const bold = style.bold || ['strong', 'b', 'h1', 'h2', 'h3', 'h4'].includes(node.name);
    const italic = style.italic || ['em', 'i'].includes(node.name);
    return runsOf(node.children, { bold, italic });
  });

/** Spaces at either end of a line are layout, not text, as in a browser. */
const trimLine = (line: Run[]): Run[] => {
  const out = line.map((r) => ({ ...r }));
  for (const run of out) {
    run.text = run.text.trimStart();
    if (run.text) break;
  }
  for (const run of [...out].reverse()) {
    run.text = run.text.trimEnd();
    if (run.text) break;
  }
  return out.filter((r) => r.text.length > 0);
};

/**
 * Each line trimmed, and breaks at either end of a block dropped: a block neither starts nor ends
 * on an empty line. Breaks between lines are kept; two in a row leave an empty line.
 */
const trimmed = (runs: Run[]): Run[] => {
  const lines = linesOf(runs).map(trimLine);
  while (lines[0]?.length === 0) lines.shift();
  while (lines.at(-1)?.length === 0) lines.pop();
  return lines.flatMap((line, i) => (i ? [LINE_BREAK, ...line] : line));
};

const plain: Style = { bold: false, italic: false };

/**
 * Sanitised document HTML as the blocks a PDF lays out: headings, paragraphs (quotes), lists and
 * rules. It only has to understand what the sanitiser lets through. The walk recurses per level,
 * so nesting past the limit (a row stored before it) is read flattened.
 */
export const htmlToBlocks = (html: string): Block[] => {
  const blocks: Block[] = [];
  const walk = (nodes: ChildNode[], quote: boolean) => {
    let inline: ChildNode[] = [];
    const flush = () => {
      const runs = trimmed(runsOf(inline, plain));
      if (runs.length) blocks.push({ kind: 'paragraph', runs, quote });
      inline = [];
    };
    for (const node of nodes) {
      if (
        !isElement(node) ||
        ['strong', 'b', 'em', 'i', 'u', 's', 'a', 'code', 'br'].includes(node.name)
      ) {
        inline.push(node);
        continue;
      }
      flush();
      const heading = /^h([1-6])$/.exec(node.name);
      if (heading) {
        blocks.push({
          kind: 'heading',
          level: Number(heading[1]),
          runs: trimmed(runsOf(node.children, { bold: true, italic: false })),
        });
      } else if (node.name === 'ul' || node.name === 'ol') {
        const items = node.children
          .filter(isElement)
          .filter((li) => li.name === 'li')
          .map((li) => trimmed(runsOf(li.children, plain)));
        const start = Number(node.attribs.start ?? 1);
        blocks.push({
          kind: 'list',
          ordered: node.name === 'ol',
          start: Number.isFinite(start) ? start : 1,
          items,
        });
      } else if (node.name === 'hr') {
        blocks.push({ kind: 'rule' });
      } else if (node.name === 'blockquote') {
        walk(node.children, true);
      } else {
        walk(node.children, quote);
      }
    }
    flush();
  };
  walk(parseDocument(withinNestingLimit(html)).children, false);
  return blocks;
};
