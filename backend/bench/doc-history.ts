// Loading a document with 100,000 edits in its history (issue 14). The history is typed before
// the server starts and stored as the store leaves it (store.ts): the state compacted at the last
// multiple of COMPACT_AFTER_ROWS, and the rows after it; then each of a few such documents is
// opened cold, over the socket, by the standard Yjs client of the tests.

import type { ChildProcess } from 'node:child_process';
import { DOCUMENT_FRAGMENT } from '@labbridge/shared-types/editor';
import { inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Db } from '../src/db/client';
import { documentYjsUpdates, legalDocuments, users } from '../src/db/schema';
import { syncStep2FromState } from '../src/realtime/collab/messages';
import { COMPACT_AFTER_ROWS, loadState } from '../src/realtime/collab/store';
import { yClient } from '../test/collab-client';
import { connect, signIn } from './coediting';
import type { Dataset } from './dataset';
import { askProbe } from './harness';

/** Deterministic pseudo-random numbers (mulberry32), so every run types the same history. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/**
 * `edits` updates of three authors taking turns on one document, one keystroke each, as an
 * editor sends them: mostly typing at a caret, some backspaces, new paragraphs, and the caret
 * moving elsewhere now and then. Returns the text they make, the state as compaction leaves it
 * after the first `compactAt` (compact() encodes a Y.Doc that applied them: this one, then) and
 * the updates after that.
 */
const typeHistory = (edits: number, compactAt: number) => {
  const next = random(14);
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment(DOCUMENT_FRAGMENT);
  const updates: Uint8Array[] = [];
  let compacted: Uint8Array | null = null;
  doc.on('update', (update: Uint8Array) => updates.push(update));
  const authors = [1001, 1002, 1003];
  let paragraphAt = 0;
  let caret = 0;
  const textAt = (index: number) => (fragment.get(index) as Y.XmlElement).get(0) as Y.XmlText;
  const newParagraph = (index: number) => {
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.insert(0, [new Y.XmlText()]);
    fragment.insert(index, [paragraph]);
    paragraphAt = index;
    caret = 0;
  };
  newParagraph(0);
  while (updates.length < edits) {
    if (updates.length === compactAt) compacted = Y.encodeStateAsUpdate(doc);
    // A turn of about 250 keystrokes each, as three people editing by turns.
    doc.clientID = authors[Math.floor(updates.length / 250) % authors.length]!;
    const roll = next();
    const text = textAt(paragraphAt);
    if (roll < 0.02) newParagraph(paragraphAt + 1);
    else if (roll < 0.05) {
      paragraphAt = Math.floor(next() * fragment.length);
      caret = Math.floor(next() * (textAt(paragraphAt).length + 1));
    } else if (roll < 0.18 && caret > 0) {
      text.delete(caret - 1, 1);
      caret -= 1;
    } else {
      text.insert(caret, String.fromCharCode(97 + Math.floor(next() * 26)));
      caret += 1;
    }
  }
  if (updates.length === compactAt) compacted = Y.encodeStateAsUpdate(doc);
  const xml = fragment.toString();
  doc.destroy();
  return { xml, state: compacted, tail: updates.slice(compactAt) };
};

/**
 * Drafts between the bench researcher and industry user whose history holds `edits` keystrokes,
 * each stored as the store would have left it (the same history, so each open is a cold one).
 */
export const seedHistories = async (
  db: Db,
  dataset: Dataset,
  options: { edits: number; documents: number },
) => {
  const started = performance.now();
  const parties = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [dataset.benchUser.email, dataset.industryUser.email]));
  const idOf = (email: string) => parties.find((p) => p.email === email)!.id;
  const researcherId = idOf(dataset.benchUser.email);
  const compactAt = options.edits - (options.edits % COMPACT_AFTER_ROWS);
  const { xml, state, tail } = typeHistory(options.edits, compactAt);
  const rows = await db
    .insert(legalDocuments)
    .values(
      Array.from({ length: options.documents }, (_, i) => ({
        title: `Long-edited agreement ${i + 1}`,
        documentType: 'NDA' as const,
        researcherUserId: researcherId,
        industryUserId: idOf(dataset.industryUser.email),
        createdById: researcherId,
        yjsState: state,
      })),
    )
    .returning({ id: legalDocuments.id });
  const ids = rows.map((r) => r.id);
  const log = ids.flatMap((documentId) =>
    tail.map((data) => ({ documentId, data, userId: researcherId })),
  );
  if (log.length > 0) await db.insert(documentYjsUpdates).values(log);

  // The server's part of an open, in this process on the same database: the stored state and
  // its tail read and merged (store.ts loadState), and the sync step 2 a client that has nothing
  // gets from those bytes (the hub builds no Y.Doc on open). Building one, which the first edit
  // made on a process costs, and a standard client applying the state are timed apart.
  const serverLoadMs: number[] = [];
  const buildMs: number[] = [];
  const clientApplyMs: number[] = [];
  const emptyStateVector = Y.encodeStateVector(new Y.Doc());
  const ms = (since: number) => Math.round((performance.now() - since) * 100) / 100;
  for (const documentId of ids) {
    const loadStarted = performance.now();
    const loaded = await loadState(db, documentId);
    syncStep2FromState(loaded.state, emptyStateVector);
    serverLoadMs.push(ms(loadStarted));
    const buildStarted = performance.now();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, loaded.state);
    buildMs.push(ms(buildStarted));
    doc.destroy();
  }
  for (const _ of ids) {
    const applyStarted = performance.now();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, state ?? new Uint8Array([0, 0]));
    for (const update of tail) Y.applyUpdate(doc, update);
    clientApplyMs.push(ms(applyStarted));
    doc.destroy();
  }
  return {
    documentIds: ids,
    serverLoadMs,
    buildMs,
    clientApplyMs,
    edits: options.edits,
    xml,
    stateKb: Math.round(((state?.byteLength ?? 0) / 1024) * 10) / 10,
    tailRows: tail.length,
    textChars: xml.replace(/<[^>]+>/g, '').length,
    seedSeconds: Math.round(performance.now() - started) / 1000,
  };
};

export type Histories = Awaited<ReturnType<typeof seedHistories>>;

/**
 * Opens each long-edited document once on a server that has not loaded it: doc:join until the
 * server's state has arrived and is applied (the client's `synced`), checking the text is the
 * one typed. With the server's part and the client's applying measured at seeding, the rest is
 * the round trips. The documents stay open on the server (a left document is kept a while), so
 * its heap before and after is what holding one costs (an upper bound: no GC is forced).
 */
export const measureHistoryLoad = async (
  origin: string,
  dataset: Dataset,
  histories: Histories,
  app: ChildProcess,
) => {
  const cookie = await signIn(origin, dataset.benchUser);
  const times: number[] = [];
  type Memory = { rss: number; heapUsed: number };
  const before = await askProbe<Memory>(app, 'probe:report');
  for (const documentId of histories.documentIds) {
    const socket = await connect(origin, cookie);
    const client = yClient(documentId);
    try {
      const started = performance.now();
      const answer = await client.join(socket);
      if ('error' in answer) throw new Error(`doc:join refused: ${JSON.stringify(answer)}`);
      await client.synced();
      times.push(Math.round((performance.now() - started) * 100) / 100);
      if (client.xml() !== histories.xml)
        throw new Error('a long-edited document loaded other text');
    } finally {
      client.destroy();
      socket.close();
    }
  }
  const after = await askProbe<Memory>(app, 'probe:report');
  const kbPerDocument = (bytes: number) =>
    Math.round((bytes / histories.documentIds.length / 1024) * 10) / 10;
  const { documentIds, xml, ...figures } = histories;
  return {
    ...figures,
    documents: documentIds.length,
    heapKbPerOpenDocument: kbPerDocument(after.heapUsed - before.heapUsed),
    rssKbPerOpenDocument: kbPerDocument(after.rss - before.rss),
    serverLoadWorstMs: Math.max(...figures.serverLoadMs),
    buildWorstMs: Math.max(...figures.buildMs),
    clientApplyWorstMs: Math.max(...figures.clientApplyMs),
    openMs: times,
    openWorstMs: Math.max(...times),
  };
};
