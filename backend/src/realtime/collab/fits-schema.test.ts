import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { whyNotFitting } from './fits-schema';
import { documentFragment, documentSchema, htmlToYState } from './schema';

/** Nested bullet lists `levels` deep, two elements a level (list, item) plus each item's paragraph. */
const nestedList = (levels: number) => {
  let list = new Y.XmlElement('bulletList');
  for (let level = 0; level < levels; level++) {
    const item = new Y.XmlElement('listItem');
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText(`level ${level}`)]);
    item.insert(0, level === 0 ? [paragraph] : [paragraph, list]);
    list = new Y.XmlElement('bulletList');
    list.insert(0, [item]);
  }
  return list;
};

/** What the check says of one edit made to a document that already holds a paragraph. */
const verdictOn = (edit: (fragment: Y.XmlFragment) => void) => {
  const doc = new Y.Doc();
  const fragment = documentFragment(doc);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText('Agreed text')]);
  fragment.insert(0, [paragraph]);
  let why: string | null | undefined;
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    why = whyNotFitting(documentSchema, fragment, transaction, 64);
  });
  doc.transact(() => edit(fragment));
  return why;
};

describe('whyNotFitting', () => {
  it('passes what the editor writes: typing, marks, a new list', () => {
    expect(
      verdictOn((fragment) => {
        const text = (fragment.get(0) as Y.XmlElement).get(0) as Y.XmlText;
        text.insert(6, ' and bold', { bold: true });
      }),
    ).toBeNull();
    expect(verdictOn((fragment) => fragment.insert(1, [nestedList(3)]))).toBeNull();
    // How y-tiptap names a mark that may overlap itself: its name, '--' and a hash.
    expect(
      verdictOn((fragment) => {
        const text = (fragment.get(0) as Y.XmlElement).get(0) as Y.XmlText;
        text.format(0, 6, { 'bold--AbC1+/9=': {} });
      }),
    ).toBeNull();
  });

  it('passes a whole document that uses every node and mark the editor has', async () => {
    const state = await htmlToYState(
      '<h1>Title</h1><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code> ' +
        '<a href="https://example.org">link</a><br>after a break</p>' +
        '<blockquote><p>quoted</p></blockquote><ul><li><p>one</p><ol><li><p>two</p></li></ol></li></ul>' +
        '<hr><h4>Small</h4>',
    );
    const doc = new Y.Doc();
    const fragment = documentFragment(doc);
    const verdicts: (string | null)[] = [];
    doc.on('afterTransaction', (transaction: Y.Transaction) => {
      verdicts.push(whyNotFitting(documentSchema, fragment, transaction, 64));
    });
    Y.applyUpdate(doc, state);
    expect(verdicts).toEqual([null]);
    expect(fragment.toString()).toMatch(/<blockquote>.*<horizontalrule>/i);
  });

  it('names what does not fit', () => {
    expect(verdictOn((fragment) => fragment.insert(1, [new Y.XmlText('loose')]))).toBe(
      'text directly inside doc',
    );
    expect(
      verdictOn((fragment) => {
        const text = (fragment.get(0) as Y.XmlElement).get(0) as Y.XmlText;
        text.format(0, 6, { blink: true });
      }),
    ).toBe('unknown mark "blink"');
    expect(verdictOn((fragment) => fragment.insert(1, [new Y.XmlElement('iframe')]))).toBe(
      'unknown node "iframe"',
    );
  });

  it('takes lists 31 levels deep (63 elements down to the text) and refuses one more level', () => {
    expect(verdictOn((fragment) => fragment.insert(1, [nestedList(31)]))).toBeNull();
    expect(verdictOn((fragment) => fragment.insert(1, [nestedList(32)]))).toBe(
      'nodes nested deeper than 64',
    );
  });

  it('refuses any change outside the editor’s fragment', () => {
    expect(verdictOn((fragment) => fragment.doc!.getMap('extra').set('k', 'v'))).toBe(
      'a change outside the document text',
    );
  });
});
