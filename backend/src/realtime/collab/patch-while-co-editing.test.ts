import { DOCUMENT_FRAGMENT } from '@labbridge/shared-types/editor';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { coEditing } from '../../../test/co-editing';
import { expectJson, readJson } from '../../../test/helpers';
import { createLiveTestServer, eventually } from '../../../test/realtime';
import { DEFAULT_TIMINGS } from './hub';
import { insertUpdate, loadStateIn } from './store';

/**
 * A PATCH of a document's text while it is co-edited: it names the version it was loaded at, and
 * live edits and restores move the version, so it never replaces text its caller did not see.
 * The HTML is derived only when a test flushes (storedContent), so "not flushed yet" is a state
 * a test can hold.
 */
const server = await createLiveTestServer(
  {},
  { collabTimings: { ...DEFAULT_TIMINGS, deriveDelayMs: 600_000, deriveMaxWaitMs: 600_000 } },
);

const { docs, draftBetween, editor, storedContent, bothEditing } = coEditing(() => server);

const withParagraph = (html: string, text: string) => `${html}<p>${text}</p>`;

describe('a PATCH of the text while the document is co-edited', () => {
  it('from a version loaded before a flushed live edit: 409, and the live edit stays', async () => {
    const { researcher, documentId, a, b } = await bothEditing();
    const loaded = (await docs().detail(researcher, documentId)).body;
    b.appendParagraph('Typed live by the other party');
    await b.saved();
    expect(await storedContent(documentId)).toContain('Typed live by the other party');

    const res = await docs().patch(researcher, documentId, {
      version: loaded.version,
      content: withParagraph(loaded.content, 'Sent by an API caller'),
    });
    const body = await expectJson(res, 409);
    expect(body.error.code).toBe('CONFLICT');
    expect(await storedContent(documentId)).toContain('Typed live by the other party');
    expect(await storedContent(documentId)).not.toContain('Sent by an API caller');
    await eventually(() => expect(a.xml()).toContain('Typed live by the other party'));
    expect(b.xml()).not.toContain('Sent by an API caller');
  });

  it('from the version shown while live edits are not flushed yet: 409, and a reload shows them', async () => {
    const { researcher, documentId, b } = await bothEditing();
    const loaded = (await docs().detail(researcher, documentId)).body;
    b.appendParagraph('Typed a moment ago');
    await b.saved();
    // Not flushed: the stored text and its version are still those the caller loaded.
    const before = (await docs().detail(researcher, documentId)).body;
    expect(before).toMatchObject({ version: loaded.version, content: loaded.content });

    const res = await docs().patch(researcher, documentId, {
      version: loaded.version,
      content: withParagraph(loaded.content, 'Sent by an API caller'),
    });
    expect(res.status).toBe(409);
    const reloaded = (await docs().detail(researcher, documentId)).body;
    expect(reloaded.version).toBeGreaterThan(loaded.version);
    expect(reloaded.content).toContain('Typed a moment ago');
    expect(reloaded.content).not.toContain('Sent by an API caller');
    expect(b.xml()).toContain('Typed a moment ago');

    // From the version that shows them, the same change is saved on top of them.
    const retried = await docs().patch(researcher, documentId, {
      version: reloaded.version,
      content: withParagraph(reloaded.content, 'Sent by an API caller'),
    });
    expect(retried.status).toBe(200);
    const stored = await storedContent(documentId);
    expect(stored).toContain('Typed a moment ago');
    expect(stored).toContain('Sent by an API caller');
  });

  it('from the current version after live edits: saved, the editors get it, and later flushes keep it', async () => {
    const { researcher, documentId, a, b } = await bothEditing();
    b.appendParagraph('Draft wording');
    await b.saved();
    await storedContent(documentId);
    const loaded = (await docs().detail(researcher, documentId)).body;
    expect(loaded.content).toContain('Draft wording');

    const res = await docs().patch(researcher, documentId, {
      version: loaded.version,
      content: loaded.content.replace('Draft wording', 'Agreed wording'),
    });
    const saved = await expectJson(res, 200);
    expect(saved.version).toBe(loaded.version + 1);
    await eventually(() => expect(a.xml()).toContain('Agreed wording'));
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    expect(b.xml()).not.toContain('Draft wording');

    b.appendParagraph('Typed after the save');
    await b.saved();
    const stored = await storedContent(documentId);
    expect(stored).toContain('Agreed wording');
    expect(stored).toContain('Typed after the save');
    expect(stored).not.toContain('Draft wording');
  });

  it('a flush writes the stored text, even an edit stored elsewhere that this copy has not heard of', async () => {
    const { researcher, documentId, b } = await bothEditing();
    // Another process's server edit (a PATCH, a restore), stored before its relay arrives here.
    const db = server.deps.db;
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, (await loadStateIn(db, documentId))!);
    const known = Y.encodeStateVector(elsewhere);
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText('Saved on another server')]);
    const fragment = elsewhere.getXmlFragment(DOCUMENT_FRAGMENT);
    fragment.insert(fragment.length, [paragraph]);
    await insertUpdate(db, documentId, Y.encodeStateAsUpdate(elsewhere, known), researcher.user.id);

    b.appendParagraph('Typed here meanwhile');
    await b.saved();
    const stored = await storedContent(documentId);
    expect(stored).toContain('Saved on another server');
    expect(stored).toContain('Typed here meanwhile');
  });

  it('the title rename the editor sends still works while the others type; a second one from that version is a 409', async () => {
    const { researcher, industry, documentId, a, b } = await bothEditing();
    const loaded = (await docs().detail(researcher, documentId)).body;
    b.appendParagraph('Typed during the rename');
    await b.saved();
    await storedContent(documentId);
    expect((await docs().detail(researcher, documentId)).body.version).toBeGreaterThan(
      loaded.version,
    );

    // What the title field sends: the version it read, and the title.
    const renamed = await docs().patch(researcher, documentId, {
      version: loaded.version,
      title: 'Renamed while co-edited',
    });
    expect(await expectJson(renamed, 200)).toMatchObject({
      title: 'Renamed while co-edited',
      content: expect.stringContaining('Typed during the rename'),
    });
    const again = await docs().patch(industry, documentId, {
      version: loaded.version,
      title: 'A rename made on the old title',
    });
    expect(again.status).toBe(409);
    expect((await docs().detail(industry, documentId)).body.title).toBe('Renamed while co-edited');
    await eventually(() => expect(a.xml()).toContain('Typed during the rename'));
  });

  it('a change of terms alone rewords their passages in the live text, keeping unflushed typing', async () => {
    const { researcher, industry, documentId, a, b } = await bothEditing();
    // Loaded before the typing, as a terms form would be: only a change of terms since conflicts.
    const loaded = (await docs().detail(industry, documentId)).body;
    b.appendParagraph('Typed a moment ago');
    await b.saved();

    const res = await docs().patch(industry, documentId, {
      version: loaded.version,
      terms: { confidentialityPeriod: 2 },
    });
    const saved = await expectJson(res, 200);
    expect(saved.version).toBeGreaterThan(loaded.version);
    expect(saved.content).toContain('for 2 years after it ends');
    expect(saved.content).toContain('Typed a moment ago');
    for (const editor of [a, b]) {
      await eventually(() => expect(editor.xml()).toContain('for 2 years after it ends'));
      expect(editor.xml()).not.toContain('for 5 years after it ends');
      expect(editor.xml()).toContain('Typed a moment ago');
    }
    // A PATCH of the text from before the change is refused rather than undoing it.
    const stale = await docs().patch(researcher, documentId, {
      version: loaded.version,
      content: loaded.content,
    });
    expect(stale.status).toBe(409);
    expect(await storedContent(documentId)).toBe(saved.content);
  });

  it('a restore moves the version: a PATCH of the text from before it is a 409, and the restored text stays', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const b = await editor(industry, documentId);
    const base = `/api/legal/documents/${documentId}/versions`;
    const named = await expectJson(
      await server.request(base, {
        method: 'POST',
        cookie: researcher.cookie,
        json: { name: 'First' },
      }),
      201,
    );
    b.appendParagraph('Added after the named version');
    await b.saved();
    await storedContent(documentId);
    const loaded = (await docs().detail(researcher, documentId)).body;
    expect(loaded.content).toContain('Added after the named version');

    const restored = await server.request(`${base}/${named.id}/restore`, {
      method: 'POST',
      cookie: industry.cookie,
    });
    expect(restored.status).toBe(200);
    const res = await docs().patch(researcher, documentId, {
      version: loaded.version,
      content: withParagraph(loaded.content, 'Sent by an API caller'),
    });
    expect(res.status).toBe(409);
    const after = (await docs().detail(researcher, documentId)).body;
    expect(after.version).toBeGreaterThan(loaded.version);
    expect(after.content).not.toContain('Added after the named version');
    expect(after.content).not.toContain('Sent by an API caller');
    expect(await storedContent(documentId)).toBe(after.content);
    await eventually(() => expect(b.xml()).not.toContain('Added after the named version'));
    const list = await readJson(await server.request(base, { cookie: researcher.cookie }));
    expect(list.versions[0]).toMatchObject({ kind: 'restore', restoredFromId: named.id });
  });
});
