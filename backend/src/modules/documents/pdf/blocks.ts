import { parseDocument } from 'htmlparser2';

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

/** The inline text of a node as styled runs; <br> becomes a line break. */
const runsOf = (nodes: ChildNode[], style: Style): Run[] =>
  nodes.flatMap((node): Run[] => {
    if (node.type === 'text') {
      const text = node.data.replace(/\s+/g, ' ');
      return text ? [{ text, ...style }] : [];
    }
    if (!isElement(node)) return [];
    if (node.name === 'br') return [{ text: '\n', ...style }];
    const bold = style.bold || ['strong', 'b', 'h1', 'h2', 'h3', 'h4'].includes(node.name);
    const italic = style.italic || ['em', 'i'].includes(node.name);
    return runsOf(node.children, { bold, italic });
  });

/** Leading and trailing spaces of a block are layout, not text. */
const trimmed = (runs: Run[]): Run[] => {
  const out = runs.map((r) => ({ ...r }));
  if (out[0]) out[0].text = out[0].text.trimStart();
  const last = out.at(-1);
  if (last) last.text = last.text.trimEnd();
  return out.filter((r) => r.text.length > 0);
};

const plain: Style = { bold: false, italic: false };

/**
 * Sanitised document HTML as the blocks a PDF lays out: headings, paragraphs (quotes), lists and
 * rules. It only has to understand what the sanitiser lets through.
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
          runs: trimmed(runsOf(node.children, plain)),
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
  walk(parseDocument(html).children, false);
  return blocks;
};
