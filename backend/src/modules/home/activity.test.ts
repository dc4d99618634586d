import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, expectJson } from '../../../test/helpers';
import { projects } from '../../db/schema';

const ctx = await createTestContext();
const { deals, docs, signUp, createProject, sendMessage } = factoriesFor(ctx);

const get = async (who: Person, path: string) => {
  const res = await ctx.request(path, { cookie: who.cookie });
  return expectJson(res);
};

describe('GET /api/home/evaluation', () => {
  it('needs a session', async () => {
    expect((await ctx.request('/api/home/evaluation')).status).toBe(401);
  });

  it('invites a user without listings to create one', async () => {
    const industry = await signUp({ userType: 'industry' });
    expect(await get(industry, '/api/home/evaluation')).toEqual({ project: null });
  });

  it('shows the newest active listing with its scores, reasons and tips', async () => {
    const researcher = await signUp();
    await createProject(researcher.cookie, { title: 'Older listing' });
    const newest = await createProject(researcher.cookie, { title: 'Newest listing' });
    const { project } = await get(researcher, '/api/home/evaluation');
    expect(project).toMatchObject({
      id: newest.id,
      title: 'Newest listing',
      executabilityScore: newest.executabilityScore,
      feasibilityScore: newest.feasibilityScore,
      matchabilityScore: newest.matchabilityScore,
    });
    expect(project.scoreDetails.executability.score).toBe(newest.executabilityScore);
    expect(project.scoreDetails.executability.reasons.length).toBeGreaterThan(0);

    // An archived listing is not the one to show.
    await ctx.deps.db.update(projects).set({ isActive: false }).where(eq(projects.id, newest.id));
    expect((await get(researcher, '/api/home/evaluation')).project.title).toBe('Older listing');
  });
});

describe('GET /api/home/activity', () => {
  it('needs a session and refuses a limit above 20', async () => {
    expect((await ctx.request('/api/home/activity')).status).toBe(401);
    const someone = await signUp();
    const res = await ctx.request('/api/home/activity?limit=21', { cookie: someone.cookie });
    expect(res.status).toBe(400);
  });

  it('lists my latest message, proposal, listing view and document step, newest first', async () => {
    const { researcher, industry, project } = await deals.parties();
    const stranger = await signUp();
    await sendMessage(industry, researcher, 'First');
    await sendMessage(researcher, industry, 'Second'); // same conversation: one entry
    await ctx.request(`/api/projects/${project.id}`, { cookie: stranger.cookie });
    await ctx.request(`/api/projects/${project.id}`, { cookie: researcher.cookie }); // my own view
    const proposal = await deals.proposed(industry, project.id);
    const { documentId } = await docs.generated(researcher, docs.requestBody(researcher, industry));
    // Someone else's conversation never shows.
    await sendMessage(stranger, industry, 'Not for the researcher');

    const { items } = await get(researcher, '/api/home/activity?limit=10');
    const names = { firstName: industry.user.firstName, lastName: industry.user.lastName };
    expect(items.map((i: { kind: string; step: string | null }) => [i.kind, i.step])).toEqual([
      ['document', 'created'],
      ['collaboration', 'proposed'],
      ['view', null],
      ['message', null],
    ]);
    expect(items[0]).toMatchObject({ mine: true, subjectId: documentId });
    expect(items[1]).toMatchObject({
      mine: false,
      actor: { id: industry.user.id, ...names },
      subjectId: proposal.id,
      subjectTitle: project.title,
    });
    expect(items[2]).toMatchObject({ actor: null, subjectId: project.id, mine: false });
    expect(items[3]).toMatchObject({ mine: true, actor: { id: industry.user.id, ...names } });

    const { items: two } = await get(researcher, '/api/home/activity?limit=2');
    expect(two.map((i: { id: string }) => i.id)).toEqual(
      items.slice(0, 2).map((i: { id: string }) => i.id),
    );
  });

  it('keeps at most two views, so views never crowd out the rest', async () => {
    const { researcher, industry, project } = await deals.parties();
    await sendMessage(industry, researcher, 'Before the views');
    for (let i = 0; i < 4; i += 1) {
      const viewer = await signUp({ userType: 'industry' });
      await ctx.request(`/api/projects/${project.id}`, { cookie: viewer.cookie });
    }
    const { items } = await get(researcher, '/api/home/activity?limit=5');
    expect(items.map((i: { kind: string }) => i.kind)).toEqual(['view', 'view', 'message']);
  });

  it('is empty for a new account', async () => {
    expect(await get(await signUp(), '/api/home/activity')).toEqual({ items: [] });
  });
});
