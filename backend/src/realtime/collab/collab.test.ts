import { type AckResponse, editorColor } from '@labbridge/shared-types';
import * as encoding from 'lib0/encoding';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { coEditing } from '../../../test/co-editing';
import { yClient } from '../../../test/collab-client';
import { openTestDatabase } from '../../../test/database';
import { signUp } from '../../../test/factories';
import {
  type ClientSocket,
  collect,
  eventually,
  flush,
  type LiveServer,
  nextEvent,
  startLiveServer,
} from '../../../test/realtime';

const database = await openTestDatabase();
let server: LiveServer = await startLiveServer(database);
afterAll(() => server.close());

const { docs, clients, draftBetween, editor, logRows, storedContent, bothEditing } = coEditing(
  () => server,
);

describe('co-editing over the app socket', () => {
  it('seeds the Yjs state from the document HTML and syncs it to a joining client', async () => {
    const { researcher, documentId } = await draftBetween();
    const client = await editor(researcher, documentId);
    expect(client.fragment.length).toBeGreaterThan(0);
    expect(client.xml()).toContain('Helical imaging');
  });

  it('two clients typing at once converge to the same text, and the server stored it', async () => {
    const { documentId, a, b } = await bothEditing();
    a.appendParagraph('Shared clause: ');
    await a.saved();
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    for (let i = 0; i < 10; i++) {
      a.typeAt(15, `a${i} `);
      b.typeAt(15, `b${i} `);
    }
    await Promise.all([a.saved(), b.saved()]);
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    for (let i = 0; i < 10; i++) expect(a.xml()).toContain(`a${i} `);
    for (let i = 0; i < 10; i++) expect(a.xml()).toContain(`b${i} `);
    expect(await storedContent(documentId)).toContain('a9 ');
    expect(a.refusals).toEqual([]);
  });

  it('announces the derived HTML (document:updated, edited) so previews elsewhere refetch', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const a = await editor(researcher, documentId);
    const elsewhere = await server.connect(industry.cookie);
    const announced = nextEvent(elsewhere, 'document:updated', 5_000);
    a.appendParagraph('Clause for the preview');
    await a.saved();
    expect(await announced).toMatchObject({
      id: documentId,
      change: 'edited',
      actorId: researcher.user.id,
    });
    expect((await docs().detail(industry, documentId)).body.content).toContain(
      'Clause for the preview',
    );
  });

  it("refuses a stranger's join (403), sends them nothing, and refuses their messages", async () => {
    const { researcher, documentId } = await draftBetween();
    const stranger = await signUp(server, { userType: 'industry' });
    const a = await editor(researcher, documentId);
    const socket = await server.connect(stranger.cookie);
    const seen = collect(socket, 'doc:message');
    const refused = await socket.emitWithAck('doc:join', { documentId });
    expect(refused).toMatchObject({ error: { code: 'AUTHORIZATION_ERROR' } });
    const sent = (await socket.emitWithAck('doc:message', {
      documentId,
      data: new Uint8Array([0, 0, 1, 0]),
    })) as AckResponse;
    expect(sent).toMatchObject({ error: { code: 'AUTHORIZATION_ERROR' } });
    a.appendParagraph('Not for strangers');
    await a.saved();
    await flush(server, socket);
    expect(seen).toEqual([]);
    const missing = await socket.emitWithAck('doc:join', { documentId: 999_999 });
    expect(missing).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('after finalize, editors turn read-only; an update is refused and not stored', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const a = await editor(researcher, documentId);
    a.appendParagraph('Agreed text');
    await a.saved();
    const status = nextEvent(a.socket!, 'doc:status');
    expect((await docs().finalize(industry, documentId)).status).toBe(200);
    expect(await status).toEqual({ documentId, status: 'pending_signatures', readOnly: true });
    const { body } = await docs().detail(researcher, documentId);
    expect(body.content).toContain('Agreed text');

    const before = await logRows(documentId);
    a.appendParagraph('Sneaked in after finalize');
    await a.saved();
    expect(a.refusals).toMatchObject([{ error: { code: 'BUSINESS_LOGIC_ERROR' } }]);
    expect(await logRows(documentId)).toBe(before);

    // Joinable read-only; the refused text is not what a late reader gets.
    const late = yClient(documentId);
    clients.push(late);
    expect(await late.join(await server.connect(industry.cookie))).toEqual({
      ok: true,
      readOnly: true,
      status: 'pending_signatures',
    });
    await late.synced();
    expect(late.xml()).toContain('Agreed text');
    expect(late.xml()).not.toContain('Sneaked in');
  });

  it('a cancelled document cannot be joined (409)', async () => {
    const { researcher, documentId } = await draftBetween();
    const a = await editor(researcher, documentId);
    const closed = nextEvent(a.socket!, 'doc:closed');
    expect((await docs().cancel(researcher, documentId)).status).toBe(200);
    expect(await closed).toEqual({ documentId, reason: 'cancelled' });
    const again = yClient(documentId);
    clients.push(again);
    expect(await again.join(await server.connect(researcher.cookie))).toMatchObject({
      error: { code: 'BUSINESS_LOGIC_ERROR' },
    });
  });

  it('shows who is here: awareness reaches the other editor and is removed when they leave', async () => {
    const { researcher, industry, documentId, a, b } = await bothEditing();
    const { id, firstName, lastName } = researcher.user;
    // Whoever the client says it is, the others see the account behind its socket.
    const asSomeoneElse = { id: industry.user.id, name: 'Tech Transfer Office', color: 'red' };
    a.awareness.setLocalStateField('user', asSomeoneElse);
    const seen = { id, name: `${firstName} ${lastName}`, color: editorColor(id) };
    await eventually(() =>
      expect(b.awareness.getStates().get(a.doc.clientID)).toMatchObject({ user: seen }),
    );
    // A newcomer hears of those already present.
    const c = await editor(industry, documentId);
    await eventually(() => expect(c.awareness.getStates().has(a.doc.clientID)).toBe(true));

    // An editor cannot remove or rewrite someone else's cursor.
    const entry = encoding.createEncoder();
    encoding.writeVarUint(entry, 1);
    encoding.writeVarUint(entry, a.doc.clientID);
    encoding.writeVarUint(entry, 1_000);
    encoding.writeVarString(entry, 'null');
    const spoof = encoding.createEncoder();
    encoding.writeVarUint(spoof, 1);
    encoding.writeVarUint8Array(spoof, encoding.toUint8Array(entry));
    expect(
      await b.socket!.emitWithAck('doc:message', {
        documentId,
        data: encoding.toUint8Array(spoof),
      }),
    ).toEqual({ ok: true });
    await flush(server, c.socket!);
    expect(c.awareness.getStates().get(a.doc.clientID)).toMatchObject({ user: seen });

    await a.leave();
    await eventually(() => expect(b.awareness.getStates().has(a.doc.clientID)).toBe(false));
  });

  it('a session that logs out leaves the document: its socket closes and its cursor goes', async () => {
    const { researcher, a, b } = await bothEditing();
    a.awareness.setLocalStateField('user', { name: 'Leaving' });
    await eventually(() => expect(b.awareness.getStates().has(a.doc.clientID)).toBe(true));
    const closed = new Promise<string>((resolve) => a.socket!.once('disconnect', resolve));
    await server.request('/api/logout', { method: 'POST', cookie: researcher.cookie });
    expect(await closed).toBe('io server disconnect');
    await eventually(() => expect(b.awareness.getStates().has(a.doc.clientID)).toBe(false));
    // The ended session cannot come back in.
    await expect(server.connect(researcher.cookie)).rejects.toThrow();
  });

  it('merges edits made offline when the client reconnects', async () => {
    const { researcher, documentId, a, b } = await bothEditing();
    a.appendParagraph('Online line');
    await a.saved();
    await eventually(() => expect(b.xml()).toContain('Online line'));
    a.socket!.disconnect();
    a.appendParagraph('Written offline');
    b.appendParagraph('Meanwhile online');
    await b.saved();
    await a.join(await server.connect(researcher.cookie));
    await a.synced();
    await a.saved();
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    expect(a.xml()).toContain('Written offline');
    expect(a.xml()).toContain('Meanwhile online');
    expect(await storedContent(documentId)).toContain('Written offline');
  });

  it('asks only a client that holds something for what it has: a fresh one just gets the state', async () => {
    const { researcher, documentId } = await draftBetween();
    /** The sync steps a socket received for the document, in order (0: step 1, 1: step 2). */
    const syncSteps = (socket: ClientSocket) => {
      const seen = collect(socket, 'doc:message');
      return () =>
        seen
          .map(({ data }) => new Uint8Array(data as ArrayBuffer))
          .filter((data) => data[0] === 0 && data[1] !== 2)
          .map((data) => data[1]);
    };
    const freshSocket = await server.connect(researcher.cookie);
    const freshSteps = syncSteps(freshSocket);
    const fresh = yClient(documentId);
    clients.push(fresh);
    await fresh.join(freshSocket);
    await fresh.synced();
    // A client with text of its own, typed before it joined, on a copy the server has not built.
    const holder = yClient(documentId);
    clients.push(holder);
    Y.applyUpdate(holder.doc, Y.encodeStateAsUpdate(fresh.doc));
    holder.appendParagraph('Typed before joining');
    const holderSocket = await server.connect(researcher.cookie);
    const holderSteps = syncSteps(holderSocket);
    await holder.join(holderSocket);
    await holder.synced();
    await eventually(() => expect(holderSteps()).toEqual([1, 0]));
    await holder.saved();
    await eventually(() => expect(fresh.xml()).toBe(holder.xml()));
    expect(await storedContent(documentId)).toContain('Typed before joining');
    expect(freshSteps()).toEqual([1]);
  });

  it('derives HTML with nothing a browser would run from the nodes and marks it accepts', async () => {
    const { researcher, documentId } = await draftBetween();
    const a = await editor(researcher, documentId);
    const paragraph = new Y.XmlElement('paragraph');
    paragraph.setAttribute('onclick', 'alert(2)');
    paragraph.setAttribute('style', 'background:url(javascript:alert(3))');
    paragraph.insert(0, [new Y.XmlText('click me')]);
    const linked = new Y.XmlText('a link');
    linked.format(0, 6, { link: { href: 'javascript:alert(5)' } });
    const withLink = new Y.XmlElement('paragraph');
    withLink.insert(0, [linked]);
    a.fragment.insert(a.fragment.length, [paragraph, withLink]);
    await a.saved();
    expect(a.refusals).toEqual([]);
    const html = await storedContent(documentId);
    expect(html).toContain('click me');
    expect(html).toContain('a link');
    expect(html).not.toMatch(/onclick|javascript:|style=/i);
  });

  it.each([
    ['text straight under the document', () => new Y.XmlText('HACK')],
    ['a node the editor has no such thing as', () => new Y.XmlElement('script')],
    [
      'a paragraph inside a paragraph',
      () => {
        const outer = new Y.XmlElement('paragraph');
        outer.insert(0, [new Y.XmlElement('paragraph')]);
        return outer;
      },
    ],
    [
      'a mark the editor has no such thing as',
      () => {
        const text = new Y.XmlText('marked');
        text.format(0, 6, { blink: true });
        const paragraph = new Y.XmlElement('paragraph');
        paragraph.insert(0, [text]);
        return paragraph;
      },
    ],
    [
      'lists nested past 64 elements',
      () => {
        let list = new Y.XmlElement('bulletList');
        for (let level = 0; level < 40; level++) {
          const item = new Y.XmlElement('listItem');
          const paragraph = new Y.XmlElement('paragraph');
          paragraph.insert(0, [new Y.XmlText(`level ${level}`)]);
          item.insert(0, [paragraph, list]);
          list = new Y.XmlElement('bulletList');
          list.insert(0, [item]);
        }
        return list;
      },
    ],
  ])(
    'refuses an update that puts %s, stores nothing and the draft still finalizes',
    async (_, made) => {
      const { researcher, industry, documentId, a, b } = await bothEditing();
      const before = await logRows(documentId);
      a.fragment.insert(a.fragment.length, [made()]);
      await a.saved();
      expect(a.refusals).toMatchObject([{ error: { code: 'VALIDATION_ERROR' } }]);
      expect(await logRows(documentId)).toBe(before);

      b.appendParagraph('Still editable');
      await b.saved();
      expect(b.refusals).toEqual([]);
      expect((await docs().finalize(industry, documentId)).status).toBe(200);
      const { body } = await docs().detail(researcher, documentId);
      expect(body.content).toContain('Still editable');
      expect(body.content).not.toMatch(/HACK|<script|blink|marked|level 0/);
    },
  );

  it('keeps the state across a server restart: a new process serves what the clients saw', async () => {
    const { researcher, documentId, a, b } = await bothEditing();
    a.appendParagraph('Before the restart');
    b.appendParagraph('Also before');
    await Promise.all([a.saved(), b.saved()]);
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    const seen = a.xml();
    await server.close();
    server = await startLiveServer(database);
    const fresh = await editor(researcher, documentId);
    expect(fresh.xml()).toBe(seen);
  });

  it('answers a join from the loaded state only while the copy is unchanged', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    // The first join loads the document and is answered from the bytes it read…
    const a = await editor(researcher, documentId);
    a.appendParagraph('Added after the load');
    await a.saved();
    // …the next one, after an edit, from the copy that has it.
    const b = await editor(industry, documentId);
    expect(b.xml()).toBe(a.xml());
    expect(b.xml()).toContain('Added after the load');
  });

  it('compacts the update log: a long-edited document loads from its state and a short tail', async () => {
    const { researcher, documentId } = await draftBetween();
    const a = await editor(researcher, documentId);
    a.appendParagraph('');
    // More edits than COMPACT_AFTER_ROWS: one compaction folds the first ones into the state.
    for (let i = 0; i < 260; i++) a.typeAt(0, 'x');
    await a.saved();
    await server.realtime.collab.flush();
    expect(await logRows(documentId)).toBeLessThan(200);
    const b = await editor(researcher, documentId);
    expect(b.xml()).toBe(a.xml());
    expect(b.xml()).toContain('x'.repeat(260));
  });
});
