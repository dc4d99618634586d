import { addMonths, vestingListResponseSchema } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factoriesFor, type Person } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { legalDocuments } from '../../db/schema';

const ctx = await createTestContext();
const {
  deals: { parties, proposed },
  messaging: { get, captured },
  docs: { requestBody, executed, generated },
  signUp,
  signUpAdmin,
} = factoriesFor(ctx);

const equityTerms = {
  equityDistribution: { researcher: 70, industry: 30 },
  vestingSchedule: {
    cliffPeriod: 12,
    vestingPeriod: 48,
    vestingFrequency: 'monthly',
    milestones: [{ name: 'Pilot plant running', equityPercent: 20 }],
  },
};

/** Moves a document's execution into the past, as if the clock had run since. */
const executedAt = async (id: number, iso: string) => {
  await ctx.deps.db
    .update(legalDocuments)
    .set({ executedAt: new Date(iso) })
    .where(eq(legalDocuments.id, id));
};

const schedules = async (who: Person) => {
  const res = await get(who, '/api/legal/vesting');
  expect(vestingListResponseSchema.safeParse(res.body).success).toBe(true);
  return res.body.schedules;
};

const complete = (who: Person, id: number, index: number) =>
  ctx.request(`/api/legal/documents/${id}/milestones/${index}/complete`, {
    method: 'POST',
    cookie: who.cookie,
  });

describe('GET /api/legal/vesting', () => {
  it('shows each party the real schedule of their fully executed equity agreements', async () => {
    const { researcher, industry, project } = await parties();
    const collab = await proposed(industry, project.id);
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      collaborationId: collab.id,
      terms: equityTerms,
    });
    // 18 months in: the cliff (12/48) plus 6 months, of the 80% that vests over time = 30%.
    const start = addMonths(new Date().toISOString(), -18);
    await executedAt(id, start);

    const [mine] = await schedules(researcher);
    expect(mine).toMatchObject({
      documentId: id,
      collaborationId: collab.id,
      projectTitle: project.title,
      myRole: 'researcher',
      partner: { id: industry.user.id, firstName: 'Henry', lastName: 'Ford' },
      startDate: start,
      terms: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
      totalEquity: 70,
      completionPercentage: 30,
      equityUnlocked: 21,
      status: 'vesting',
      nextMilestone: 'Month 19',
      milestones: [
        expect.objectContaining({ index: 0, name: 'Pilot plant running', completedAt: null }),
      ],
    });
    const [theirs] = await schedules(industry);
    expect(theirs).toMatchObject({ totalEquity: 30, equityUnlocked: 9, myRole: 'industry' });
    const page = await get(industry, `/api/collaborations/${collab.id}`);
    expect(page.body.vesting).toMatchObject({ documentId: id, totalEquity: 30 });
  });

  it('shows the office every schedule, as it shows every document, and no other user any', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });
    const admin = await signUpAdmin();
    const documents = await get(admin, '/api/legal/documents');
    expect(documents.body.documents.map((d: { id: number }) => d.id)).toContain(id);
    const theirs = (await schedules(admin)).find(
      (s: { documentId: number }) => s.documentId === id,
    );
    // Looking on, the office is neither party: the whole grant, both shares, no partner.
    expect(theirs).toMatchObject({ myRole: null, partner: null, totalEquity: 100 });
    expect(await schedules(await signUp({ userType: 'industry' }))).toEqual([]);
  });

  it('?status=active leaves fully vested schedules out, which the whole list keeps', async () => {
    const { researcher, industry } = await parties();
    const { milestones: _none, ...timeOnly } = equityTerms.vestingSchedule;
    const over = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: { ...equityTerms, vestingSchedule: timeOnly },
    });
    await executedAt(over, addMonths(new Date().toISOString(), -60));
    const live = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });

    const all = await schedules(researcher);
    expect(
      all.map((s: { documentId: number; status: string }) => [s.documentId, s.status]),
    ).toEqual([
      [live, 'cliff'],
      [over, 'fully_vested'],
    ]);
    const res = await get(researcher, '/api/legal/vesting?status=active');
    expect(vestingListResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.schedules.map((s: { documentId: number }) => s.documentId)).toEqual([live]);
    expect((await get(researcher, '/api/legal/vesting?status=vested')).status).toBe(400);
  });

  it('is empty without an executed equity agreement: never a sample', async () => {
    const { researcher, industry } = await parties();
    await executed(researcher, industry);
    await generated(
      researcher,
      requestBody(researcher, industry, { documentType: 'equity_agreement' }),
    );
    expect(await schedules(researcher)).toEqual([]);
    expect(await schedules(await signUp())).toEqual([]);
  });
});

describe('POST /api/legal/documents/:id/milestones/:index/complete', () => {
  it('unlocks a milestone once both parties have marked it, telling the other each time', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });
    const notes = captured('notification:created');
    const first = await complete(researcher, id, 0);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toMatchObject({
      completionPercentage: 0,
      milestones: [expect.objectContaining({ completedByMe: true, completedAt: null })],
    });
    expect((await complete(researcher, id, 0)).status).toBe(200);
    const both = await readJson(await complete(industry, id, 0));
    notes.stop();
    expect(both).toMatchObject({
      completionPercentage: 20,
      equityUnlocked: 6,
      milestones: [expect.objectContaining({ completedAt: expect.any(String) })],
    });
    expect(notes.seen.map((n) => [n.userId, n.notification.type, n.notification.title])).toEqual([
      [industry.user.id, 'milestone', 'Milestone marked complete'],
      [researcher.user.id, 'milestone', 'Milestone reached'],
    ]);
  });

  it('announces the unlock once when both parties mark a milestone at the same moment', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });
    const notes = captured('notification:created');
    const answers = await Promise.all([complete(researcher, id, 0), complete(industry, id, 0)]);
    notes.stop();
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // Whichever mark came second completed the milestone: its party's partner hears it unlocked.
    expect(notes.seen.map((n) => n.notification.title).sort()).toEqual([
      'Milestone marked complete',
      'Milestone reached',
    ]);
  });

  it('unlocks on the remaining party’s mark alone once the other deleted their account', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: {
        ...equityTerms,
        vestingSchedule: {
          ...equityTerms.vestingSchedule,
          milestones: [
            { name: 'Pilot plant running', equityPercent: 10 },
            { name: 'First customer', equityPercent: 10 },
          ],
        },
      },
    });
    // Marked before the partner left: it unlocks when the account is deleted.
    expect((await complete(researcher, id, 0)).status).toBe(200);
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: industry.cookie,
      json: { password: industry.password },
    });
    expect(deleted.status).toBe(200);
    const mine = async () =>
      (await schedules(researcher)).find((s: { documentId: number }) => s.documentId === id);
    expect(await mine()).toMatchObject({
      deletedSides: ['industry'],
      completionPercentage: 10,
      milestones: [
        expect.objectContaining({ index: 0, completedAt: expect.any(String) }),
        expect.objectContaining({ index: 1, completedAt: null }),
      ],
    });

    const notes = captured('notification:created');
    const answer = await readJson(await complete(researcher, id, 1));
    notes.stop();
    expect(answer).toMatchObject({
      deletedSides: ['industry'],
      completionPercentage: 20,
      equityUnlocked: 14,
      milestones: [
        expect.objectContaining({ completedAt: expect.any(String) }),
        expect.objectContaining({
          completedAt: expect.any(String),
          completedByResearcherAt: expect.any(String),
          completedByIndustryAt: null,
        }),
      ],
    });
    // Nobody is there to tell: the deleted account gets no notification.
    expect(notes.seen).toEqual([]);
    expect((await mine()).completionPercentage).toBe(20);
  });

  it('unlocks nothing on a deletion alone: a milestone nobody marked stays locked', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });
    const deleted = await ctx.request('/api/auth/user/delete', {
      method: 'POST',
      cookie: researcher.cookie,
      json: { password: researcher.password },
    });
    expect(deleted.status).toBe(200);
    const [theirs] = await schedules(industry);
    expect(theirs).toMatchObject({
      documentId: id,
      deletedSides: ['researcher'],
      completionPercentage: 0,
      milestones: [expect.objectContaining({ completedAt: null })],
    });
  });

  it('only for a party, an existing milestone and an executed equity agreement', async () => {
    const { researcher, industry } = await parties();
    const id = await executed(researcher, industry, {
      documentType: 'equity_agreement',
      terms: equityTerms,
    });
    const stranger = await signUp({ userType: 'industry' });
    expect((await complete(stranger, id, 0)).status).toBe(403);
    expect((await complete(researcher, id, 5)).status).toBe(404);
    expect((await complete(researcher, 999_999, 0)).status).toBe(404);
    const nda = await executed(researcher, industry);
    expect((await complete(researcher, nda, 0)).status).toBe(409);
  });
});
