import { describe, expect, it } from 'vitest';
import { coEditing } from '../../../test/co-editing';
import { expectJson, readJson } from '../../../test/helpers';
import { createLiveTestServer, eventually, nextEvent } from '../../../test/realtime';

const server = await createLiveTestServer();

const { docs, draftBetween, editor, storedContent, bothEditing } = coEditing(() => server);

describe('comments, versions and server edits reach the editors live', () => {
  it('a comment thread: created, replied to and resolved by either party, announced to both', async () => {
    const { researcher, industry, documentId, a, b } = await bothEditing();
    const heard = nextEvent(b.socket!, 'doc:comments');
    const path = `/api/legal/documents/${documentId}/comments`;
    const created = await server.request(path, {
      method: 'POST',
      cookie: researcher.cookie,
      json: { anchor: { start: 'AAEC', end: 'AAED' }, quote: 'Clause 2', body: 'Too broad?' },
    });
    const thread = await expectJson(created, 201);
    expect(await heard).toMatchObject({ documentId, threadId: thread.id, change: 'created' });

    const replied = nextEvent(a.socket!, 'doc:comments');
    await server.request(`${path}/${thread.id}/replies`, {
      method: 'POST',
      cookie: industry.cookie,
      json: { body: 'Narrowed it.' },
    });
    expect(await replied).toMatchObject({ change: 'replied', actorId: industry.user.id });
    const resolved = await readJson(
      await server.request(`${path}/${thread.id}/resolve`, {
        method: 'POST',
        cookie: industry.cookie,
        json: { resolved: true },
      }),
    );
    expect(resolved).toMatchObject({ resolved: true, resolvedBy: { id: industry.user.id } });
    expect(resolved.comments.map((c: { body: string }) => c.body)).toEqual([
      'Too broad?',
      'Narrowed it.',
    ]);
    const list = await readJson(await server.request(path, { cookie: industry.cookie }));
    expect(list.threads).toHaveLength(1);
  });

  it('named versions, automatic ones after quiet, the changes between them, and a live restore', async () => {
    const { researcher, industry, documentId, a, b } = await bothEditing();
    const base = `/api/legal/documents/${documentId}/versions`;
    const named = await server.request(base, {
      method: 'POST',
      cookie: researcher.cookie,
      json: { name: 'Sent to counterparty' },
    });
    const first = await expectJson(named, 201);
    expect(first).toMatchObject({ kind: 'named', name: 'Sent to counterparty' });

    a.appendParagraph('A later addition');
    await a.saved();
    const auto = nextEvent(b.socket!, 'doc:versions');
    await server.realtime.collab.takeAutoVersions();
    const autoEvent = await auto;
    expect(autoEvent).toMatchObject({ documentId, kind: 'auto', actorId: null });
    const detail = await readJson(
      await server.request(`${base}/${autoEvent.versionId}`, { cookie: industry.cookie }),
    );
    expect(detail.previousId).toBe(first.id);
    expect(detail.changes).toContainEqual({
      type: 'insert',
      text: expect.stringContaining('later'),
    });

    const list = await readJson(await server.request(base, { cookie: industry.cookie }));
    // Generation saved the first text as an 'edit'.
    expect(list.versions.map((v: { kind: string }) => v.kind)).toEqual(['auto', 'named', 'edit']);

    const restored = await server.request(`${base}/${first.id}/restore`, {
      method: 'POST',
      cookie: industry.cookie,
    });
    expect(restored.status).toBe(200);
    expect((await readJson(restored)).version).toMatchObject({
      kind: 'restore',
      restoredFromId: first.id,
    });
    await eventually(() => expect(a.xml()).not.toContain('A later addition'));
    await eventually(() => expect(b.xml()).toBe(a.xml()));
    expect(await storedContent(documentId)).not.toContain('A later addition');
  });

  it('a PATCH of the HTML becomes a live edit of the Yjs state', async () => {
    const { researcher, industry, documentId } = await draftBetween();
    const b = await editor(industry, documentId);
    const { body } = await docs().detail(researcher, documentId);
    const res = await docs().patch(researcher, documentId, {
      version: body.version,
      content: `${body.content}<p>Patched in <script>alert(1)</script></p>`,
    });
    expect(res.status).toBe(200);
    await eventually(() => expect(b.xml()).toContain('Patched in'));
    expect((await readJson(res)).content).not.toContain('<script');
  });
});
