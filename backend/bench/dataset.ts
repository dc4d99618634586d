import { PROJECT_STAGES, type ProjectData, projectInputSchema } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createAiProvider } from '../src/ai';
import { evaluateProject } from '../src/ai/tasks/evaluate-project';
import { testConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { conversations, projects, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import {
  FILLER,
  FIRST_NAMES,
  LAST_NAMES,
  MARKETS,
  ORGANISATIONS,
  QUALIFIERS,
  TOPICS,
} from './vocabulary';

export interface DatasetSize {
  listings: number;
  users: number;
  messages: number;
}

export const FULL_SIZE: DatasetSize = { listings: 10_000, users: 2_000, messages: 100_000 };
export const BENCH_PASSWORD = 'bench password 123';
/** The first user: the researcher the signed-in scenarios act as. */
export const BENCH_USER_EMAIL = 'bench-0@labbridge.test';
const MESSAGES_PER_CONVERSATION = 20;
/** The signed-in user of the message scenarios: a researcher with this many conversations. */
const BENCH_USER_CONVERSATIONS = 60;

/** Deterministic pseudo-random numbers (mulberry32), so every run builds the same catalogue. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const inBatches = async <T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

export interface Dataset {
  /** Sign-in of the researcher the message scenarios read as. */
  benchUser: { id: string; email: string; password: string };
  /** An industry user, the bench user's counterparty in the co-editing drafts. */
  industryUser: { email: string; password: string };
  /** Ids of catalogue-visible listings, for the detail scenario. */
  visibleListingIds: number[];
  /** The tech transfer office's superadmin, for the admin scenarios. */
  adminUser: { email: string; password: string };
}

/**
 * Fills an empty, migrated database: researchers and industry users sharing one password,
 * listings written from TOPICS (with the stored AI scores the app would compute), conversations
 * between researchers and industry users, and their messages generated in SQL; proposals on a
 * tenth of the listings, and one superadmin.
 */
export const seedDataset = async (db: Db, size: DatasetSize = FULL_SIZE): Promise<Dataset> => {
  const next = random(9);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const researcherCount = Math.max(1, Math.round(size.users / 4));

  const userRows = Array.from({ length: size.users }, (_, i) => ({
    email: i === 0 ? BENCH_USER_EMAIL : `bench-${i}@labbridge.test`,
    passwordHash,
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
    userType: i < researcherCount ? ('researcher' as const) : ('industry' as const),
    organization: pick(ORGANISATIONS),
    position: i < researcherCount ? 'Principal Investigator' : 'Head of Partnerships',
    onboardingCompleted: true,
    isVerified: next() < 0.7,
  }));
  const ids: string[] = [];
  await inBatches(userRows, 1000, async (batch) => {
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    ids.push(...inserted.map((r) => r.id));
  });
  const researchers = ids.slice(0, researcherCount);
  const industry = ids.slice(researcherCount);

  const ai = createAiProvider(testConfig(), pino({ level: 'silent' }));
  const scored = await Promise.all(
    TOPICS.map(async (topic) => {
      const data = projectInputSchema.parse({
        title: topic.subject,
        description: `${topic.sentence} ${FILLER.join(' ')}`,
        category: topic.category,
        tags: topic.tags,
      }) as ProjectData;
      const details = await evaluateProject(ai, { project: data, context: { industryDemand: [] } });
      return { topic, details };
    }),
  );

  const now = Date.now();
  const listingRows = Array.from({ length: size.listings }, (_, i) => {
    const { topic, details } = pick(scored);
    const created = new Date(now - Math.floor(next() * 365 * 86_400_000));
    const review = next();
    const premium = next() < 0.03;
    return {
      userId: researchers[i % researchers.length]!,
      title: `${pick(QUALIFIERS)} ${topic.subject.toLowerCase()} ${pick(MARKETS)}`,
      description: [topic.sentence, pick(FILLER), pick(FILLER), pick(FILLER)].join(' '),
      category: topic.category,
      stage: pick(PROJECT_STAGES),
      tags: topic.tags,
      trlLevel: 1 + Math.floor(next() * 9),
      fundingRequired: next() < 0.1 ? null : Math.round(next() * 5_000) * 1000,
      timelineMonths: 6 + Math.floor(next() * 36),
      lookingFor: pick(FILLER),
      whatMakesUsSpecial: pick(FILLER),
      intellectualProperty: 'Patent application filed by the university.',
      visibility: next() < 0.95 ? ('public' as const) : ('private' as const),
      isActive: next() < 0.97,
      isPremiumListing: premium,
      listingPrice: premium ? 5 : null,
      reviewStatus:
        review < 0.8 ? ('approved' as const) : review < 0.95 ? ('pending' as const) : 'rejected',
      isVerified: review < 0.8,
      executabilityScore: details.executability.score,
      feasibilityScore: details.feasibility.score,
      matchabilityScore: details.matchability.score,
      scoreDetails: details,
      createdAt: created,
      updatedAt: created,
    } satisfies typeof projects.$inferInsert;
  });
  await inBatches(listingRows, 500, (batch) => db.insert(projects).values(batch));

  // The bench user talks to BENCH_USER_CONVERSATIONS partners; the other conversations pair
  // researchers and industry users round-robin until the message count is reached.
  const conversationCount = Math.ceil(size.messages / MESSAGES_PER_CONVERSATION);
  const pairs = new Map<string, { key: string; userA: string; userB: string }>();
  for (let i = 0; pairs.size < conversationCount && i < conversationCount * 4; i++) {
    const researcher =
      i < BENCH_USER_CONVERSATIONS ? researchers[0]! : researchers[i % researchers.length]!;
    const partner = industry[(i * 7) % industry.length]!;
    const [userA, userB] = [researcher, partner].sort() as [string, string];
    pairs.set(`${userA}:${userB}`, { key: `${userA}:${userB}`, userA, userB });
  }
  await inBatches([...pairs.values()], 1000, (batch) =>
    db
      .insert(conversations)
      .values(batch.map((c) => ({ ...c, lastSeq: MESSAGES_PER_CONVERSATION }))),
  );
  await db.execute(sql`
    insert into messages (conversation_key, seq, sender_id, receiver_id, content, is_read, created_at)
    select c.key, s.seq,
      case when s.seq % 2 = 0 then c.user_a else c.user_b end,
      case when s.seq % 2 = 0 then c.user_b else c.user_a end,
      'Message ' || s.seq || ': thanks, I read the listing. Could we discuss a pilot and the next steps?',
      s.seq < ${MESSAGES_PER_CONVERSATION - 2},
      now() - (c.ord || ' hours')::interval + (s.seq || ' minutes')::interval
    from (select key, user_a, user_b, row_number() over (order by key) as ord from conversations) c
    cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}) as s(seq)`);

  // The admin dashboard's deals: a proposal on every tenth listing from an industry user, in each
  // status, some of them weeks old (the stalled-deals view).
  await db.execute(sql`
    insert into collaborations (project_id, researcher_id, industry_partner_id, initiator_id,
      status, proposal_message, proposed_equity, proposed_timeline, created_at, updated_at)
    select p.id, p.user_id, partner.id, partner.id,
      (array['pending', 'active', 'completed', 'declined'])[1 + p.id % 4]::collaboration_status,
      'We would like to pilot this with our engineering team.', 5 + p.id % 20, '12 months',
      now() - ((p.id % 60) || ' days')::interval, now() - ((p.id % 30) || ' days')::interval
    from projects p
    cross join lateral (
      select id from users where user_type = 'industry' order by id offset p.id % ${industry.length} limit 1
    ) partner
    where p.id % 10 = 0`);
  const adminEmail = 'bench-admin@labbridge.test';
  await db.insert(users).values({
    email: adminEmail,
    passwordHash,
    firstName: 'Tech',
    lastName: 'Transfer',
    userType: 'superadmin',
    organization: 'LabBridge University',
    position: 'Tech Transfer Office',
    onboardingCompleted: true,
    isVerified: true,
  });

  const visible = await db.execute(sql`
    select id from projects
    where is_active and visibility = 'public' and review_status <> 'rejected'
    order by id limit 500`);
  return {
    benchUser: { id: researchers[0]!, email: userRows[0]!.email, password: BENCH_PASSWORD },
    industryUser: { email: userRows[researcherCount]!.email, password: BENCH_PASSWORD },
    adminUser: { email: adminEmail, password: BENCH_PASSWORD },
    visibleListingIds: (visible as unknown as { rows: { id: number }[] }).rows.map((r) => r.id),
  };
};
