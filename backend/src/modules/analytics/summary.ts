import {
  ANALYTICS_PERIOD_DAYS,
  type AnalyticsPeriod,
  type AnalyticsStat,
  type AnalyticsStatKey,
  type AnalyticsSummary,
  type AnalyticsTopProject,
} from '@labbridge/shared-types';
import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { countsByKey } from '../../core/counts';
import type { Db } from '../../db/client';
import { analyticsEvents, messages, projectFollows, projects, users } from '../../db/schema';
import type { UserRow } from '../users/present';
import { analyticsScope } from './access';
import { industryPipeline, researcherFunnel } from './deals';
import type { AnalyticsEventType } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PROJECTS = 5;

/** UTC midnight of the period's first day: a 7d period is today and the six days before it. */
export const periodStart = (period: AnalyticsPeriod, now = new Date()) => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (ANALYTICS_PERIOD_DAYS[period] - 1) * DAY_MS);
};

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** Event counts by type, since `from`, among the rows `where` selects. */
const eventCounts = async (
  db: Db,
  from: Date,
  types: AnalyticsEventType[],
  where?: SQL,
): Promise<Partial<Record<AnalyticsEventType, number>>> => {
  const rows = await db
    .select({ eventType: analyticsEvents.eventType, value: count() })
    .from(analyticsEvents)
    .where(
      and(inArray(analyticsEvents.eventType, types), gte(analyticsEvents.createdAt, from), where),
    )
    .groupBy(analyticsEvents.eventType);
  return Object.fromEntries(rows.map((r) => [r.eventType, r.value]));
};

/** View events per UTC day, every day of the period present (zero when none). */
const viewsByDay = async (db: Db, period: AnalyticsPeriod, from: Date, where?: SQL) => {
  const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, value: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.eventType, 'view'), gte(analyticsEvents.createdAt, from), where))
    .groupBy(day);
  const byDate = new Map(rows.map((r) => [r.date, r.value]));
  return Array.from({ length: ANALYTICS_PERIOD_DAYS[period] }, (_, i) => {
    const date = new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: byDate.get(date) ?? 0 };
  });
};

/** Up to five scored listings among `where`, best score sum first, with their views since `from`. */
const topProjects = async (db: Db, from: Date, where: SQL): Promise<AnalyticsTopProject[]> => {
  const scoreSum = sql<number>`(coalesce(${projects.executabilityScore}, 0) + coalesce(${projects.feasibilityScore}, 0) + coalesce(${projects.matchabilityScore}, 0))::int`;
  const scored = or(
    isNotNull(projects.executabilityScore),
    isNotNull(projects.feasibilityScore),
    isNotNull(projects.matchabilityScore),
  );
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      category: projects.category,
      scoreSum,
    })
    .from(projects)
    .where(and(where, scored))
    .orderBy(desc(scoreSum), desc(projects.id))
    .limit(TOP_PROJECTS);
  if (rows.length === 0) return [];
  const viewsOf = await countsByKey(
    db,
    analyticsEvents.projectId,
    rows.map((r) => r.id),
    and(eq(analyticsEvents.eventType, 'view'), gte(analyticsEvents.createdAt, from)),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    averageScore: Math.round(r.scoreSum / 3),
    views: viewsOf.get(r.id) ?? 0,
  }));
};

const stats = (values: [AnalyticsStatKey, number | undefined][]): AnalyticsStat[] =>
  values.map(([key, value]) => ({ key, value: value ?? 0 }));

/** The engagement with listings that a researcher's and the platform's summaries both report. */
const ENGAGEMENT: [AnalyticsStatKey, AnalyticsEventType][] = [
  ['views', 'view'],
  ['shares', 'share'],
  ['referrals', 'referral'],
  ['chatInitiations', 'chat_initiation'],
  ['profileViews', 'profile_view'],
];
const ENGAGEMENT_EVENTS = ENGAGEMENT.map(([, type]) => type);

const engagementStats = (
  events: Partial<Record<AnalyticsEventType, number>>,
): [AnalyticsStatKey, number | undefined][] => ENGAGEMENT.map(([key, type]) => [key, events[type]]);

/** What the catalogue shows: the platform's listings everyone can find. */
const inCatalogue = and(
  eq(projects.isActive, true),
  eq(projects.visibility, 'public'),
  ne(projects.reviewStatus, 'rejected'),
)!;

const researcherSummary = async (db: Db, user: UserRow, period: AnalyticsPeriod, from: Date) => {
  const mine = eq(analyticsEvents.subjectUserId, user.id);
  const [events, series, top, funnel] = await Promise.all([
    eventCounts(db, from, ENGAGEMENT_EVENTS, mine),
    viewsByDay(db, period, from, mine),
    // Archived listings aside, as the dashboard's Active Projects and the office's count leave them.
    topProjects(db, from, and(eq(projects.userId, user.id), eq(projects.isActive, true))!),
    researcherFunnel(db, user.id, from),
  ]);
  return {
    stats: stats(engagementStats(events)),
    viewsByDay: series,
    topProjects: top,
    funnel,
    pipeline: null,
  };
};

const earlierMessage = aliasedTable(messages, 'earlier_message');

const industrySummary = async (db: Db, user: UserRow, period: AnalyticsPeriod, from: Date) => {
  const byUser = eq(analyticsEvents.userId, user.id);
  const [events, chatsStarted, followed, series, top, pipeline] = await Promise.all([
    eventCounts(db, from, ['view', 'message_sent'], byUser),
    // A chat is started by whoever wrote its first message: a deal's cards in the thread (a
    // proposal's, an acceptance's) are no one's words.
    countOf(
      db
        .select({ value: count() })
        .from(messages)
        .where(
          and(
            eq(messages.senderId, user.id),
            eq(messages.kind, 'text'),
            gte(messages.createdAt, from),
            notExists(
              db
                .select({ one: sql`1` })
                .from(earlierMessage)
                .where(
                  and(
                    eq(earlierMessage.conversationKey, messages.conversationKey),
                    eq(earlierMessage.kind, 'text'),
                    lt(earlierMessage.seq, messages.seq),
                  ),
                ),
            ),
          ),
        ),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(projectFollows)
        .where(and(eq(projectFollows.userId, user.id), gte(projectFollows.createdAt, from))),
    ),
    viewsByDay(db, period, from, byUser),
    topProjects(db, from, inCatalogue),
    industryPipeline(db, user.id, from),
  ]);
  return {
    stats: stats([
      ['messagesSent', events.message_sent],
      ['chatsStarted', chatsStarted],
      ['projectsFollowed', followed],
      ['listingsViewed', events.view],
    ]),
    viewsByDay: series,
    topProjects: top,
    funnel: null,
    pipeline,
  };
};

const platformSummary = async (db: Db, period: AnalyticsPeriod, from: Date) => {
  const [events, newUsers, newListings, series, top] = await Promise.all([
    eventCounts(db, from, [...ENGAGEMENT_EVENTS, 'message_sent']),
    // A deleted account is in no user count of the office (admin listedAccount).
    countOf(
      db
        .select({ value: count() })
        .from(users)
        .where(and(gte(users.createdAt, from), isNull(users.deletedAt))),
    ),
    countOf(db.select({ value: count() }).from(projects).where(gte(projects.createdAt, from))),
    viewsByDay(db, period, from),
    topProjects(db, from, inCatalogue),
  ]);
  return {
    stats: stats([
      ...engagementStats(events),
      ['messagesSent', events.message_sent],
      ['newUsers', newUsers],
      ['newListings', newListings],
    ]),
    viewsByDay: series,
    topProjects: top,
    funnel: null,
    pipeline: null,
  };
};

/** The analytics page's numbers for the signed-in user over the period. */
export const analyticsSummary = async (
  db: Db,
  user: UserRow,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AnalyticsSummary> => {
  const from = periodStart(period, now);
  const scope = analyticsScope(user);
  const body =
    scope === 'platform'
      ? await platformSummary(db, period, from)
      : scope === 'industry'
        ? await industrySummary(db, user, period, from)
        : await researcherSummary(db, user, period, from);
  return { period, scope, from: from.toISOString(), ...body };
};
