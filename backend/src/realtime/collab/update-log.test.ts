import { DOCUMENT_FRAGMENT } from '@labbridge/shared-types/editor';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { coEditing } from '../../../test/co-editing';
import { openTestDatabase } from '../../../test/database';
import { type LiveServer, startLiveServer } from '../../../test/realtime';
import { appendUpdate, COMPACT_AFTER_ROWS, compact, insertUpdate, loadState } from './store';

const database = await openTestDatabase();
let server: LiveServer = await startLiveServer(database);
afterAll(() => server.close());

const { docs, draftBetween, editor, logRows } = coEditing(() => server);

describe('the update log stays short, whoever writes it and however often the server restarts', () => {
  /** `count` one-character edits of a Y.Doc that starts from `base`, each as its own update. */
  const typedUpdates = (base: Uint8Array, label: string, count: number) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, base);
    const updates: Uint8Array[] = [];
    doc.on('update', (update: Uint8Array) => updates.push(update));
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText(`${label}: `);
    paragraph.insert(0, [text]);
    doc.getXmlFragment(DOCUMENT_FRAGMENT).insert(0, [paragraph]);
    for (let i = 0; i < count; i++) text.insert(text.length, String(i % 10));
    doc.destroy();
    return updates;
  };
  const xmlOf = (...updates: Uint8Array[]) => {
    const doc = new Y.Doc();
    for (const update of updates) Y.applyUpdate(doc, update);
    const xml = doc.getXmlFragment(DOCUMENT_FRAGMENT).toString();
    doc.destroy();
    return xml;
  };

  it('compacts a document edited in short sessions across restarts (fewer edits each than the threshold)', async () => {
    const { researcher, documentId } = await draftBetween();
    const session = Math.ceil(COMPACT_AFTER_ROWS * 0.75);
    const a = await editor(researcher, documentId);
    a.appendParagraph('');
    for (let i = 0; i < session; i++) a.typeAt(0, 'x');
    await a.saved();
    await server.close();
    server = await startLiveServer(database);
    const b = await editor(researcher, documentId);
    for (let i = 0; i < session; i++) b.typeAt(0, 'y');
    await b.saved();
    await server.realtime.collab.flush();
    expect(await logRows(documentId)).toBeLessThan(COMPACT_AFTER_ROWS);
    const fresh = await editor(researcher, documentId);
    expect(fresh.xml()).toBe(b.xml());
    expect(fresh.xml()).toContain(`${'y'.repeat(session)}${'x'.repeat(session)}`);
  });

  it('folds a long log it finds at load into the state, and serves the same text', async () => {
    const { researcher, documentId } = await draftBetween();
    const { db } = server.deps;
    const { state: seed } = await loadState(db, documentId);
    // As left by writers that stopped before compacting: far more rows than the threshold.
    const updates = typedUpdates(seed, 'Left behind', COMPACT_AFTER_ROWS * 3);
    for (const update of updates) await insertUpdate(db, documentId, update, researcher.user.id);
    const client = await editor(researcher, documentId);
    expect(client.xml()).toBe(xmlOf(seed, ...updates));
    await server.realtime.collab.flush();
    expect(await logRows(documentId)).toBe(0);
    const { state, tail } = await loadState(db, documentId);
    expect(tail).toBe(0);
    expect(xmlOf(state)).toBe(xmlOf(seed, ...updates));
  });

  it('appends only to a draft that exists, in one statement', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const { db } = server.deps;
    const { state: seed } = await loadState(db, documentId);
    const [first, second] = typedUpdates(seed, 'Clause', 2);
    const before = await logRows(documentId);
    expect(await appendUpdate(db, documentId, first!, researcher.user.id)).toBe(true);
    expect(await logRows(documentId)).toBe(before + 1);
    expect((await docs().finalize(industry, documentId)).status).toBe(200);
    const frozen = await logRows(documentId);
    expect(await appendUpdate(db, documentId, second!, researcher.user.id)).toBe(false);
    expect(await logRows(documentId)).toBe(frozen);
    await expect(appendUpdate(db, 999_999, second!, null)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('loses no update appended by concurrent writers while compactions run', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const { db } = server.deps;
    const { state: seed } = await loadState(db, documentId);
    const ours = typedUpdates(seed, 'Researcher', COMPACT_AFTER_ROWS);
    const theirs = typedUpdates(seed, 'Industry', COMPACT_AFTER_ROWS);
    const write = async (updates: Uint8Array[], userId: string) => {
      for (const update of updates)
        expect(await appendUpdate(db, documentId, update, userId)).toBe(true);
    };
    const compactions: number[] = [];
    const compactor = async () => {
      while (compactions.length < 10) compactions.push(await compact(db, documentId));
    };
    await Promise.all([
      write(ours, researcher.user.id),
      write(theirs, industry.user.id),
      compactor(),
    ]);
    // Every row went into the state or is still in the log: none was deleted unread.
    const folded = compactions.reduce((n, c) => n + c, 0);
    expect(folded + (await logRows(documentId))).toBe(ours.length + theirs.length);
    const { state } = await loadState(db, documentId);
    expect(xmlOf(state)).toBe(xmlOf(seed, ...ours, ...theirs));
    const client = await editor(industry, documentId);
    expect(client.xml()).toBe(xmlOf(seed, ...ours, ...theirs));
  });
});
