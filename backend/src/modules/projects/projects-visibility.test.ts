import { type ScoreKind, scoreKindSchema } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createProject, signUp, signUpAdmin, unique } from '../../../test/factories';
import { createTestContext, readJson } from '../../../test/helpers';
import { projects } from '../../db/schema';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);
const owner = await signUp(ctx);
const other = await signUp(ctx);
const industry = await signUp(ctx, { userType: 'industry' });

const viewers = {
  visitor: undefined,
  other: other.cookie,
  industry: industry.cookie,
  owner: owner.cookie,
  superadmin: admin.cookie,
} as const;
type ViewerName = keyof typeof viewers;

const statusFor = async (path: string, viewer: ViewerName) =>
  (await ctx.request(path, { cookie: viewers[viewer] })).status;

const catalogueIds = async (word: string, viewer: ViewerName) => {
  const body = await readJson(
    await ctx.request(`/api/projects?q=${word}`, { cookie: viewers[viewer] }),
  );
  return body.projects.map((p: { id: number }) => p.id);
};

describe('listing visibility by role', () => {
  it.each([
    ['public', { visitor: 200, other: 200, industry: 200, owner: 200, superadmin: 200 }, true],
    ['unlisted', { visitor: 200, other: 200, industry: 200, owner: 200, superadmin: 200 }, false],
    ['private', { visitor: 404, other: 404, industry: 404, owner: 200, superadmin: 200 }, false],
  ] as const)(
    '%s listing: detail by id and catalogue',
    async (visibility, expected, inCatalogue) => {
      const word = unique();
      const project = await createProject(ctx, owner.cookie, {
        visibility,
        title: `Visible ${word}`,
      });
      for (const viewer of Object.keys(viewers) as ViewerName[]) {
        expect(await statusFor(`/api/projects/${project.id}`, viewer), viewer).toBe(
          expected[viewer],
        );
        // The catalogue shows public listings only, to everyone alike.
        expect(await catalogueIds(word, viewer), viewer).toEqual(inCatalogue ? [project.id] : []);
      }
    },
  );

  it('hides a rejected listing from everyone but its owner and superadmins', async () => {
    const word = unique();
    const project = await createProject(ctx, owner.cookie, { title: `Rejected ${word}` });
    await ctx.deps.db
      .update(projects)
      .set({ reviewStatus: 'rejected', reviewReason: 'Duplicate listing' })
      .where(eq(projects.id, project.id));
    const path = `/api/projects/${project.id}`;
    expect(await statusFor(path, 'visitor')).toBe(404);
    expect(await statusFor(path, 'other')).toBe(404);
    expect(await statusFor(path, 'owner')).toBe(200);
    expect((await readJson(await ctx.request(path, { cookie: admin.cookie }))).reviewReason).toBe(
      'Duplicate listing',
    );
    expect(await catalogueIds(word, 'visitor')).toEqual([]);
  });

  it('shows pending listings in the catalogue but tells only the owner the review reason', async () => {
    const project = await createProject(ctx, owner.cookie);
    await ctx.deps.db
      .update(projects)
      .set({ reviewReason: 'Waiting for documents' })
      .where(eq(projects.id, project.id));
    const path = `/api/projects/${project.id}`;
    const forOther = await readJson(await ctx.request(path, { cookie: other.cookie }));
    const forOwner = await readJson(await ctx.request(path, { cookie: owner.cookie }));
    expect(forOther).toMatchObject({ reviewStatus: 'pending', reviewReason: null });
    expect(forOwner).toMatchObject({
      reviewStatus: 'pending',
      reviewReason: 'Waiting for documents',
    });
  });

  it('does not reveal a private listing to a non-owner who tries to edit, follow or share it', async () => {
    const project = await createProject(ctx, owner.cookie, { visibility: 'private' });
    const path = `/api/projects/${project.id}`;
    const edit = await ctx.request(path, { method: 'PUT', cookie: other.cookie, json: {} });
    expect(edit.status).toBe(404);
    const follow = await ctx.request(`${path}/follow`, { method: 'POST', cookie: other.cookie });
    expect(follow.status).toBe(404);
    expect((await ctx.request(`${path}/share`, { method: 'POST' })).status).toBe(404);
    expect(
      (await ctx.request(`${path}/archive`, { method: 'POST', cookie: other.cookie })).status,
    ).toBe(404);
  });
});

describe('the AI evaluation by viewer', () => {
  it('shows tips and what lowered a score to the owner and superadmins only', async () => {
    // Too little money for the timeline lowers executability, and a bare listing has tips.
    const project = await createProject(ctx, owner.cookie, {
      visibility: 'unlisted',
      fundingRequired: 1000,
      timelineMonths: 24,
    });
    const detailsFor = async (viewer: ViewerName) =>
      (
        await readJson(
          await ctx.request(`/api/projects/${project.id}`, { cookie: viewers[viewer] }),
        )
      ).scoreDetails as Record<ScoreKind, { tips: string[]; reasons: { impact: number }[] }>;
    // Only the three scores: the details also name the provider that produced them.
    const scoresFor = async (viewer: ViewerName) => {
      const details = await detailsFor(viewer);
      return scoreKindSchema.options.map((kind) => details[kind]);
    };

    for (const viewer of ['owner', 'superadmin'] as const) {
      const details = await scoresFor(viewer);
      expect(
        details.some((d) => d.tips.length > 0),
        viewer,
      ).toBe(true);
      expect(
        details.some((d) => d.reasons.some((r) => r.impact < 0)),
        viewer,
      ).toBe(true);
    }
    for (const viewer of ['visitor', 'other', 'industry'] as const) {
      const details = await scoresFor(viewer);
      expect(details, viewer).toHaveLength(3);
      for (const explanation of details) {
        expect(explanation.tips, viewer).toEqual([]);
        expect(
          explanation.reasons.every((r) => r.impact > 0),
          viewer,
        ).toBe(true);
      }
      expect(
        details.every((d) => d.reasons.length > 0),
        viewer,
      ).toBe(true);
    }
  });
});
