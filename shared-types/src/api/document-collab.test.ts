import { describe, expect, it } from 'vitest';
import { DOC_MESSAGE_MAX_BYTES, docMessageSchema, docRefSchema } from '../realtime';
import {
  createCommentThreadRequestSchema,
  createDocumentVersionRequestSchema,
  replyCommentRequestSchema,
} from './document-collab';

describe('co-editing socket payloads', () => {
  it('accepts a binary y-protocols message as Node (a Uint8Array, a Buffer being one) and browsers (ArrayBuffer) send it', () => {
    const view = new Uint8Array([9, 0, 0, 1, 0]).subarray(1);
    for (const data of [new Uint8Array([0, 0, 1, 0]), view, new ArrayBuffer(3)]) {
      expect(docMessageSchema.safeParse({ documentId: 1, data }).success).toBe(true);
    }
  });

  it('refuses text, empty and oversized data, and ids that are not positive integers', () => {
    for (const data of [
      'AAEC',
      new Uint8Array(0),
      new Uint8Array(DOC_MESSAGE_MAX_BYTES + 1),
      [0, 1],
    ]) {
      expect(docMessageSchema.safeParse({ documentId: 1, data }).success).toBe(false);
    }
    for (const documentId of [0, -1, 1.5, '1']) {
      expect(docRefSchema.safeParse({ documentId }).success).toBe(false);
    }
  });
});

describe('comment and version requests', () => {
  const anchor = { start: 'AQID', end: 'AQIE' };

  it('anchors a thread with two base64 relative positions and trims the comment', () => {
    const parsed = createCommentThreadRequestSchema.parse({ anchor, body: '  Too broad?  ' });
    expect(parsed).toEqual({ anchor, quote: '', body: 'Too broad?' });
    expect(
      createCommentThreadRequestSchema.safeParse({
        anchor: { ...anchor, end: 'not base64!' },
        body: 'x',
      }).success,
    ).toBe(false);
  });

  it('refuses an empty comment, reply or version name', () => {
    expect(createCommentThreadRequestSchema.safeParse({ anchor, body: '   ' }).success).toBe(false);
    expect(replyCommentRequestSchema.safeParse({ body: '' }).success).toBe(false);
    expect(createDocumentVersionRequestSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});
