import {
  type MediaItem,
  type ProjectStage,
  projectInputSchema,
  type ResearchPaper,
  type TeamMember,
} from '@labbridge/shared-types';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { scoreColumns } from '../../modules/projects/scores';
import { attachUploads } from '../../modules/uploads/access';
import type { DbOrTx } from '../client';
import { analyticsEvents, projectFollows, projects, users } from '../schema';
import { bannerSeedsFor, demoBanner, demoProjects, shippedBanners } from './banners';
import { saveDemoFile } from './files';
import type { DemoProject } from './projects';
import { samplePdf } from './samples';

export type SeedDeps = Pick<Deps, 'db' | 'config' | 'ai'>;
/** The seed runs in one transaction, so every step takes the transaction's handle. */
type TxDeps = { db: DbOrTx; config: Deps['config']; ai: Deps['ai']; banners?: string };

/** Advisory lock key: only one replica at a time may seed a shared database. */
const SEED_LOCK = 4_815_162_342;

const DAY = 86_400_000;

/** "Looking For" names the resources a listing needs; "Who We Are Looking For" names the partner. */
const RESOURCES_SOUGHT: Record<ProjectStage, string> = {
  concept: 'Seed funding, lab time and an industry mentor to test the idea against a real need.',
  prototype: 'Pilot funding and engineering support to turn the prototype into a robust unit.',
  testing: 'Validation sites, field data and regulatory guidance for the next round of trials.',
  ready: 'Licensing, manufacturing and distribution partners to take it to market.',
};
const YOUTUBE = ['aqz-KE-bpKQ', 'jNQXAC9IVRw', 'ScMzIvxBSi4'];

type Owner = typeof users.$inferSelect;

export interface SeedOptions {
  /** Banners drawn in advance (banners.ts); the built server's own by default. */
  banners?: string;
}

const banner = async (deps: TxDeps, demo: DemoProject, owner: Owner, seed: number) =>
  saveDemoFile(deps, {
    ownerId: owner.id,
    ext: 'png',
    bytes: await demoBanner(deps.banners, demo.category, seed),
    originalName: `${demo.title.slice(0, 40)} ${seed}.png`,
  });

/** What a listing's first picture shows at each stage, as owners would label it. */
const STAGE_IMAGE_LABELS: Record<DemoProject['stage'], string> = {
  concept: 'Concept sketch',
  prototype: 'Prototype on the bench',
  testing: 'Field trial',
  ready: 'Production unit',
};

/** Some items carry an owner's label, the rest the default 'Image N' / 'Video N'. */
const mediaFor = async (deps: TxDeps, demo: DemoProject, owner: Owner, index: number) => {
  const urls = await Promise.all(
    bannerSeedsFor(demo, index).map((seed) => banner(deps, demo, owner, seed)),
  );
  const image = (n: number, label = ''): MediaItem => ({
    id: `image-${n}`,
    type: 'image',
    url: urls[n - 1]!,
    label,
    isYouTube: false,
  });
  const video: MediaItem = {
    id: 'video-1',
    type: 'video',
    url: `https://www.youtube.com/watch?v=${YOUTUBE[index % YOUTUBE.length]}`,
    label: '',
    isYouTube: true,
  };
  const stageLabel = STAGE_IMAGE_LABELS[demo.stage];
  switch (demo.media) {
    case 'images':
      return {
        carousel: urls.map((_, k) => image(k + 1, k === 0 && urls.length === 3 ? stageLabel : '')),
      };
    case 'video':
      return { carousel: [video] };
    case 'mixed':
      return {
        carousel: [image(1, stageLabel), { ...video, label: 'Lab walkthrough' }, image(2)],
      };
    case 'header':
      return { carousel: [], header: urls[0] };
    case 'none':
      return { carousel: [] };
  }
};

const papersFor = async (deps: TxDeps, demo: DemoProject, owner: Owner, createdAt: Date) => {
  const kinds = ['Validation study', 'Methods paper', 'Field results'];
  const papers: ResearchPaper[] = (demo.papers ?? []).map((doi, i) => ({
    name: `${kinds[i % kinds.length]}: ${demo.title}`,
    url: `https://doi.org/${doi}`,
    description: 'Peer-reviewed results supporting this listing.',
    fileUrl: null,
    uploadedAt: null,
  }));
  if (demo.pdf) {
    const pdf = samplePdf(`${demo.title} - preprint`, [demo.description.slice(0, 90), 'Preprint.']);
    const fileUrl = await saveDemoFile(deps, {
      ownerId: owner.id,
      ext: 'pdf',
      bytes: pdf,
      originalName: `${demo.title.slice(0, 50)} preprint.pdf`,
    });
    papers.push({
      name: `Preprint: ${demo.title}`,
      url: null,
      description: 'Full text uploaded by the team.',
      fileUrl,
      uploadedAt: createdAt.toISOString(),
    });
  }
  return papers;
};

const teamFor = (demo: DemoProject, byEmail: Map<string, Owner>): TeamMember[] => [
  ...(demo.colleagues ?? []).flatMap((email) => {
    const user = byEmail.get(email);
    if (!user) return [];
    return [
      {
        name: `${user.firstName} ${user.lastName}`,
        role: user.position,
        profileUrl: `/profile/${user.id}`,
        imageUrl: null,
        userId: user.id,
        expertise: user.expertise,
        isResearcher: true,
      },
    ];
  }),
  ...(demo.team ?? []).map(([name, role]) => ({
    name,
    role,
    profileUrl: null,
    imageUrl: null,
    userId: null,
    expertise: [],
    isResearcher: false,
  })),
];

/**
 * The listings' ages are stretched over about four months, so the 90 days of history
 * (history.ts) start with a catalogue to look at, and the newest listing is still days old.
 */
const LISTING_AGE_SCALE = 2.2;

/** Views, shares and follows from the demo industry users, so trending and popular have data. */
const engagementFor = (projectId: number, index: number, ownerId: string, industry: Owner[]) => {
  const events: (typeof analyticsEvents.$inferInsert)[] = [];
  const follows: (typeof projectFollows.$inferInsert)[] = [];
  industry.slice(0, 1 + (index % industry.length)).forEach((user, k) => {
    const at = new Date(Date.now() - ((index * 3 + k * 2) % 12) * DAY - k * 3_600_000);
    const base = { userId: user.id, projectId, subjectUserId: ownerId, createdAt: at };
    events.push({ ...base, eventType: 'view' });
    if ((index + k) % 3 === 0)
      events.push({ ...base, eventType: 'share', metadata: { channel: 'link' } });
    if ((index + k) % 5 === 0) events.push({ ...base, eventType: 'referral' });
    if ((index + k) % 4 === 0) follows.push({ userId: user.id, projectId });
  });
  return { events, follows };
};

/** Seeds the demo listings once, when the demo researchers have none yet. */
export const seedDemoListings = (
  deps: SeedDeps,
  { banners = shippedBanners() }: SeedOptions = {},
) =>
  deps.db.transaction(async (db) => {
    // Replicas starting together on one empty database must not both seed.
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const txDeps: TxDeps = { ...deps, db, banners };
    const emails = [...new Set(demoProjects.flatMap((p) => [p.owner, ...(p.colleagues ?? [])]))];
    const people = await db.select().from(users).where(inArray(users.email, emails));
    const byEmail = new Map(people.map((u) => [u.email, u]));
    const [existing] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(projects)
      .where(
        inArray(
          projects.userId,
          people.map((u) => u.id),
        ),
      );
    if ((existing?.count ?? 0) > 0) return 0;
    const industry = await db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'industry'), like(users.email, '%@labbridge.dev')))
      .orderBy(asc(users.email));

    let created = 0;
    for (const [index, demo] of demoProjects.entries()) {
      const owner = byEmail.get(demo.owner);
      if (!owner) continue;
      const createdAt = new Date(Date.now() - demo.daysAgo * LISTING_AGE_SCALE * DAY);
      const media = await mediaFor(txDeps, demo, owner, index);
      const data = projectInputSchema.parse({
        title: demo.title,
        description: demo.description,
        category: demo.category,
        stage: demo.stage,
        tags: demo.tags,
        trlLevel: demo.trl,
        fundingRequired: demo.funding,
        timelineMonths: demo.months,
        whoWeAreLookingFor: demo.lookingFor,
        lookingFor: RESOURCES_SOUGHT[demo.stage],
        whyNow: demo.whyNow,
        whatMakesUsSpecial: demo.special,
        intellectualProperty: demo.ip,
        headerImageUrl: media.header,
        visibility: demo.visibility ?? 'public',
        isPremiumListing: demo.premium !== undefined,
        listingPrice: demo.premium ?? null,
        researchPapers: await papersFor(txDeps, demo, owner, createdAt),
        teamMembers: teamFor(demo, byEmail),
        mediaCarousel: media.carousel,
      });
      const review = demo.review ?? 'approved';
      const [row] = await db
        .insert(projects)
        .values({
          ...data,
          ...(await scoreColumns(txDeps, data)),
          userId: owner.id,
          reviewStatus: review,
          reviewReason:
            review === 'rejected' ? 'Please add results from testing before publishing.' : null,
          reviewedAt: review === 'pending' ? null : createdAt,
          isVerified: review === 'approved',
          premiumSince: data.isPremiumListing ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: projects.id });
      await attachUploads(db, row!.id, [owner.id], data);
      const { events, follows } = engagementFor(row!.id, index, owner.id, industry);
      await db.insert(analyticsEvents).values([
        {
          eventType: 'project_created',
          userId: owner.id,
          projectId: row!.id,
          subjectUserId: owner.id,
          createdAt,
        },
        ...(data.visibility === 'public' ? events : []),
      ]);
      if (data.visibility === 'public' && follows.length) {
        await db.insert(projectFollows).values(follows).onConflictDoNothing();
      }
      created += 1;
    }
    return created;
  });
