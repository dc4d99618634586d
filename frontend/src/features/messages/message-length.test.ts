import { LIMITS } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { messageLength, tooLongText } from './message-length';

describe('message length', () => {
  const max = LIMITS.messageMaxLength;

  it('is quiet well under the limit, counts near it and refuses past it', () => {
    expect(messageLength('hello')).toEqual({ length: 5, near: false, over: false });
    expect(messageLength('x'.repeat(max))).toEqual({ length: max, near: true, over: false });
    expect(messageLength('x'.repeat(max + 1)).over).toBe(true);
  });

  it('counts what is sent: surrounding spaces do not count', () => {
    expect(messageLength(`  ${'x'.repeat(max)}  \n`).over).toBe(false);
  });

  it('says by how much to shorten', () => {
    expect(tooLongText(5312)).toBe(
      'Your message is 5,312 characters; the limit is 5,000. Shorten it by 312 to send it.',
    );
  });
});
