import { Parser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';

/**
 * What a stored document may contain: the rich-text the editor produces (headings, paragraphs,
 * lists, emphasis, links, quotes, rules) and nothing a browser would run or restyle. Scripts,
 * event handlers, style and class attributes, iframes and javascript: URLs are dropped whatever
 * the client sends.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave the app in a new context and pass no referrer or opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitizeDocumentHtml = (html: string) => sanitizeHtml(html, OPTIONS);

/**
 * How deeply a document's elements may nest. Real agreements nest lists a few levels, and a list
 * level is two elements (ul, li) with a paragraph and a few marks inside, so 64 leaves room for
 * lists some 25 levels deep. The walkers that read a stored document (version view, restore, the
 * PDF) recurse per level and overflow the stack some thousands of levels down; the parsers'
 * cost also grows with the square of the depth.
 */
export const MAX_NESTING_DEPTH = 64;

/**
 * Whether elements in `html` nest deeper than `limit`. The streaming parser keeps no tree and
 * stops at the first element too deep, so a hostile input costs no more than a legal one.
 */
export const nestsDeeperThan = (html: string, limit = MAX_NESTING_DEPTH) => {
  let depth = 0;
  let tooDeep = false;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > limit) {
        tooDeep = true;
        parser.pause();
      }
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.write(html);
  return tooDeep;
};

/** Elements with no closing tag: the parser reports them closed at once. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input', 'wbr']);
/** Elements that set their text apart: unwrapped, a space keeps it apart from its neighbours. */
const BLOCK_ELEMENTS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'pre',
  'blockquote',
]);
/** A list holds items, not text: one at the last level kept would hold its items' text. */
const LIST_ELEMENTS = new Set(['ul', 'ol']);

/**
 * `html` with every element deeper than `limit` unwrapped: its text stays, in the deepest element
 * kept. A list reaching the last level is unwrapped too, so its items' text lands in the item
 * around it rather than directly in a list (where the PDF and the editor would lose it).
 */
const flattenNesting = (html: string, limit: number) => {
  const kept: boolean[] = [];
  let out = '';
  const parser = new Parser({
    onopentag(name, attribs) {
      const depth = kept.length + 1;
      const keep = depth < limit || (depth === limit && !LIST_ELEMENTS.has(name));
      kept.push(keep);
      if (keep) {
        const attributes = Object.entries(attribs)
          .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
          .join('');
        out += `<${name}${attributes}>`;
      } else if (BLOCK_ELEMENTS.has(name)) {
        out += ' ';
      }
    },
    ontext(text) {
      out += escapeHtml(text);
    },
    onclosetag(name) {
      if (kept.pop() && !VOID_ELEMENTS.has(name)) out += `</${name}>`;
    },
  });
  parser.end(html);
  return out;
};

/**
 * Stored HTML as the walkers that recurse per level may read it (the editor schema's parser, the
 * PDF's): as it is, or, for a document or version stored nested deeper than MAX_NESTING_DEPTH
 * before PATCH refused that, with the levels past the limit unwrapped. Only what is shown or
 * printed is flattened; the stored text, which a signed document's hash covers, is not touched.
 */
export const withinNestingLimit = (html: string) =>
  nestsDeeperThan(html) ? flattenNesting(html, MAX_NESTING_DEPTH) : html;

/** Escapes text for use inside HTML, for the values a template fills in. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A plain-text field (a title): any markup a client sent is dropped, not escaped. */
export const plainText = (text: string) => text.replace(/<[^>]*>?/g, '').trim();
