import { buildProject } from '@labbridge/shared-types/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createProject, editableFields, signUp, updateProfile } from '../../../test/factories';
import { createTestContext, expectJson, readJson } from '../../../test/helpers';
import { projects } from '../../db/schema';
import { scoreColumns, storedProjectData } from '../projects/scores';

const ctx = await createTestContext();
const owner = await signUp(ctx);

describe('POST /api/projects/evaluate-draft', () => {
  it('scores a draft and warns of the common rejection reasons it shows, storing nothing', async () => {
    const res = await ctx.request('/api/projects/evaluate-draft', {
      method: 'POST',
      cookie: owner.cookie,
      json: buildProject({ description: 'An idea.', stage: 'concept', trlLevel: 1 }),
    });
    const body = await expectJson(res);
    expect(body.warnings.map((w: { kind: string }) => w.kind)).toEqual([
      'too_early',
      'benefit_unclear',
      'route_unclear',
      'description_vague',
    ]);
    expect(body.scores.executability.score).toBeGreaterThanOrEqual(0);
    expect(body.generatedBy).toEqual({
      provider: 'local',
      model: 'labbridge-local-1',
      fallback: false,
    });
    const mine = await readJson(await ctx.request('/api/projects/mine', { cookie: owner.cookie }));
    expect(mine.projects).toEqual([]);
  });
});

describe('POST /api/projects/:id/evaluate', () => {
  it('re-scores a listing against today’s industry demand and records who scored it', async () => {
    const listing = await createProject(ctx, owner.cookie, {
      title: 'Perovskite solar coatings',
      tags: ['perovskite', 'solar'],
      category: 'energy',
    });
    expect(listing.scoreDetails.generatedBy).toEqual({
      provider: 'local',
      model: 'labbridge-local-1',
      fallback: false,
    });
    const partner = await signUp(ctx, { userType: 'industry' });
    await updateProfile(ctx, partner.cookie, {
      expertise: ['perovskite', 'solar coatings'],
      lookingFor: 'Perovskite solar cells to license',
    });
    const res = await ctx.request(`/api/projects/${listing.id}/evaluate`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    const after = await expectJson(res);
    expect(after.matchabilityScore).toBeGreaterThan(listing.matchabilityScore);
    expect(
      after.scoreDetails.matchability.reasons.map((r: { text: string }) => r.text).join(' '),
    ).toMatch(/1 industry partner on the platform looks for this/);
    expect(after.updatedAt).toBe(listing.updatedAt);
  });

  it('keeps a save made while it was scoring, and the scores of what was saved', async () => {
    const listing = await createProject(ctx, owner.cookie);
    const stored = () =>
      ctx.deps.db
        .select()
        .from(projects)
        .where(eq(projects.id, listing.id))
        .then(([row]) => row!);
    const before = await stored();
    const description = 'A longer account of the method and what it is for.'.repeat(8);
    const run = ctx.deps.ai.run.bind(ctx.deps.ai);
    const spy = vi.spyOn(ctx.deps.ai, 'run');
    // The owner saves a new description while the listing's old one is being scored.
    spy.mockImplementationOnce(async (...args) => {
      const saved = await ctx.request(`/api/projects/${listing.id}`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { ...editableFields(listing), description },
      });
      expect(saved.status).toBe(200);
      return run(...args);
    });
    let res: Response;
    try {
      res = await ctx.request(`/api/projects/${listing.id}/evaluate`, {
        method: 'POST',
        cookie: owner.cookie,
      });
    } finally {
      spy.mockRestore();
    }
    expect((await expectJson(res)).description).toBe(description);
    const row = await stored();
    expect(row.description).toBe(description);
    const fresh = await scoreColumns(ctx.deps, storedProjectData(row));
    // The old description's scores, which the save replaced, are not these.
    expect(fresh.scoreDetails).not.toEqual(before.scoreDetails);
    expect({
      executabilityScore: row.executabilityScore,
      feasibilityScore: row.feasibilityScore,
      matchabilityScore: row.matchabilityScore,
      scoreDetails: row.scoreDetails,
    }).toEqual(fresh);
  });
});
