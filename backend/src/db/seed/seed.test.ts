import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COLLABORATION_STATUSES,
  DOCUMENT_STATUSES,
  legalDocumentRecordSchema,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  parseYouTubeId,
} from '@labbridge/shared-types';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type Json, readJson, sessionCookie } from '../../../test/helpers';
import { uploadsDir } from '../../modules/uploads/storage';
import {
  analyticsEvents,
  collaborations,
  documentExecutedRecords,
  legalDocuments,
  messages,
  projects,
  sessions,
  uploads,
} from '../schema';
import { bannerFile, demoBanners } from './banners';
import { DEMO_PASSWORD, demoSignIns, seedDemoData } from './index';
import { bannerPng } from './samples';

const ctx = await createTestContext({ dataDir: `${process.cwd()}/.tmp/test-seed-${process.pid}` });
afterAll(() => rm(ctx.deps.config.dataDir, { recursive: true, force: true }));

// The build draws the banners in advance; these stand in for them, each small and unlike any the
// seed would draw itself, so the test can tell which the seed used.
const prepared = path.join(ctx.deps.config.dataDir, 'prepared-banners');
await mkdir(prepared, { recursive: true });
const preparedBytes = new Set<string>();
for (const { category, seed } of demoBanners()) {
  const bytes = bannerPng([0, 0, 0], [255, 255, 255], seed, 16, 9);
  preparedBytes.add(Buffer.from(bytes).toString('hex'));
  await writeFile(bannerFile(prepared, category, seed), bytes);
}
await seedDemoData(ctx.deps, { banners: prepared });
const rows = await ctx.deps.db.select().from(projects);

describe('demo seed', () => {
  it('creates about 30 scored listings across every stage and edit-form category', () => {
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(PROJECT_STAGES));
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(PROJECT_CATEGORIES));
    for (const row of rows) {
      expect(row.scoreDetails?.feasibility.score).toBe(row.feasibilityScore);
      expect(row.executabilityScore).toBeGreaterThan(0);
    }
  });

  it('covers every card variant: images, video, mixed, none, header only, premium, visibility, review', () => {
    const has = (test: (r: (typeof rows)[number]) => boolean) => rows.some(test);
    const images = (r: (typeof rows)[number]) => r.mediaCarousel.filter((m) => m.type === 'image');
    expect(
      has(
        (r) => images(r).length >= 2 && images(r).every((m) => m.url.startsWith('/api/uploads/')),
      ),
    ).toBe(true);
    expect(has((r) => r.mediaCarousel.length === 1 && r.mediaCarousel[0]?.type === 'video')).toBe(
      true,
    );
    expect(has((r) => new Set(r.mediaCarousel.map((m) => m.type)).size === 2)).toBe(true);
    expect(has((r) => r.mediaCarousel.length === 0 && !r.headerImageUrl)).toBe(true);
    expect(has((r) => r.mediaCarousel.length === 0 && Boolean(r.headerImageUrl))).toBe(true);
    // Demo pictures come from the app itself: nothing breaks on a first start without a network.
    for (const r of rows) {
      for (const m of images(r)) expect(m.url, r.title).toMatch(/^\/api\/uploads\//);
      if (r.headerImageUrl) expect(r.headerImageUrl, r.title).toMatch(/^\/api\/uploads\//);
    }
    expect(has((r) => r.isPremiumListing && r.listingPrice !== null)).toBe(true);
    expect(has((r) => r.researchPapers.some((p) => p.fileUrl))).toBe(true);
    expect(has((r) => r.teamMembers.some((m) => m.isResearcher))).toBe(true);
    for (const state of ['approved', 'pending', 'rejected'] as const) {
      expect(
        has((r) => r.reviewStatus === state),
        state,
      ).toBe(true);
    }
    for (const visibility of ['public', 'unlisted', 'private'] as const) {
      expect(
        has((r) => r.visibility === visibility),
        visibility,
      ).toBe(true);
    }
    const labels = rows.flatMap((r) => r.mediaCarousel.map((m) => m.label));
    const isDefault = (label: string) => /^(Image|Video) \d+$/.test(label);
    expect(labels.filter(isDefault).length).toBeGreaterThan(0);
    expect(labels.filter((l) => !isDefault(l))).toEqual(
      expect.arrayContaining(['Prototype on the bench', 'Field trial', 'Lab walkthrough']),
    );
    for (const r of rows) {
      for (const m of r.mediaCarousel.filter((item) => item.type === 'video')) {
        expect(parseYouTubeId(m.url)).not.toBeNull();
      }
    }
  });

  it('serves the generated images and PDFs through the uploads route', async () => {
    const withImages = rows.find((r) => r.mediaCarousel.some((m) => m.url.startsWith('/api/')));
    const image = await ctx.request(withImages!.mediaCarousel[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const paper = rows.flatMap((r) => r.researchPapers).find((p) => p.fileUrl);
    const pdf = await ctx.request(paper!.fileUrl!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('copies every banner drawn in advance instead of drawing it at start-up', async () => {
    const images = await ctx.deps.db.select().from(uploads).where(eq(uploads.kind, 'image'));
    expect(images).toHaveLength(demoBanners().length);
    for (const image of images) {
      const stored = await readFile(
        path.join(uploadsDir(ctx.deps.config.dataDir), image.storageName),
      );
      expect(preparedBytes.has(stored.toString('hex')), image.originalName).toBe(true);
    }
  });

  it('gives the catalogue featured and trending listings and the demo accounts a way in', async () => {
    const featured = await readJson(await ctx.request('/api/projects/featured'));
    expect(featured.projects).toHaveLength(6);
    expect(featured.projects[0].isPremiumListing).toBe(true);
    const trending = await readJson(await ctx.request('/api/projects/trending'));
    expect(trending.projects.length).toBeGreaterThan(0);
    const all = await readJson(await ctx.request('/api/projects?limit=50'));
    expect(all.total).toBe(
      rows.filter((r) => r.visibility === 'public' && r.reviewStatus !== 'rejected').length,
    );
    expect(all.projects.every((p: Json) => p.owner.firstName)).toBe(true);
    const login = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: 'elena.petrova@labbridge.dev', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('shows the whole deal flow: proposals in every state, documents in every status, vesting', async () => {
    const deals = await ctx.deps.db.select().from(collaborations);
    // 'ended' comes only from deleting an account, which the demo has none of.
    const reachable = COLLABORATION_STATUSES.filter((status) => status !== 'ended');
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(reachable));
    const documents = await ctx.deps.db.select().from(legalDocuments);
    expect(new Set(documents.map((d) => d.status))).toEqual(new Set(DOCUMENT_STATUSES));
    // Each executed one has the record its PDF is rendered from, as its signature would keep it.
    const records = await ctx.deps.db.select().from(documentExecutedRecords);
    expect(records.map((r) => r.documentId).sort()).toEqual(
      documents
        .filter((d) => d.executedAt)
        .map((d) => d.id)
        .sort(),
    );
    for (const { detail } of records) {
      // Strict: the record is the document as signed, without the seeding viewer's fields.
      const record = legalDocumentRecordSchema.strict().parse(detail);
      expect(record.signers.every((s) => s.signature && s.user?.firstName)).toBe(true);
    }
    const login = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: 'priya.nair@labbridge.dev', password: DEMO_PASSWORD },
    });
    const cookie = sessionCookie(login);
    const vesting = await readJson(await ctx.request('/api/legal/vesting', { cookie }));
    expect(vesting.schedules).toEqual([
      expect.objectContaining({
        totalEquity: 40,
        status: 'vesting',
        milestones: [
          expect.objectContaining({
            name: 'Pilot batch validated',
            completedAt: expect.any(String),
          }),
          expect.objectContaining({ name: 'First commercial licence', completedAt: null }),
        ],
      }),
    ]);
    expect(vesting.schedules[0].completionPercentage).toBeGreaterThan(20);
    const [deal] = (await readJson(await ctx.request('/api/collaborations', { cookie })))
      .collaborations;
    const thread = await readJson(
      await ctx.request(`/api/messages/${deal.counterpart.id}`, { cookie }),
    );
    // The partner wrote first, then proposed: a deal's steps are cards in the pair's thread.
    expect(thread.messages.map((m: Json) => m.card?.step ?? 'message')).toEqual([
      'message',
      'proposed',
      'accepted',
    ]);
    const pdf = await ctx.request(`/api/legal/documents/${vesting.schedules[0].documentId}/pdf`, {
      cookie,
    });
    expect(pdf.status).toBe(200);
  });

  it('gives the last 90 days shape: views on most days, rising, and recent deals in the funnel', async () => {
    const perDay = await ctx.deps.db
      .select({
        ago: sql<number>`(current_date - (${analyticsEvents.createdAt} at time zone 'UTC')::date)::int`,
        n: count(),
      })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'view'))
      .groupBy(sql`1`);
    const within = (from: number, to: number) =>
      perDay.filter((d) => d.ago >= from && d.ago < to).reduce((sum, d) => sum + d.n, 0);
    expect(perDay.filter((d) => d.ago < 90 && d.n > 0).length).toBeGreaterThanOrEqual(75);
    expect(within(0, 30)).toBeGreaterThan(within(60, 90));

    const login = await ctx.request('/api/login', {
      method: 'POST',
      json: { email: 'daniel.okafor@labbridge.dev', password: DEMO_PASSWORD },
    });
    const cookie = sessionCookie(login);
    const { funnel, viewsByDay } = await readJson(
      await ctx.request('/api/analytics?period=90d', { cookie }),
    );
    expect(viewsByDay.filter((d: Json) => d.count > 0).length).toBeGreaterThan(30);
    expect(funnel.engagement.whole).toBeGreaterThan(0);
    expect(funnel.collaborationSuccess).toMatchObject({ part: 1, whole: 3 });
    expect(funnel.timeToSignature.deals).toBe(1);
    // The seeded conversations' messages older than two days have been read: no inflated badges.
    const [unread] = await ctx.deps.db
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.kind, 'text'),
          eq(messages.isRead, false),
          lt(messages.createdAt, sql`now() - interval '2 days'`),
        ),
      );
    expect(unread!.n).toBe(0);
    expect(
      (await ctx.deps.db.select().from(messages).where(eq(messages.kind, 'text'))).length,
    ).toBe(19);
    // Past sign-ins: most demo accounts were active in the last 30 days.
    const [active] = await ctx.deps.db
      .select({ n: sql<number>`count(distinct ${sessions.userId})::int` })
      .from(sessions)
      .where(gte(sessions.createdAt, sql`now() - interval '30 days'`));
    expect(active!.n).toBeGreaterThanOrEqual(8);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const [events] = await ctx.deps.db.select({ n: count() }).from(analyticsEvents);
    await seedDemoData(ctx.deps);
    const [eventsAgain] = await ctx.deps.db.select({ n: count() }).from(analyticsEvents);
    expect(eventsAgain!.n).toBe(events!.n);
    const again = await ctx.deps.db.select({ id: projects.id }).from(projects);
    expect(again).toHaveLength(rows.length);
    const deals = await ctx.deps.db.select({ id: collaborations.id }).from(collaborations);
    expect(deals).toHaveLength(9);
  });
});

describe('the README', () => {
  it('lists every demo sign-in and the shared password', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
    for (const { email } of demoSignIns()) expect(readme).toContain(`\`${email}\``);
  });
});
