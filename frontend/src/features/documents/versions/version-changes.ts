/**
 * A version's changes (the server's word diff over the plain text, paragraphs separated by a
 * blank line) as HTML to show: paragraphs, insertions in <ins>, deletions in <del>. The text is
 * escaped, so nothing in a version can become markup here.
 */
import type { TextChange } from '@labbridge/shared-types';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TAGS = { equal: null, insert: 'ins', delete: 'del' } as const;

export function changesToHtml(changes: TextChange[]): string {
  const paragraphs: string[] = [];
  let current = '';
  const close = () => {
    if (current.replace(/<[^>]*>/g, '').trim()) paragraphs.push(`<p>${current}</p>`);
    current = '';
  };
  for (const change of changes) {
    const tag = TAGS[change.type];
    change.text.split(/\n{2,}/).forEach((piece, index) => {
      if (index > 0) close();
      if (!piece) return;
      const text = escapeHtml(piece).replace(/\n/g, '<br>');
      current += tag ? `<${tag}>${text}</${tag}>` : text;
    });
  }
  close();
  return paragraphs.join('');
}

/** How many words were added and removed, for the list's summary. */
export function countChanges(changes: TextChange[]) {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return changes.reduce(
    (sum, c) => ({
      inserted: sum.inserted + (c.type === 'insert' ? words(c.text) : 0),
      deleted: sum.deleted + (c.type === 'delete' ? words(c.text) : 0),
    }),
    { inserted: 0, deleted: 0 },
  );
}
