import { COMMENT_QUOTE_MAX_LENGTH } from '@labbridge/shared-types';
import { documentExtensions } from '@labbridge/shared-types/editor';
import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { quoteOf } from './comment-anchors';

const schema = getSchema(documentExtensions);
const text = (t: string) => ({ type: 'text', text: t });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });

describe('quoteOf', () => {
  it('keeps the words either side of a hard break or a paragraph end apart', () => {
    const doc = schema.nodeFromJSON({
      type: 'doc',
      content: [
        paragraph(text('For the Researcher'), { type: 'hardBreak' }, text('Name: Amira')),
        paragraph(text('Role: Lead')),
      ],
    });
    expect(quoteOf(doc, 0, doc.content.size)).toBe('For the Researcher Name: Amira Role: Lead');
  });

  it('is cut to the longest quote a comment keeps', () => {
    const doc = schema.nodeFromJSON({
      type: 'doc',
      content: [paragraph(text('x'.repeat(COMMENT_QUOTE_MAX_LENGTH + 10)))],
    });
    expect(quoteOf(doc, 0, doc.content.size)).toHaveLength(COMMENT_QUOTE_MAX_LENGTH);
  });
});
