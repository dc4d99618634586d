import { describe, expect, it } from 'vitest';
import {
  conflicted,
  documentChanged,
  edited,
  editorReady,
  isDirty,
  reloaded,
  saved,
  startSession,
} from './edit-session';

const v = (version: number, title = 'NDA') => ({ version, title });

describe('edit session', () => {
  const ready = editorReady(startSession(v(3)), '<p>a</p>');

  it('is clean once the editor has read the content, dirty after an edit of text or title', () => {
    expect(isDirty(startSession(v(3)))).toBe(false);
    expect(isDirty(ready)).toBe(false);
    expect(isDirty(edited(ready, { html: '<p>ab</p>' }))).toBe(true);
    expect(isDirty(edited(ready, { title: 'NDA v2' }))).toBe(true);
    // Typing back to where it started is clean again.
    expect(isDirty(edited(edited(ready, { html: '<p>ab</p>' }), { html: '<p>a</p>' }))).toBe(false);
  });

  it('takes a newer version quietly when there are no edits, remounting the editor', () => {
    const next = documentChanged(ready, v(4, 'Renamed'));
    expect(next).toMatchObject({ baseVersion: 4, title: 'Renamed', conflict: false, html: null });
    expect(next.editorKey).toBe(ready.editorKey + 1);
  });

  it('keeps the same or an older version as it is', () => {
    expect(documentChanged(ready, v(3))).toBe(ready);
    expect(documentChanged(ready, v(2))).toBe(ready);
  });

  it('flags a conflict instead of dropping unsaved edits', () => {
    const dirty = edited(ready, { html: '<p>mine</p>' });
    const next = documentChanged(dirty, v(4));
    expect(next).toMatchObject({ conflict: true, baseVersion: 3, html: '<p>mine</p>' });
    expect(conflicted(dirty).conflict).toBe(true);
  });

  it('after my save, what I sent is clean at the new version', () => {
    const dirty = edited(ready, { html: '<p>mine</p>', title: 'Mine' });
    const after = saved(dirty, v(4, 'Mine'));
    expect(after).toMatchObject({ baseVersion: 4, baseTitle: 'Mine', conflict: false });
    expect(isDirty(after)).toBe(false);
    // The refetch of my own save changes nothing.
    expect(documentChanged(after, v(4, 'Mine'))).toBe(after);
  });

  it('reloading drops my edits and starts from the latest copy', () => {
    const dirty = conflicted(edited(ready, { html: '<p>mine</p>' }));
    const next = reloaded(dirty, v(5, 'Theirs'));
    expect(next).toMatchObject({ baseVersion: 5, title: 'Theirs', conflict: false, html: null });
    expect(isDirty(next)).toBe(false);
    expect(next.editorKey).toBe(dirty.editorKey + 1);
  });
});
