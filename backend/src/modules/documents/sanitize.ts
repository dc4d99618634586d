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
