import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProject, createProject, signUp, signUpAdmin } from '../../../test/factories';
import { createTestContext, expectErrorCode, expectJson, readJson } from '../../../test/helpers';
import { analyticsEvents, projects } from '../../db/schema';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);

describe('POST /api/projects', () => {
  it('creates a pending listing with owner, scores, explanations and a project_created event', async () => {
    const owner = await signUp(ctx, { firstName: 'Rosalind', lastName: 'Franklin' });
    const body = buildProject({ title: 'Crystal imaging', tags: [' x-ray ', 'X-Ray', 'DNA'] });
    const res = await ctx.request('/api/projects', {
      method: 'POST',
      cookie: owner.cookie,
      json: body,
    });
    const project = await expectJson(res, 201);
    expect(project).toMatchObject({
      title: 'Crystal imaging',
      userId: owner.user.id,
      tags: ['x-ray', 'DNA'],
      reviewStatus: 'pending',
      isActive: true,
      isOwner: true,
      canEdit: true,
      isFollowing: false,
      followerCount: 0,
      owner: { id: owner.user.id, firstName: 'Rosalind', lastName: 'Franklin' },
    });
    expect(typeof project.id).toBe('number');
    for (const kind of ['executability', 'feasibility', 'matchability']) {
      expect(project[`${kind}Score`]).toBe(project.scoreDetails[kind].score);
      expect(project.scoreDetails[kind].reasons.length).toBeGreaterThan(0);
    }
    const events = await ctx.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.projectId, project.id));
    expect(events.map((e) => e.eventType)).toEqual(['project_created']);
  });

  it('lets a superadmin create and refuses industry accounts and visitors', async () => {
    expect((await createProject(ctx, admin.cookie)).userId).toBe(admin.user.id);
    const industry = await signUp(ctx, { userType: 'industry' });
    const refused = await ctx.request('/api/projects', {
      method: 'POST',
      cookie: industry.cookie,
      json: buildProject(),
    });
    await expectErrorCode(refused, 403, 'AUTHORIZATION_ERROR');
    const visitor = await ctx.request('/api/projects', { method: 'POST', json: buildProject() });
    expect(visitor.status).toBe(401);
  });
});

describe('GET /api/projects/:id', () => {
  it('returns the listing, and 404 Project not found for unknown or non-numeric ids', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie, { title: 'Readable' });
    const res = await ctx.request(`/api/projects/${created.id}`);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: created.id,
      title: 'Readable',
      isOwner: false,
      canEdit: false,
    });
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
      const missing = await ctx.request(`/api/projects/${id}`);
      expect(missing.status).toBe(404);
      expect((await readJson(missing)).error.message).toBe('Project not found');
    }
  });
});

describe('PUT /api/projects/:id', () => {
  it('lets the owner replace the listing and recomputes the scores', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie, { researchPapers: [] });
    const body = buildProject({
      title: 'Renamed',
      researchPapers: [
        { name: 'Paper A', url: 'https://doi.org/10.1000/a' },
        { name: 'Paper B', url: '10.1000/b' },
      ],
      teamMembers: [{ name: 'Grace Hopper', role: 'Engineer' }],
    });
    const res = await ctx.request(`/api/projects/${created.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: body,
    });
    const updated = await expectJson(res);
    expect(updated.title).toBe('Renamed');
    expect(updated.feasibilityScore).toBeGreaterThan(created.feasibilityScore);
    expect(updated.scoreDetails.feasibility.score).toBe(updated.feasibilityScore);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
  });

  it('answers 401 to visitors and 403 to other researchers and industry, even with a bad body', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie);
    const other = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const path = `/api/projects/${created.id}`;
    expect((await ctx.request(path, { method: 'PUT', json: buildProject() })).status).toBe(401);
    for (const cookie of [other.cookie, industry.cookie]) {
      const res = await ctx.request(path, { method: 'PUT', cookie, json: { title: '' } });
      expect(res.status).toBe(403);
    }
    const unchanged = await readJson(await ctx.request(path));
    expect(unchanged.title).toBe(created.title);
  });

  it('lets a superadmin edit anyone’s listing', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie);
    const res = await ctx.request(`/api/projects/${created.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: buildProject({ title: 'Fixed by the TTO' }),
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      title: 'Fixed by the TTO',
      userId: owner.user.id,
      canEdit: true,
      isOwner: false,
    });
  });

  it('sends a rejected listing back to the approval queue when it is edited', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie);
    await ctx.deps.db
      .update(projects)
      .set({ reviewStatus: 'rejected', reviewReason: 'Needs a clearer description' })
      .where(eq(projects.id, created.id));
    const rejected = await readJson(
      await ctx.request(`/api/projects/${created.id}`, { cookie: owner.cookie }),
    );
    expect(rejected).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Needs a clearer description',
    });
    const res = await ctx.request(`/api/projects/${created.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: buildProject(),
    });
    expect(await readJson(res)).toMatchObject({ reviewStatus: 'pending', reviewReason: null });
  });
});

describe('review after an edit', () => {
  const approve = (id: number) =>
    ctx.deps.db
      .update(projects)
      .set({ reviewStatus: 'approved', isVerified: true, reviewedAt: new Date() })
      .where(eq(projects.id, id));
  const put = async (id: number, cookie: string, json: unknown) => {
    const res = await ctx.request(`/api/projects/${id}`, { method: 'PUT', cookie, json });
    return expectJson(res);
  };

  it('keeps an approved listing approved for a no-op save and for settings and facts', async () => {
    const owner = await signUp(ctx);
    const body = buildProject({
      mediaCarousel: [{ id: 'm1', type: 'image', url: 'https://example.test/a.png' }],
      teamMembers: [{ name: 'Grace Hopper', role: 'Engineer' }],
      researchPapers: [{ name: 'Paper A', url: '10.1000/a' }],
      customSections: [{ id: 's1', title: 'Market', content: 'Large' }],
    });
    const created = await createProject(ctx, owner.cookie, body);
    await approve(created.id);
    expect(await put(created.id, owner.cookie, body)).toMatchObject({
      reviewStatus: 'approved',
      isVerified: true,
    });
    const settings = {
      ...body,
      visibility: 'unlisted',
      isPremiumListing: true,
      listingPrice: 2.5,
      stage: 'testing',
      trlLevel: 6,
      fundingRequired: 10,
      timelineMonths: 3,
      tags: ['other tag'],
    };
    expect(await put(created.id, owner.cookie, settings)).toMatchObject({
      reviewStatus: 'approved',
      isVerified: true,
    });
    expect(
      await put(created.id, admin.cookie, { ...settings, title: 'Corrected by the TTO' }),
    ).toMatchObject({ reviewStatus: 'approved', isVerified: true });
  });

  it('sends an approved listing back to review when the owner changes its content', async () => {
    const owner = await signUp(ctx);
    const body = buildProject();
    const created = await createProject(ctx, owner.cookie, body);
    const changes: Record<string, unknown> = {
      title: 'A new title',
      description: 'A new description.',
      category: 'quantum',
      mediaCarousel: [{ id: 'm1', type: 'image', url: 'https://example.test/b.png' }],
      headerImageUrl: 'https://example.test/header.png',
      headerVideoUrl: 'https://example.test/header.mp4',
      customSections: [{ id: 's1', title: 'Market', content: 'Large' }],
      researchPapers: [{ name: 'Paper B', url: '10.1000/b' }],
      teamMembers: [{ name: 'Ada Lovelace' }],
      intellectualProperty: 'A filed patent',
      whatMakesUsSpecial: 'Speed',
      whoWeAreLookingFor: 'A manufacturer',
      lookingFor: 'Funding',
      whyUs: 'Experience',
      whyNow: 'Demand',
    };
    for (const [field, value] of Object.entries(changes)) {
      await approve(created.id);
      expect(await put(created.id, owner.cookie, { ...body, [field]: value }), field).toMatchObject(
        {
          reviewStatus: 'pending',
          isVerified: false,
        },
      );
      await put(created.id, admin.cookie, body);
    }
  });
});

describe('archiving', () => {
  it('lets the owner archive and restore; others get 403 and archived listings leave the catalogue', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie, { title: 'Archivable zebrafish' });
    const path = `/api/projects/${created.id}`;
    expect(
      (await ctx.request(`${path}/archive`, { method: 'POST', cookie: other.cookie })).status,
    ).toBe(403);
    expect((await ctx.request(`${path}/archive`, { method: 'POST' })).status).toBe(401);
    const archived = await ctx.request(`${path}/archive`, { method: 'POST', cookie: owner.cookie });
    expect((await readJson(archived)).isActive).toBe(false);
    expect((await ctx.request(path)).status).toBe(404);
    expect((await ctx.request(path, { cookie: owner.cookie })).status).toBe(200);
    const listed = await readJson(await ctx.request('/api/projects?q=zebrafish'));
    expect(listed.total).toBe(0);
    const restored = await ctx.request(`${path}/restore`, { method: 'POST', cookie: owner.cookie });
    expect((await readJson(restored)).isActive).toBe(true);
    expect((await readJson(await ctx.request('/api/projects?q=zebrafish'))).total).toBe(1);
  });

  it('keeps the listings of a deleted account archived: nobody restores them', async () => {
    const owner = await signUp(ctx);
    const created = await createProject(ctx, owner.cookie, { title: 'Erased quokka' });
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: owner.cookie,
      json: { password: owner.password },
    });
    expect(deleted.status).toBe(200);
    const path = `/api/projects/${created.id}`;
    await expectErrorCode(
      await ctx.request(`${path}/restore`, { method: 'POST', cookie: admin.cookie }),
      409,
      'BUSINESS_LOGIC_ERROR',
    );
    expect((await ctx.request(path)).status).toBe(404);
    expect((await readJson(await ctx.request('/api/projects?q=quokka'))).total).toBe(0);
  });
});

describe('GET /api/projects/mine', () => {
  it('lists every listing of the signed-in user, private and archived included', async () => {
    const owner = await signUp(ctx);
    const a = await createProject(ctx, owner.cookie, { visibility: 'private' });
    const b = await createProject(ctx, owner.cookie, { visibility: 'unlisted' });
    await ctx.request(`/api/projects/${b.id}/archive`, { method: 'POST', cookie: owner.cookie });
    await createProject(ctx, (await signUp(ctx)).cookie);
    const mine = await readJson(await ctx.request('/api/projects/mine', { cookie: owner.cookie }));
    expect(mine.projects.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await ctx.request('/api/projects/mine')).status).toBe(401);
  });
});
