import {
  type MediaItem,
  type ProjectData,
  type ProjectStage,
  projectInputSchema,
  type ResearchPaper,
  type TeamMember,
} from '@labbridge/shared-types';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { industryDemand } from '../../modules/projects/queries';
import { scoresAgainst } from '../../modules/projects/scores';
import { uploadNamesIn } from '../../modules/uploads/access';
import {
  analyticsEvents,
  projectFollows,
  projects,
  uploadAttachments,
  uploads,
  users,
} from '../schema';
import { bannerSeedsFor, demoBanner, demoProjects, shippedBanners } from './banners';
import { writeDemoFile } from './files';
import type { DemoProject } from './projects';
import { samplePdf } from './samples';

export type SeedDeps = Pick<Deps, 'db' | 'config' | 'ai'>;
/**
 * What drawing a listing's files needs: the files are written at once, their uploads rows are
 * collected in `files` and inserted together with the listings, in a few statements in all.
 */
type FileDeps = {
  config: Deps['config'];
  banners?: string;
  files: (typeof uploads.$inferInsert)[];
};

/** Advisory lock key: only one replica at a time may seed a shared database's listings. */
export const SEED_LOCK = 4_815_162_342;

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

const saveFile = async (deps: FileDeps, file: Parameters<typeof writeDemoFile>[1]) => {
  const { url, row } = await writeDemoFile(deps.config, file);
  deps.files.push(row);
  return url;
};

const banner = async (deps: FileDeps, demo: DemoProject, owner: Owner, seed: number) =>
  saveFile(deps, {
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
const mediaFor = async (deps: FileDeps, demo: DemoProject, owner: Owner, index: number) => {
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

const papersFor = async (deps: FileDeps, demo: DemoProject, owner: Owner, createdAt: Date) => {
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
    const fileUrl = await saveFile(deps, {
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

    const demand = await industryDemand(db);
    const fileDeps: FileDeps = { config: deps.config, banners, files: [] };
    const listings: { index: number; owner: Owner; data: ProjectData; createdAt: Date }[] = [];
    const rows: (typeof projects.$inferInsert)[] = [];
    for (const [index, demo] of demoProjects.entries()) {
      const owner = byEmail.get(demo.owner);
      if (!owner) continue;
      const createdAt = new Date(Date.now() - demo.daysAgo * LISTING_AGE_SCALE * DAY);
      const media = await mediaFor(fileDeps, demo, owner, index);
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
        researchPapers: await papersFor(fileDeps, demo, owner, createdAt),
        teamMembers: teamFor(demo, byEmail),
        mediaCarousel: media.carousel,
      });
      const review = demo.review ?? 'approved';
      listings.push({ index, owner, data, createdAt });
      rows.push({
        ...data,
        ...(await scoresAgainst(deps.ai, data, demand)),
        userId: owner.id,
        reviewStatus: review,
        reviewReason:
          review === 'rejected' ? 'Please add results from testing before publishing.' : null,
        reviewedAt: review === 'pending' ? null : createdAt,
        isVerified: review === 'approved',
        premiumSince: data.isPremiumListing ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (rows.length === 0) return 0;

    // One statement per table; a multi-row INSERT returns its rows in the order of its VALUES.
    const saved = fileDeps.files.length
      ? await db
          .insert(uploads)
          .values(fileDeps.files)
          .returning({ id: uploads.id, storageName: uploads.storageName })
      : [];
    const uploadIds = new Map(saved.map((u) => [u.storageName, u.id]));
    const ids = await db.insert(projects).values(rows).returning({ id: projects.id });
    const attachments: (typeof uploadAttachments.$inferInsert)[] = [];
    const events: (typeof analyticsEvents.$inferInsert)[] = [];
    const follows: (typeof projectFollows.$inferInsert)[] = [];
    listings.forEach(({ index, owner, data, createdAt }, i) => {
      const projectId = ids[i]!.id;
      for (const name of uploadNamesIn(data)) {
        const uploadId = uploadIds.get(name);
        if (uploadId !== undefined) attachments.push({ uploadId, projectId });
      }
      events.push({
        eventType: 'project_created',
        userId: owner.id,
        projectId,
        subjectUserId: owner.id,
        createdAt,
      });
      if (data.visibility !== 'public') return;
      const engagement = engagementFor(projectId, index, owner.id, industry);
      events.push(...engagement.events);
      follows.push(...engagement.follows);
    });
    if (attachments.length) await db.insert(uploadAttachments).values(attachments);
    await db.insert(analyticsEvents).values(events);
    if (follows.length) await db.insert(projectFollows).values(follows).onConflictDoNothing();
    return ids.length;
  });
