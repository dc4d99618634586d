import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { messagingHelpers, signUp } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { projects } from '../../db/schema';

const ctx = await createTestContext();
const { send, get, captured } = messagingHelpers(ctx);

describe('GET /api/messages/recent', () => {
  it('lists one row per conversation, newest first, with the partner and unread count', async () => {
    const me = await signUp(ctx);
    const x = await signUp(ctx, { firstName: 'Xavier', lastName: 'Ng', userType: 'industry' });
    const y = await signUp(ctx, { firstName: 'Yoko', lastName: 'Ono' });
    await send(x, me, 'from x 1');
    await send(x, me, 'from x 2');
    await send(me, y, 'to y');
    await send(y, me, 'from y');

    const { status, body } = await get(me, '/api/messages/recent');
    expect(status).toBe(200);
    expect(body.conversations).toHaveLength(2);
    const [first, second] = body.conversations;
    expect(first.user).toMatchObject({
      id: y.user.id,
      firstName: 'Yoko',
      lastName: 'Ono',
      organization: 'Test University',
    });
    expect(first.lastMessage).toMatchObject({ content: 'from y', seq: 2 });
    expect(first.unreadCount).toBe(1);
    expect(second.user.firstName).toBe('Xavier');
    expect(second.unreadCount).toBe(2);

    const limited = await get(me, '/api/messages/recent?limit=1');
    expect(limited.body.conversations).toHaveLength(1);
  });

  it('hides the organisation of a private profile', async () => {
    const me = await signUp(ctx);
    const hidden = await signUp(ctx, { firstName: 'Hidden' });
    await ctx.request('/api/auth/user', {
      method: 'PUT',
      cookie: hidden.cookie,
      json: { profileVisibility: 'private' },
    });
    await send(hidden, me, 'psst');
    const { body } = await get(me, '/api/messages/recent');
    expect(body.conversations[0].user).toMatchObject({ firstName: 'Hidden', organization: null });
  });
});

describe('GET /api/messages/:userId', () => {
  it('pages the thread newest first and walks back with the cursor', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    for (let i = 1; i <= 5; i++) await send(i % 2 ? a : b, i % 2 ? b : a, `m${i}`);

    const page1 = await get(a, `/api/messages/${b.user.id}?limit=2`);
    expect(page1.status).toBe(200);
    expect(page1.body.user.id).toBe(b.user.id);
    expect(page1.body.messages.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
    expect(page1.body.lastSeq).toBe(5);
    const page2 = await get(
      a,
      `/api/messages/${b.user.id}?limit=2&before=${page1.body.nextBefore}`,
    );
    expect(page2.body.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    const page3 = await get(
      a,
      `/api/messages/${b.user.id}?limit=2&before=${page2.body.nextBefore}`,
    );
    expect(page3.body.messages.map((m: { seq: number }) => m.seq)).toEqual([1]);
    expect(page3.body.nextBefore).toBeNull();
  });

  it('answers an empty thread for a user without a conversation yet', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx, { firstName: 'Brand', lastName: 'New' });
    const { status, body } = await get(a, `/api/messages/${b.user.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ messages: [], nextBefore: null, lastSeq: 0 });
    expect(body.user).toMatchObject({ firstName: 'Brand', lastName: 'New' });
  });

  it('returns what came after a seq, oldest first, for catch-up', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    for (let i = 1; i <= 4; i++) await send(a, b, `m${i}`);
    const { body } = await get(b, `/api/messages/${a.user.id}/since?after=2`);
    expect(body.messages.map((m: { seq: number }) => m.seq)).toEqual([3, 4]);
    expect(body).toMatchObject({ hasMore: false, lastSeq: 4 });
    const limited = await get(b, `/api/messages/${a.user.id}/since?after=0&limit=3`);
    expect(limited.body.hasMore).toBe(true);
    expect((await get(b, `/api/messages/${a.user.id}/since`)).status).toBe(400);
  });

  it('answers 400 for a malformed user id and 404 for an unknown one', async () => {
    const a = await signUp(ctx);
    expect((await get(a, '/api/messages/not-a-uuid')).status).toBe(400);
    expect((await get(a, `/api/messages/${randomUUID()}`)).status).toBe(404);
    expect((await get(a, `/api/messages/${randomUUID()}/since?after=0`)).status).toBe(404);
    const anonymous = await ctx.request(`/api/messages/${a.user.id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe('reading a conversation', () => {
  it('marks received messages read, counts unread and tells the sender', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    for (let i = 1; i <= 3; i++) await send(a, b, `m${i}`);
    await send(b, a, 'reply');
    expect((await get(b, '/api/messages/unread-count')).body.unreadCount).toBe(3);
    expect((await get(b, '/api/notifications')).body.unreadCount).toBe(3);

    const read = captured('message:read');
    const partial = await ctx.request(`/api/messages/${a.user.id}/read`, {
      method: 'POST',
      cookie: b.cookie,
      json: { upToSeq: 2 },
    });
    expect(await readJson(partial)).toEqual({ updated: 2, upToSeq: 2, unreadCount: 1 });
    const rest = await ctx.request(`/api/messages/${a.user.id}/read`, {
      method: 'POST',
      cookie: b.cookie,
    });
    expect(await readJson(rest)).toEqual({ updated: 1, upToSeq: 3, unreadCount: 0 });
    const again = await ctx.request(`/api/messages/${a.user.id}/read`, {
      method: 'POST',
      cookie: b.cookie,
    });
    expect(await readJson(again)).toEqual({ updated: 0, upToSeq: null, unreadCount: 0 });

    expect(read.seen).toEqual([
      { readerId: b.user.id, otherUserId: a.user.id, upToSeq: 2 },
      { readerId: b.user.id, otherUserId: a.user.id, upToSeq: 3 },
    ]);
    const thread = await get(a, `/api/messages/${b.user.id}`);
    expect(thread.body.messages.map((m: { isRead: boolean }) => m.isRead)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect((await get(b, '/api/notifications')).body.unreadCount).toBe(0);
    read.stop();
  });

  it('marks read the notifications of the messages read, not of those after upToSeq', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    for (let i = 1; i <= 3; i++) await send(a, b, `m${i}`);
    const before = (await get(b, '/api/notifications')).body.notifications as {
      id: number;
      message: string;
    }[];
    const idOf = (content: string) => before.find((n) => n.message === content)!.id;

    const bell = captured('notification:read');
    await ctx.request(`/api/messages/${a.user.id}/read`, {
      method: 'POST',
      cookie: b.cookie,
      json: { upToSeq: 2 },
    });
    const partial = await get(b, '/api/notifications');
    expect(partial.body.unreadCount).toBe(1);
    expect(
      partial.body.notifications
        .filter((n: { isRead: boolean }) => !n.isRead)
        .map((n: { message: string }) => n.message),
    ).toEqual(['m3']);

    await ctx.request(`/api/messages/${a.user.id}/read`, { method: 'POST', cookie: b.cookie });
    const byId = (x: number, y: number) => x - y;
    expect(bell.seen.map((e) => ({ ...e, ids: e.ids && [...e.ids].sort(byId) }))).toEqual([
      { userId: b.user.id, ids: [idOf('m1'), idOf('m2')].sort(byId), unreadCount: 1 },
      { userId: b.user.id, ids: [idOf('m3')], unreadCount: 0 },
    ]);
    bell.stop();
  });
});

describe('suggest-response', () => {
  it('answers three suggestions for GET and POST, with the conversation as context', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    await send(a, b, 'Could we set up a meeting next week?');
    const viaGet = await get(
      b,
      `/api/messages/suggest-response?text=${encodeURIComponent('Hello!')}`,
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.suggestions).toHaveLength(3);
    const viaPost = await ctx.request('/api/messages/suggest-response', {
      method: 'POST',
      cookie: b.cookie,
      json: { text: 'Could we set up a meeting next week?', withUserId: a.user.id },
    });
    const body = await readJson(viaPost);
    expect(body.suggestions).toHaveLength(3);
    expect(body.suggestions.every((s: unknown) => typeof s === 'string' && s.length > 0)).toBe(
      true,
    );
  });

  it('hands the conversation’s history and project to the provider when GET names the partner', async () => {
    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const [project] = await ctx.deps.db
      .insert(projects)
      .values({
        userId: researcher.user.id,
        title: 'Quantum dot sensors',
        description: 'Cheap single-photon detectors',
        category: 'materials',
      })
      .returning();
    await send(industry, researcher, 'Hello! Could we license the sensor design?', {
      projectId: project!.id,
    });
    await send(researcher, industry, 'Possibly, what volumes do you have in mind?');
    await send(industry, researcher, 'Hello again!');

    const spy = vi.spyOn(ctx.deps.ai, 'run');
    try {
      const path = `/api/messages/suggest-response?text=${encodeURIComponent('Hello again!')}`;
      const withContext = await get(researcher, `${path}&withUserId=${industry.user.id}`);
      expect(withContext.status).toBe(200);
      expect(spy.mock.lastCall?.[1]).toEqual({
        text: 'Hello again!',
        history: [
          { fromMe: false, content: 'Hello! Could we license the sensor design?' },
          { fromMe: true, content: 'Possibly, what volumes do you have in mind?' },
          { fromMe: false, content: 'Hello again!' },
        ],
        projectTitle: 'Quantum dot sensors',
      });
      // The local provider greets with the project's name once it knows it.
      expect(withContext.body.suggestions[0]).toContain('Quantum dot sensors');

      const without = await get(researcher, path);
      expect(spy.mock.lastCall?.[1]).toEqual({ text: 'Hello again!', history: [] });
      expect(without.body.suggestions[0]).not.toContain('Quantum dot sensors');
    } finally {
      spy.mockRestore();
    }
  });

  it('rejects a malformed or unknown withUserId', async () => {
    const a = await signUp(ctx);
    const path = '/api/messages/suggest-response?text=hi&withUserId=';
    expect((await get(a, `${path}not-a-uuid`)).status).toBe(400);
    expect((await get(a, `${path}${randomUUID()}`)).status).toBe(404);
  });

  it('rejects blank text and needs a session', async () => {
    const a = await signUp(ctx);
    expect((await get(a, '/api/messages/suggest-response?text=%20')).status).toBe(400);
    expect((await ctx.request('/api/messages/suggest-response?text=hi')).status).toBe(401);
  });
});
