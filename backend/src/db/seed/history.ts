/**
 * Ninety days of demo history, so a newcomer's analytics and admin charts have shape: views of the
 * public listings (more on weekdays, rising over the quarter), shares and referrals, profile views,
 * past sign-ins, and a few conversations between demo accounts that have no deal. Deterministic (a seeded
 * generator), written in batches, once.
 */
import { and, asc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { viewerDayKey } from '../../modules/analytics/dedupe-key';
import type { DbOrTx } from '../client';
import { analyticsEvents, messages, projects, sessions, users } from '../schema';
import { insertPastMessages, type PastMessage } from './threads';

const DAY = 86_400_000;
const HISTORY_DAYS = 90;
const SEED_LOCK = 4_815_162_344;
const MARK = 'seed-history:';
const BATCH = 500;

type Event = typeof analyticsEvents.$inferInsert;
type User = typeof users.$inferSelect;

/** mulberry32: a small, fast, seeded generator, so every fresh demo looks the same. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

/** Industry partner, researcher, and what they wrote, oldest first (days ago). */
const CONVERSATIONS: { from: string; to: string; lines: [number, 'from' | 'to', string][] }[] = [
  {
    from: 'hannah.kim@labbridge.dev',
    to: 'amira.haddad@labbridge.dev',
    lines: [
      [74, 'from', 'Could a photonic reader quantify your paper test instead of the eye?'],
      [
        73,
        'to',
        'Yes, the colour change is linear over the range that matters. Happy to share data.',
      ],
      [52, 'from', 'Our team read the data: sensitivity looks good. Can we see a strip in person?'],
      [
        49,
        'to',
        'Of course. The lab is free on Thursdays; I will bring a batch from the last run.',
      ],
      [12, 'from', 'Following up on the strips: our optics lead would like a second set.'],
    ],
  },
  {
    from: 'priya.nair@labbridge.dev',
    to: 'kenji.watanabe@labbridge.dev',
    lines: [
      [66, 'from', 'Is the surgical version of your gripper far from a first-in-human study?'],
      [64, 'to', 'Two years at least: the sterilisable skin is the open question.'],
      [31, 'from', 'Understood. Let us keep in touch as the skin work progresses.'],
    ],
  },
  {
    from: 'lucas.berg@labbridge.dev',
    to: 'elena.petrova@labbridge.dev',
    lines: [
      [40, 'from', 'Could your diamond magnetometer read current inside a battery module?'],
      [39, 'to', 'It can image current density through the casing, at millimetre resolution.'],
      [18, 'from', 'That would change how we find failing cells. What would a pilot need?'],
      [17, 'to', 'A module, two weeks of lab time and one of your engineers. I can send a plan.'],
      [3, 'from', 'Plan received, thank you. We are reviewing it internally.'],
    ],
  },
  {
    from: 'grace.chen@labbridge.dev',
    to: 'sofia.moreno@labbridge.dev',
    lines: [
      [
        27,
        'from',
        'Our warehouse robots need longer shifts. Are your cells ready for a test pack?',
      ],
      [25, 'to', 'Not at pack level yet, but coin and pouch cells are. Would those help?'],
      [6, 'from', 'Pouch cells would, for our thermal tests. Ten would be enough.'],
    ],
  },
];

/** Seeds the history once (marked by its events' keys); returns how many events it wrote. */
export const seedDemoHistory = (db: DbOrTx, now = new Date()) =>
  db.transaction(async (tx): Promise<number> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [done] = await tx
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(like(analyticsEvents.dedupeKey, `${MARK}%`))
      .limit(1);
    if (done) return 0;

    const people = await tx.select().from(users);
    const industry = people.filter((u) => u.userType === 'industry');
    const researchers = people.filter((u) => u.userType === 'researcher');
    const listings = await tx
      .select({ id: projects.id, owner: projects.userId, createdAt: projects.createdAt })
      .from(projects)
      .where(
        and(
          eq(projects.isActive, true),
          eq(projects.visibility, 'public'),
          ne(projects.reviewStatus, 'rejected'),
        ),
      )
      .orderBy(asc(projects.id));
    if (listings.length === 0) return 0;

    const random = generator(20_261_123);
    const events: Event[] = [];
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    // Each listing draws its own share of interest: some are popular, some barely seen.
    const appeal = new Map(listings.map((l) => [l.id, 0.3 + 1.4 * random()]));

    for (let ago = HISTORY_DAYS - 1; ago >= 0; ago -= 1) {
      const dayStart = today - ago * DAY;
      const weekday = new Date(dayStart).getUTCDay();
      const busy = (weekday === 0 || weekday === 6 ? 0.45 : 1) * (0.6 + (HISTORY_DAYS - ago) / 90);
      // A moment in the day's office hours, never in the future.
      const moment = () =>
        new Date(Math.min(now.getTime() - 60_000, dayStart + (7 + 12 * random()) * 3_600_000));
      const date = new Date(dayStart);

      for (const listing of listings) {
        if (listing.createdAt.getTime() > dayStart) continue;
        const interest = busy * (appeal.get(listing.id) ?? 1);
        const base = { projectId: listing.id, subjectUserId: listing.owner };
        const visitors = Math.floor(interest * 2 * random() + 0.4);
        for (let i = 0; i < visitors; i += 1) {
          events.push({
            ...base,
            eventType: 'view',
            userId: null,
            dedupeKey: `${MARK}view:${listing.id}:${ago}:${i}`,
            createdAt: moment(),
          });
        }
        for (const user of industry) {
          if (random() > 0.05 * interest) continue;
          const at = moment();
          const signed = { ...base, userId: user.id, createdAt: at };
          events.push({
            ...signed,
            eventType: 'view',
            dedupeKey: viewerDayKey('view', listing.id, user.id, date),
          });
          if (random() < 0.18) {
            events.push({
              ...signed,
              eventType: 'share',
              dedupeKey: viewerDayKey('share', listing.id, user.id, date),
              metadata: { channel: random() < 0.5 ? 'linkedin' : 'email' },
            });
          }
          if (random() < 0.06) {
            events.push({
              ...signed,
              eventType: 'referral',
              dedupeKey: viewerDayKey('referral', listing.id, user.id, date),
            });
          }
        }
      }
      for (const researcher of researchers) {
        for (const user of industry) {
          if (random() > 0.025 * busy) continue;
          events.push({
            eventType: 'profile_view',
            userId: user.id,
            subjectUserId: researcher.id,
            dedupeKey: viewerDayKey('profile_view', researcher.id, user.id, date),
            createdAt: moment(),
          });
        }
      }
    }

    // Past sign-ins, each ended after a while (revoked: none can be used), so the office's
    // Active Users and last-sign-in columns have history. Everyone but two signed in this month.
    const signIns: (typeof sessions.$inferInsert)[] = [];
    people.forEach((user, k) => {
      const visits = k % 5 === 4 ? 1 : 3 + Math.floor(random() * 5);
      for (let i = 0; i < visits; i += 1) {
        const ago = k % 5 === 4 ? 45 + 30 * random() : random() * (i === 0 ? 25 : HISTORY_DAYS);
        const createdAt = new Date(now.getTime() - ago * DAY - 3_600_000);
        signIns.push({
          userId: user.id,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + 30 * DAY),
          revokedAt: new Date(createdAt.getTime() + 2 * 3_600_000),
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) demo',
        });
      }
    });
    await tx.insert(sessions).values(signIns);

    const byEmail = new Map(people.map((u) => [u.email, u]));
    const past: PastMessage[] = [];
    /** Per stored message: how many days ago, and whether it opened its conversation. */
    const meta: { ago: number; opens: boolean }[] = [];
    for (const talk of CONVERSATIONS) {
      const partner = byEmail.get(talk.from);
      const researcher = byEmail.get(talk.to);
      const listing = listings.find((l) => l.owner === researcher?.id);
      if (!partner || !researcher || !listing) continue;
      for (const [ago, side, content] of talk.lines) {
        const sender: User = side === 'from' ? partner : researcher;
        const receiver: User = side === 'from' ? researcher : partner;
        past.push({
          senderId: sender.id,
          receiverId: receiver.id,
          content,
          projectId: listing.id,
          createdAt: new Date(now.getTime() - ago * DAY - 5 * 3_600_000),
        });
        meta.push({ ago, opens: side === 'from' && ago === talk.lines[0]![0] });
      }
    }
    const messageIds = await insertPastMessages(tx, past);
    const read: number[] = [];
    past.forEach((message, i) => {
      const messageId = messageIds[i]!;
      const { ago, opens } = meta[i]!;
      // What is more than two days old has been read.
      if (ago > 2) read.push(messageId);
      const base = {
        userId: message.senderId,
        projectId: message.projectId,
        metadata: { messageId },
        createdAt: message.createdAt,
      };
      events.push({ ...base, eventType: 'message_sent', subjectUserId: message.receiverId });
      if (opens) {
        events.push({
          ...base,
          eventType: 'chat_initiation',
          subjectUserId: message.receiverId,
          dedupeKey: `chat_initiation:${message.senderId}:${message.projectId}`,
        });
      }
    });

    if (read.length) {
      await tx
        .update(messages)
        .set({ isRead: true, readAt: sql`${messages.createdAt} + interval '1 hour'` })
        .where(inArray(messages.id, read));
    }
    for (let i = 0; i < events.length; i += BATCH) {
      await tx
        .insert(analyticsEvents)
        .values(events.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
    return events.length;
  });
