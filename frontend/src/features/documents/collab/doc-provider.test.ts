import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DocProvider } from './doc-provider';
import { FakeDocServer } from './fake-doc-server';

const text = (doc: Y.Doc) => doc.getText('t').toString();

function editor(server: FakeDocServer) {
  const channel = server.channel();
  const doc = new Y.Doc();
  const provider = new DocProvider(doc, 1, channel);
  return { channel, doc, provider };
}

/** Two editors of one document on a fresh server, both joined. */
async function twoEditors() {
  const server = new FakeDocServer();
  const a = editor(server);
  const b = editor(server);
  await server.flush();
  return { server, a, b };
}

describe('DocProvider', () => {
  it('loads the server state, then reports connected, synced and saved', async () => {
    const server = new FakeDocServer();
    server.doc.getText('t').insert(0, 'Clause 1.');
    const a = editor(server);
    expect(a.provider.getState()).toMatchObject({ status: 'connecting', synced: false });
    await server.flush();
    expect(text(a.doc)).toBe('Clause 1.');
    expect(a.provider.getState()).toMatchObject({ status: 'connected', synced: true, saved: true });
  });

  it('relays each side’s typing to the other, converging on concurrent edits', async () => {
    const { server, a, b } = await twoEditors();
    a.doc.getText('t').insert(0, 'alpha ');
    b.doc.getText('t').insert(0, 'beta ');
    expect(a.provider.getState().saved).toBe(false);
    await server.flush();
    expect(text(a.doc)).toBe(text(b.doc));
    expect(text(server.doc)).toBe(text(a.doc));
    expect(text(a.doc)).toContain('alpha');
    expect(text(a.doc)).toContain('beta');
    expect(a.provider.getState().saved).toBe(true);
    expect(b.provider.getState().saved).toBe(true);
  });

  it('keeps edits made while disconnected and merges them after the re-join', async () => {
    const { server, a, b } = await twoEditors();
    a.channel.disconnect();
    expect(a.provider.getState().status).toBe('reconnecting');
    a.doc.getText('t').insert(0, 'offline edit. ');
    b.doc.getText('t').insert(0, 'online edit. ');
    await server.flush();
    expect(a.provider.getState().saved).toBe(false);
    expect(text(b.doc)).toBe('online edit. ');

    a.channel.reconnect();
    await server.flush();
    expect(a.provider.getState()).toMatchObject({ status: 'connected', saved: true });
    expect(text(a.doc)).toBe(text(b.doc));
    expect(text(server.doc)).toContain('offline edit.');
    expect(text(server.doc)).toContain('online edit.');
  });

  it('does not count an update lost in transit as saved', async () => {
    const server = new FakeDocServer();
    const a = editor(server);
    await server.flush();
    a.doc.getText('t').insert(0, 'typed just before the drop');
    a.channel.disconnect(false);
    await server.flush();
    expect(text(server.doc)).toBe('');
    expect(a.provider.getState()).toMatchObject({ status: 'offline', saved: false });
    a.channel.reconnect();
    await server.flush();
    expect(text(server.doc)).toBe('typed just before the drop');
    expect(a.provider.getState().saved).toBe(true);
  });

  it('shares cursors and names, and drops them when an editor leaves or the link drops', async () => {
    const { server, a, b } = await twoEditors();
    a.provider.awareness.setLocalStateField('user', { name: 'Ada', color: '#0a0' });
    await server.flush();
    const seenByB = () =>
      [...b.provider.awareness.getStates().values()].map((s) => s.user?.name).filter(Boolean);
    expect(seenByB()).toEqual(['Ada']);

    // A late joiner gets the states already there.
    const c = editor(server);
    await server.flush();
    expect([...c.provider.awareness.getStates().values()].map((s) => s.user?.name)).toContain(
      'Ada',
    );

    b.channel.disconnect();
    expect(seenByB()).toEqual([]);
    b.channel.reconnect();
    await server.flush();
    expect(seenByB()).toEqual(['Ada']);

    a.provider.destroy();
    await server.flush();
    expect(seenByB()).toEqual([]);
  });

  it('joins a finalised document read-only and reports a refused update', async () => {
    const server = new FakeDocServer();
    server.doc.getText('t').insert(0, 'final');
    server.readOnly = true;
    const a = editor(server);
    await server.flush();
    expect(a.provider.getState()).toMatchObject({ readOnly: true, synced: true });
    expect(text(a.doc)).toBe('final');

    server.readOnly = false;
    const b = editor(server);
    await server.flush();
    server.readOnly = true;
    b.doc.getText('t').insert(0, 'too late ');
    await server.flush();
    expect(text(server.doc)).toBe('final');
    expect(b.provider.getState()).toMatchObject({ saved: false });
    expect(b.provider.getState().error?.error.code).toBe('BUSINESS_LOGIC_ERROR');
  });

  it('turns read-only when the server says the document left draft', async () => {
    const server = new FakeDocServer();
    const a = editor(server);
    await server.flush();
    expect(a.provider.getState().readOnly).toBe(false);
    server.readOnly = true;
    a.channel.readOnly();
    await server.flush();
    expect(a.provider.getState()).toMatchObject({ readOnly: true, status: 'connected' });
  });
});
