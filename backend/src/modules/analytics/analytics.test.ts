import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { holdAppClock } from '../../../test/clock';
import { createProject, signUp, signUpAdmin } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, type Json } from '../../../test/helpers';
import { analyticsEvents, projects } from '../../db/schema';

const ctx = await createTestContext();

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

// The day a view is counted on and the chart's last day are the test's today.
beforeEach(holdAppClock);

const analytics = async (cookie: string, period?: string) => {
  const res = await ctx.request(`/api/analytics${period ? `?period=${period}` : ''}`, { cookie });
  return expectJson(res);
};

const stat = (summary: Json, key: string) =>
  (summary.stats as { key: string; value: number }[]).find((s) => s.key === key)?.value;

/** The stats list in the order given, written as one object of key and value. */
const statsList = (values: Record<string, number>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }));

const sendMessage = (cookie: string, receiverId: string, projectId?: number) =>
  ctx.request('/api/messages', {
    method: 'POST',
    cookie,
    json: { receiverId, content: 'Hello', clientMessageId: randomUUID(), projectId },
  });

describe('GET /api/analytics', () => {
  it('needs a session', async () => {
    const res = await ctx.request('/api/analytics');
    await expectErrorCode(res, 401, 'AUTHENTICATION_ERROR');
  });

  it('refuses a period outside 7d, 30d, 90d, 1y', async () => {
    const { cookie } = await signUp(ctx);
    for (const period of ['2w', '30', '']) {
      const res = await ctx.request(`/api/analytics?period=${period}`, { cookie });
      await expectErrorCode(res, 400, 'VALIDATION_ERROR');
    }
  });

  it('defaults to 30 days, one chart entry per day, and starts at zero: no sample numbers', async () => {
    const { cookie } = await signUp(ctx);
    const summary = await analytics(cookie);
    expect(summary).toMatchObject({ period: '30d', scope: 'researcher', topProjects: [] });
    expect(summary.stats.map((s: Json) => s.value)).toEqual([0, 0, 0, 0, 0]);
    expect(summary.viewsByDay).toHaveLength(30);
    expect(summary.viewsByDay.at(-1)).toEqual({ date: today(), count: 0 });
    expect((await analytics(cookie, '7d')).viewsByDay).toHaveLength(7);
    expect((await analytics(cookie, '1y')).viewsByDay).toHaveLength(365);
  });
});

describe('a researcher’s analytics', () => {
  it('counts views, shares, referrals, chats and profile views as they happen', async () => {
    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    const other = await createProject(ctx, researcher.cookie);

    await ctx.request(`/api/projects/${project.id}`, { cookie: industry.cookie });
    await ctx.request(`/api/projects/${project.id}`, { cookie: researcher.cookie });
    await ctx.request(`/api/projects/${other.id}`, { cookie: industry.cookie });
    await ctx.request(`/api/projects/${project.id}/share`, {
      method: 'POST',
      cookie: industry.cookie,
      json: { channel: 'linkedin' },
    });
    await ctx.request(`/api/projects/${project.id}/referral`, {
      method: 'POST',
      cookie: industry.cookie,
    });
    expect((await sendMessage(industry.cookie, researcher.user.id, project.id)).status).toBe(201);
    await ctx.request(`/api/users/${researcher.user.id}`, { cookie: industry.cookie });

    const summary = await analytics(researcher.cookie);
    expect(summary.stats).toEqual(
      statsList({ views: 2, shares: 1, referrals: 1, chatInitiations: 1, profileViews: 1 }),
    );
    expect(summary.viewsByDay.at(-1)).toEqual({ date: today(), count: 2 });
    const top = summary.topProjects.find((p: Json) => p.id === project.id);
    const sum = project.executabilityScore + project.feasibilityScore + project.matchabilityScore;
    expect(top).toMatchObject({
      title: project.title,
      views: 1,
      averageScore: Math.round(sum / 3),
    });

    // Nothing happened to the industry user's own listings: the researcher's numbers are theirs.
    expect(stat(await analytics(industry.cookie), 'listingsViewed')).toBe(2);
  });

  it('leaves out events older than the period', async () => {
    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    const fortyDaysAgo = new Date(Date.now() - 40 * DAY_MS);
    await ctx.deps.db.insert(analyticsEvents).values({
      eventType: 'view',
      userId: industry.user.id,
      projectId: project.id,
      subjectUserId: researcher.user.id,
      createdAt: fortyDaysAgo,
    });

    const month = await analytics(researcher.cookie, '30d');
    expect(stat(month, 'views')).toBe(0);
    expect(month.topProjects[0]).toMatchObject({ id: project.id, views: 0 });

    const quarter = await analytics(researcher.cookie, '90d');
    expect(stat(quarter, 'views')).toBe(1);
    expect(quarter.topProjects[0]).toMatchObject({ id: project.id, views: 1 });
    const day = fortyDaysAgo.toISOString().slice(0, 10);
    expect(quarter.viewsByDay.find((d: Json) => d.date === day)).toEqual({ date: day, count: 1 });
  });

  it('ranks the top five of the researcher’s listings by the sum of their scores', async () => {
    const researcher = await signUp(ctx);
    const created = [];
    for (let i = 0; i < 6; i += 1) created.push(await createProject(ctx, researcher.cookie));
    const scores = [
      [90, 90, 90],
      [10, 10, 10],
      [80, 70, 60],
      [50, 50, 51],
      [100, 95, 0],
      [40, 40, 40],
    ];
    for (const [i, [executabilityScore, feasibilityScore, matchabilityScore]] of scores.entries()) {
      await ctx.deps.db
        .update(projects)
        .set({ executabilityScore, feasibilityScore, matchabilityScore })
        .where(eq(projects.id, created[i]!.id));
    }
    const { topProjects } = await analytics(researcher.cookie);
    expect(topProjects.map((p: Json) => [p.id, p.averageScore])).toEqual([
      [created[0]!.id, 90],
      [created[2]!.id, 70],
      [created[4]!.id, 65],
      [created[3]!.id, 50],
      [created[5]!.id, 40],
    ]);
  });

  it('leaves an archived listing out of the top listings, as the dashboard’s Active Projects does', async () => {
    const researcher = await signUp(ctx);
    const live = await createProject(ctx, researcher.cookie);
    const archived = await createProject(ctx, researcher.cookie);
    const res = await ctx.request(`/api/projects/${archived.id}/archive`, {
      method: 'POST',
      cookie: researcher.cookie,
    });
    expect(res.status).toBe(200);
    const { topProjects } = await analytics(researcher.cookie);
    expect(topProjects.map((p: Json) => p.id)).toEqual([live.id]);
    const home = await expectJson(
      await ctx.request('/api/home/summary', { cookie: researcher.cookie }),
    );
    expect(home.activeProjects).toBe(1);
  });
});

describe('an industry user’s analytics', () => {
  it('counts their own messages, chats started, follows and listings viewed', async () => {
    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    const hidden = await createProject(ctx, researcher.cookie, { visibility: 'private' });

    const before = await analytics(industry.cookie);
    expect(before.scope).toBe('industry');
    expect(before.stats.map((s: Json) => s.value)).toEqual([0, 0, 0, 0]);

    await sendMessage(industry.cookie, researcher.user.id, project.id);
    await sendMessage(industry.cookie, researcher.user.id);
    // The researcher's reply is not the industry user's message, nor a chat they started.
    await sendMessage(researcher.cookie, industry.user.id);
    await ctx.request(`/api/projects/${project.id}/follow`, {
      method: 'POST',
      cookie: industry.cookie,
    });
    await ctx.request(`/api/projects/${project.id}`, { cookie: industry.cookie });

    const after = await analytics(industry.cookie);
    expect(after.stats).toEqual(
      statsList({ messagesSent: 2, chatsStarted: 1, projectsFollowed: 1, listingsViewed: 1 }),
    );
    expect(after.viewsByDay.at(-1)).toEqual({ date: today(), count: 1 });
    // The platform's top listings: only those open in the catalogue.
    expect(after.topProjects.length).toBeLessThanOrEqual(5);
    expect(after.topProjects.map((p: Json) => p.id)).not.toContain(hidden.id);
  });
});

describe('a superadmin’s analytics', () => {
  it('counts the whole platform', async () => {
    const admin = await signUpAdmin(ctx);
    const before = await analytics(admin.cookie, '7d');
    expect(before.scope).toBe('platform');

    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    await ctx.request(`/api/projects/${project.id}`, { cookie: industry.cookie });
    await sendMessage(industry.cookie, researcher.user.id, project.id);

    const after = await analytics(admin.cookie, '7d');
    const delta = (key: string) => (stat(after, key) ?? 0) - (stat(before, key) ?? 0);
    expect(delta('views')).toBe(1);
    expect(delta('chatInitiations')).toBe(1);
    expect(delta('messagesSent')).toBe(1);
    expect(delta('newUsers')).toBe(2);
    expect(delta('newListings')).toBe(1);
    expect(after.viewsByDay.at(-1).count - before.viewsByDay.at(-1).count).toBe(1);
    expect(after.topProjects.length).toBeGreaterThan(0);
  });
});
