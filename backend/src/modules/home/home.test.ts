import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, signUp } from '../../../test/factories';
import { createTestContext, expectJson } from '../../../test/helpers';
import { collaborations, legalDocuments, projects } from '../../db/schema';

const ctx = await createTestContext();

const summary = async (cookie: string) => {
  const res = await ctx.request('/api/home/summary', { cookie });
  return expectJson(res);
};

describe('GET /api/home/summary', () => {
  it('needs a session', async () => {
    expect((await ctx.request('/api/home/summary')).status).toBe(401);
  });

  it('starts at zero for a new user: no sample numbers', async () => {
    const { cookie } = await signUp(ctx, { userType: 'researcher' });
    expect(await summary(cookie)).toEqual({
      activeProjects: 0,
      collaborations: 0,
      pendingDocuments: 0,
      documents: 0,
      aiEvaluations: 0,
      averageScore: null,
      performance: {
        profile_view: 0,
        project_shared: 0,
        message_sent: 0,
        collaboration_started: 0,
      },
    });
  });

  it('counts what happened to the user: listings, evaluations, views, shares, messages', async () => {
    const researcher = await signUp(ctx, { userType: 'researcher' });
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    await createProject(ctx, researcher.cookie);
    await ctx.request(`/api/users/${researcher.user.id}`, { cookie: industry.cookie });
    await ctx.request(`/api/projects/${project.id}/referral`, {
      method: 'POST',
      cookie: industry.cookie,
    });
    await ctx.request('/api/messages', {
      method: 'POST',
      cookie: researcher.cookie,
      json: { receiverId: industry.user.id, content: 'Hello', clientMessageId: randomUUID() },
    });

    const mine = await summary(researcher.cookie);
    expect(mine).toMatchObject({
      activeProjects: 2,
      aiEvaluations: 2,
      performance: { profile_view: 1, project_shared: 1, message_sent: 1 },
    });
  });

  it('counts for others only the evaluated listings the catalogue shows them', async () => {
    const industry = await signUp(ctx, { userType: 'industry' });
    const researcher = await signUp(ctx, { userType: 'researcher' });
    const leaving = await signUp(ctx, { userType: 'researcher' });
    const before = (await summary(industry.cookie)).aiEvaluations;

    await createProject(ctx, researcher.cookie);
    const hidden = [
      { visibility: 'private' as const },
      { isActive: false },
      { reviewStatus: 'rejected' as const },
    ];
    for (const change of hidden) {
      const { id } = await createProject(ctx, researcher.cookie);
      await ctx.deps.db.update(projects).set(change).where(eq(projects.id, id));
    }
    await createProject(ctx, leaving.cookie);
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: leaving.cookie,
      json: { password: leaving.password },
    });
    expect(deleted.status).toBe(200);

    expect((await summary(industry.cookie)).aiEvaluations).toBe(before + 1);
    expect((await summary(researcher.cookie)).aiEvaluations).toBe(4);
  });

  it('averages the overall scores of the user’s active listings (mean of non-zero scores, rounded)', async () => {
    const researcher = await signUp(ctx, { userType: 'researcher' });
    const set = async (id: number, scores: (number | null)[], isActive = true) => {
      const [executabilityScore, feasibilityScore, matchabilityScore] = scores;
      await ctx.deps.db
        .update(projects)
        .set({ executabilityScore, feasibilityScore, matchabilityScore, isActive })
        .where(eq(projects.id, id));
    };
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push((await createProject(ctx, researcher.cookie)).id);
    await set(ids[0]!, [90, 80, 0]); // overall 85: the zero is left out
    await set(ids[1]!, [70, 71, 71]); // overall 71 (70.67 rounded)
    await set(ids[2]!, [null, null, null]); // unscored: not averaged
    await set(ids[3]!, [10, 10, 10], false); // archived: not counted
    // (85 + 71) / 2 = 78
    expect((await summary(researcher.cookie)).averageScore).toBe(78);
  });

  it('counts open (pending or active) collaborations and documents awaiting the user', async () => {
    const researcher = await signUp(ctx, { userType: 'researcher' });
    const industry = await signUp(ctx, { userType: 'industry' });
    const project = await createProject(ctx, researcher.cookie);
    const other = await createProject(ctx, researcher.cookie);
    const parties = { researcherId: researcher.user.id, industryPartnerId: industry.user.id };
    await ctx.deps.db.insert(collaborations).values([
      { projectId: project.id, ...parties, initiatorId: industry.user.id, proposalMessage: 'A' },
      {
        projectId: other.id,
        ...parties,
        initiatorId: industry.user.id,
        proposalMessage: 'B',
        status: 'active',
      },
      {
        projectId: other.id,
        ...parties,
        initiatorId: industry.user.id,
        proposalMessage: 'C',
        status: 'declined',
      },
    ]);
    await ctx.deps.db.insert(legalDocuments).values({
      title: 'NDA',
      documentType: 'NDA',
      status: 'pending_signatures',
      researcherUserId: researcher.user.id,
      industryUserId: industry.user.id,
    });
    expect(await summary(industry.cookie)).toMatchObject({
      collaborations: 2,
      pendingDocuments: 1,
      documents: 1,
      performance: { collaboration_started: 1 },
    });
  });
});
