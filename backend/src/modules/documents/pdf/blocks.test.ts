import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './blocks';

describe('htmlToBlocks', () => {
  const run = (text: string, bold = false, italic = false) => ({ text, bold, italic });
  const br = run('\n');

  it('keeps a <br> as a break between the runs around it, with their styles', () => {
    expect(
      htmlToBlocks('<p><strong>For the <em>Lab</em></strong><br>Name: <em>A</em> <br> Role: B</p>'),
    ).toEqual([
      {
        kind: 'paragraph',
        quote: false,
        runs: [
          run('For the ', true),
          run('Lab', true, true),
          br,
          run('Name: '),
          run('A', false, true),
          br,
          run('Role: B'),
        ],
      },
    ]);
  });

  it('keeps an empty line between two breaks, drops breaks at either end of a block', () => {
    expect(
      htmlToBlocks('<blockquote><p><br>Quoted<br></p></blockquote><ul><li>a<br><br>b</li></ul>'),
    ).toEqual([
      { kind: 'paragraph', quote: true, runs: [run('Quoted')] },
      { kind: 'list', ordered: false, start: 1, items: [[run('a'), br, br, run('b')]] },
    ]);
    expect(htmlToBlocks('<p><br></p><p> <b> x</b> </p>')).toEqual([
      { kind: 'paragraph', quote: false, runs: [run('x', true)] },
    ]);
  });

  it('sets the whole of a heading in bold, keeping the styles inside it', () => {
    expect(htmlToBlocks('<h2>12. <em>Signatures</em></h2><h3>Sub</h3>')).toEqual([
      { kind: 'heading', level: 2, runs: [run('12. ', true), run('Signatures', true, true)] },
      { kind: 'heading', level: 3, runs: [run('Sub', true)] },
    ]);
  });
});
