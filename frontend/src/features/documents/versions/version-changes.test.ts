import { describe, expect, it } from 'vitest';
import { changesToHtml, countChanges } from './version-changes';

describe('changesToHtml', () => {
  it('marks insertions and deletions inside the paragraphs they belong to', () => {
    expect(
      changesToHtml([
        { type: 'equal', text: 'Scope\n\nThe term is ' },
        { type: 'delete', text: '12' },
        { type: 'insert', text: '24' },
        { type: 'equal', text: ' months.' },
      ]),
    ).toBe('<p>Scope</p><p>The term is <del>12</del><ins>24</ins> months.</p>');
  });

  it('splits an inserted run across the paragraphs it spans', () => {
    expect(
      changesToHtml([
        { type: 'equal', text: 'One.' },
        { type: 'insert', text: '\n\nTwo.\n\nThree.' },
      ]),
    ).toBe('<p>One.</p><p><ins>Two.</ins></p><p><ins>Three.</ins></p>');
  });

  it('escapes the text: nothing in a version becomes markup', () => {
    const html = changesToHtml([{ type: 'insert', text: '<img src=x onerror=alert(1)> & co' }]);
    expect(html).toBe('<p><ins>&lt;img src=x onerror=alert(1)&gt; &amp; co</ins></p>');
  });

  it('counts the words added and removed', () => {
    expect(
      countChanges([
        { type: 'equal', text: 'a b' },
        { type: 'insert', text: 'c d e' },
        { type: 'delete', text: 'f' },
      ]),
    ).toEqual({ inserted: 3, deleted: 1 });
  });
});
