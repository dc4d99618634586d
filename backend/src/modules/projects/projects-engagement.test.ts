import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordedEvents } from '../../../test/analytics-events';
import { holdAppClock } from '../../../test/clock';
import { buildProject, createProject, signUp } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { notifications } from '../../db/schema';

// Visitors are told apart by address; here the test's X-Forwarded-For stands for our proxy's.
const ctx = await createTestContext({ trustProxyHops: 1 });
const owner = await signUp(ctx);
const viewer = await signUp(ctx, { userType: 'industry' });

beforeEach(holdAppClock);

const notificationsAbout = (projectId: number) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.actionUrl, `/projects/${projectId}`));

const eventsOf = (projectId: number, eventType: string) =>
  recordedEvents(ctx.deps.db, eventType, { projectId });

describe('view events', () => {
  it('counts a non-owner opening the detail once per viewer per day, and never the owner', async () => {
    const project = await createProject(ctx, owner.cookie);
    const path = `/api/projects/${project.id}`;
    await ctx.request(path, { cookie: owner.cookie });
    await ctx.request(path, { cookie: viewer.cookie });
    await ctx.request(path, { cookie: viewer.cookie });
    await ctx.request(path, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await ctx.request(path, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    await ctx.request(path, { headers: { 'x-forwarded-for': '198.51.100.2' } });
    const views = await eventsOf(project.id, 'view');
    expect(views).toHaveLength(3);
    const now = new Date();
    const mine = views.find((v) => v.userId === viewer.user.id);
    expect(mine?.dedupeKey).toBe(
      `view:${project.id}:${viewer.user.id}:${now.toISOString().slice(0, 10)}`,
    );
    // Stored at the key's instant, so the charts count it on the day it was counted once in.
    expect(mine?.createdAt).toEqual(now);
    expect(mine?.subjectUserId).toBe(owner.user.id);
    // Visitors are told apart by a keyed hash; the address itself is never stored.
    expect(views.map((v) => v.dedupeKey).join(' ')).not.toMatch(/203\.0\.113\.7/);
  });
});

describe('share and referral', () => {
  it('records a share with its channel and a referral, once per viewer per day each', async () => {
    const project = await createProject(ctx, owner.cookie);
    const path = `/api/projects/${project.id}`;
    const share = await ctx.request(`${path}/share`, {
      method: 'POST',
      cookie: viewer.cookie,
      json: { channel: 'linkedin' },
    });
    expect(share.status).toBe(201);
    expect(await readJson(share)).toEqual({ recorded: true });
    const again = await ctx.request(`${path}/share`, {
      method: 'POST',
      cookie: viewer.cookie,
      json: { channel: 'linkedin' },
    });
    expect(await readJson(again)).toEqual({ recorded: false });
    await ctx.request(`${path}/share`, { method: 'POST' });
    const referral = await ctx.request(`${path}/referral`, {
      method: 'POST',
      cookie: viewer.cookie,
    });
    expect(await readJson(referral)).toEqual({ recorded: true });
    const shares = await eventsOf(project.id, 'share');
    expect(shares).toHaveLength(2);
    expect(shares.find((s) => s.userId === viewer.user.id)?.metadata).toEqual({
      channel: 'linkedin',
    });
    expect(await eventsOf(project.id, 'referral')).toHaveLength(1);
    const bad = await ctx.request(`${path}/share`, {
      method: 'POST',
      json: { channel: '<script>' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('share counting', () => {
  it('counts one share per viewer per listing per day, whatever the channel', async () => {
    const project = await createProject(ctx, owner.cookie);
    const share = (channel: string, headers: Record<string, string> = {}) =>
      ctx.request(`/api/projects/${project.id}/share`, {
        method: 'POST',
        cookie: headers['x-forwarded-for'] ? undefined : viewer.cookie,
        headers,
        json: { channel },
      });
    const answers = [];
    for (const channel of ['linkedin', 'twitter', 'email', 'link', 'facebook']) {
      answers.push((await readJson(await share(channel))).recorded);
    }
    expect(answers).toEqual([true, false, false, false, false]);
    for (const channel of ['linkedin', 'email']) {
      await share(channel, { 'x-forwarded-for': '203.0.113.40' });
    }
    const shares = await eventsOf(project.id, 'share');
    expect(shares).toHaveLength(2);
    expect(shares.find((s) => s.userId === viewer.user.id)?.metadata).toEqual({
      channel: 'linkedin',
    });
  });
});

describe('follow', () => {
  it('follows and unfollows idempotently and shows the state in the detail', async () => {
    const project = await createProject(ctx, owner.cookie);
    const path = `/api/projects/${project.id}`;
    expect((await ctx.request(`${path}/follow`, { method: 'POST' })).status).toBe(401);
    const first = await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    expect(await readJson(first)).toEqual({ isFollowing: true, followerCount: 1 });
    const twice = await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    expect(await readJson(twice)).toEqual({ isFollowing: true, followerCount: 1 });
    expect(await readJson(await ctx.request(path, { cookie: viewer.cookie }))).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
    expect(await readJson(await ctx.request(path))).toMatchObject({
      isFollowing: false,
      followerCount: 1,
    });
    const following = await ctx.request('/api/projects/following', { cookie: viewer.cookie });
    expect((await readJson(following)).projectIds).toContain(project.id);
    expect((await ctx.request('/api/projects/following')).status).toBe(401);
    const off = await ctx.request(`${path}/follow`, { method: 'DELETE', cookie: viewer.cookie });
    expect(await readJson(off)).toEqual({ isFollowing: false, followerCount: 0 });
    const after = await readJson(
      await ctx.request('/api/projects/following', { cookie: viewer.cookie }),
    );
    expect(after.projectIds).not.toContain(project.id);
    expect(
      (await ctx.request('/api/projects/424242/follow', { method: 'POST', cookie: viewer.cookie }))
        .status,
    ).toBe(404);
  });

  it('lets a follower unfollow a listing that was hidden since, which their list still holds', async () => {
    const hiders = [
      (id: number) =>
        ctx.request(`/api/projects/${id}`, {
          method: 'PUT',
          cookie: owner.cookie,
          json: buildProject({ visibility: 'private' }),
        }),
      (id: number) =>
        ctx.request(`/api/projects/${id}/archive`, { method: 'POST', cookie: owner.cookie }),
    ];
    for (const hide of hiders) {
      const project = await createProject(ctx, owner.cookie);
      const follow = `/api/projects/${project.id}/follow`;
      await ctx.request(follow, { method: 'POST', cookie: viewer.cookie });
      expect((await hide(project.id)).status).toBe(200);
      expect((await ctx.request(follow, { method: 'POST', cookie: viewer.cookie })).status).toBe(
        404,
      );
      const listed = await ctx.request('/api/projects/following', { cookie: viewer.cookie });
      expect((await readJson(listed)).projectIds).toContain(project.id);
      const off = await ctx.request(follow, { method: 'DELETE', cookie: viewer.cookie });
      expect(off.status).toBe(200);
      expect(await readJson(off)).toMatchObject({ isFollowing: false });
      const after = await ctx.request('/api/projects/following', { cookie: viewer.cookie });
      expect((await readJson(after)).projectIds).not.toContain(project.id);
      // Once unfollowed, the hidden listing is as hidden as to anyone who never followed it.
      expect((await ctx.request(follow, { method: 'DELETE', cookie: viewer.cookie })).status).toBe(
        404,
      );
    }
  });

  it('notifies followers (not the editor) when the listing changes', async () => {
    const project = await createProject(ctx, owner.cookie, { title: 'Followed listing' });
    const path = `/api/projects/${project.id}`;
    const second = await signUp(ctx);
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: second.cookie });
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: owner.cookie });
    const published: string[] = [];
    const stop = ctx.deps.events.subscribe('notification:created', (e) => published.push(e.userId));
    const res = await ctx.request(path, {
      method: 'PUT',
      cookie: owner.cookie,
      json: buildProject({ title: 'Followed listing v2' }),
    });
    stop();
    expect(res.status).toBe(200);
    const rows = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionUrl, `/projects/${project.id}`));
    expect(rows.map((r) => r.userId).sort()).toEqual([viewer.user.id, second.user.id].sort());
    expect(rows[0]).toMatchObject({ type: 'milestone', isRead: false });
    expect(rows[0]?.message).toContain('Followed listing v2');
    expect(published.sort()).toEqual([viewer.user.id, second.user.id].sort());
  });

  it('does not notify followers about a save that changes nothing or only the settings', async () => {
    const body = buildProject({
      teamMembers: [{ name: 'Grace Hopper', role: 'Engineer' }],
      mediaCarousel: [{ id: 'm1', type: 'image', url: 'https://example.test/a.png' }],
    });
    const project = await createProject(ctx, owner.cookie, body);
    const path = `/api/projects/${project.id}`;
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    for (const json of [body, { ...body, isPremiumListing: true, listingPrice: 3 }]) {
      const res = await ctx.request(path, { method: 'PUT', cookie: owner.cookie, json });
      expect(res.status).toBe(200);
    }
    expect(await notificationsAbout(project.id)).toHaveLength(0);
    await ctx.request(path, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { ...body, stage: 'ready' },
    });
    expect(await notificationsAbout(project.id)).toHaveLength(1);
  });

  it('tells followers when the listing is archived, not when it is restored', async () => {
    const project = await createProject(ctx, owner.cookie, { title: 'Archived soon' });
    const path = `/api/projects/${project.id}`;
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    for (const action of ['archive', 'archive', 'restore']) {
      const res = await ctx.request(`${path}/${action}`, { method: 'POST', cookie: owner.cookie });
      expect(res.status).toBe(200);
    }
    const rows = await notificationsAbout(project.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: viewer.user.id,
      title: 'Project archived',
      message: '"Archived soon" was archived.',
    });
  });

  it('does not notify followers about a listing that became private', async () => {
    const project = await createProject(ctx, owner.cookie);
    const path = `/api/projects/${project.id}`;
    await ctx.request(`${path}/follow`, { method: 'POST', cookie: viewer.cookie });
    await ctx.request(path, {
      method: 'PUT',
      cookie: owner.cookie,
      json: buildProject({ visibility: 'private' }),
    });
    const rows = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.actionUrl, `/projects/${project.id}`));
    expect(rows).toHaveLength(0);
  });
});
