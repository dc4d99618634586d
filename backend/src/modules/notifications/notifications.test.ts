import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { createTestContext, expectJson, type Json, readJson } from '../../../test/helpers';
import type { DomainEvents } from '../../core/events';
import { notifyUsers } from './service';

const ctx = await createTestContext();

type Person = Awaited<ReturnType<typeof signUp>>;

const notify = (who: Person, title: string) =>
  notifyUsers(ctx.deps, [who.user.id], {
    type: 'collaboration',
    title,
    message: `${title} happened`,
    actionUrl: '/projects/1',
  });

const get = async (who: Person, path: string) => {
  const res = await ctx.request(path, { cookie: who.cookie });
  return { status: res.status, body: await readJson(res) };
};

const titles = (body: Json) => body.notifications.map((n: { title: string }) => n.title);

describe('GET /api/notifications', () => {
  it('lists only the user’s own, latest first, with the unread count and a cursor', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    for (const t of ['n1', 'n2', 'n3']) await notify(me, t);
    await notify(other, 'not mine');

    const page1 = await get(me, '/api/notifications?limit=2');
    expect(page1.status).toBe(200);
    expect(titles(page1.body)).toEqual(['n3', 'n2']);
    expect(page1.body.unreadCount).toBe(3);
    expect(page1.body.notifications[0]).toMatchObject({
      type: 'collaboration',
      message: 'n3 happened',
      isRead: false,
      actionUrl: '/projects/1',
    });
    const page2 = await get(me, `/api/notifications?limit=2&before=${page1.body.nextCursor}`);
    expect(titles(page2.body)).toEqual(['n1']);
    expect(page2.body.nextCursor).toBeNull();
  });

  it('returns only newer ones, oldest first, for catch-up with after', async () => {
    const me = await signUp(ctx);
    const [first] = await notify(me, 'seen');
    await notify(me, 'missed 1');
    await notify(me, 'missed 2');
    const { body } = await get(me, `/api/notifications?after=${first!.id}`);
    expect(titles(body)).toEqual(['missed 1', 'missed 2']);
    expect(body.nextCursor).toBeNull();
  });

  it('rejects bad cursors and needs a session', async () => {
    const me = await signUp(ctx);
    expect((await get(me, '/api/notifications?before=1&after=1')).status).toBe(400);
    expect((await get(me, '/api/notifications?limit=0')).status).toBe(400);
    expect((await ctx.request('/api/notifications')).status).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks one read and publishes the new unread count', async () => {
    const me = await signUp(ctx);
    const [row] = await notify(me, 'one');
    await notify(me, 'two');
    const seen: DomainEvents['notification:read'][] = [];
    const stop = ctx.deps.events.subscribe('notification:read', (e) => seen.push(e));
    const res = await ctx.request(`/api/notifications/${row!.id}/read`, {
      method: 'PATCH',
      cookie: me.cookie,
    });
    const body = await expectJson(res);
    expect(body.notification).toMatchObject({ id: row!.id, isRead: true });
    expect(body.unreadCount).toBe(1);
    expect(seen).toEqual([{ userId: me.user.id, ids: [row!.id], unreadCount: 1 }]);
    stop();
  });

  it('answers 404 for someone else’s notification and leaves it unread', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const [theirs] = await notify(other, 'private');
    const res = await ctx.request(`/api/notifications/${theirs!.id}/read`, {
      method: 'PATCH',
      cookie: me.cookie,
    });
    expect(res.status).toBe(404);
    const missing = await ctx.request('/api/notifications/999999999/read', {
      method: 'PATCH',
      cookie: me.cookie,
    });
    expect(missing.status).toBe(404);
    expect((await readJson(res)).error.message).toBe((await readJson(missing)).error.message);
    expect((await get(other, '/api/notifications')).body.unreadCount).toBe(1);
  });

  it('marks all of the user’s read, and nobody else’s', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    await notify(me, 'a');
    await notify(me, 'b');
    await notify(other, 'c');
    const res = await ctx.request('/api/notifications/read-all', {
      method: 'POST',
      cookie: me.cookie,
    });
    expect(await readJson(res)).toEqual({ updated: 2, unreadCount: 0 });
    const mine = await get(me, '/api/notifications');
    expect(mine.body.notifications.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
    expect((await get(other, '/api/notifications')).body.unreadCount).toBe(1);
  });
});
