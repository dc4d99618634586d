import {
  FEATURED_MIN_OVERALL_SCORE,
  type ProjectListFilters,
  type ProjectSort,
} from '@labbridge/shared-types';
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, timestamptz } from '../../db/client';
import {
  analyticsEvents,
  catalogueVisibility,
  collaborations,
  messages,
  projectFollows,
  projects,
  users,
} from '../../db/schema';
import { descending, orderTerm, type SortKey } from './order';
import { projectWithOwnerColumns, summaryWithOwnerColumns } from './present';
import { type SearchPass, searchPasses } from './search';

/** Analytics events that count as engagement with a listing (trending and popular). */
const ENGAGEMENT_EVENTS = ['view', 'share', 'referral', 'chat_initiation'] as const;
const TRENDING_WINDOW_DAYS = 7;

const since = (column: SQL, from: Date | null) =>
  from ? sql`and ${column} >= ${timestamptz(from)}` : sql``;

/**
 * Views, shares, referrals, chats, messages and proposals about a listing since a date. Messages
 * count once per sender per UTC day, as views and shares count once per viewer per day, and the
 * owner's never: otherwise one user writing again and again (or the owner writing to anyone about
 * their own listing) could push a listing up Trending.
 */
const engagement = (from: Date | null) => sql<number>`(
  (select count(*) from ${analyticsEvents} where ${analyticsEvents.projectId} = ${projects.id}
    and ${analyticsEvents.eventType} in (${sql.join(
      ENGAGEMENT_EVENTS.map((e) => sql`${e}`),
      sql`, `,
    )}) ${since(sql`${analyticsEvents.createdAt}`, from)})
  + (select count(distinct (${messages.senderId}, (${messages.createdAt} at time zone 'UTC')::date))
    from ${messages} where ${messages.projectId} = ${projects.id}
    and ${messages.senderId} <> ${projects.userId} ${since(sql`${messages.createdAt}`, from)})
  + (select count(*) from ${collaborations} where ${collaborations.projectId} = ${projects.id}
    ${since(sql`${collaborations.createdAt}`, from)})
)::int`;

const followers = sql<number>`(select count(*) from ${projectFollows} where ${projectFollows.projectId} = ${projects.id})::int`;

/**
 * The overall score of spec §9 as shared-types' overallScore computes it: the rounded mean of
 * the non-zero scores (null when none). Scores are integers, so Postgres rounds the numeric
 * mean half up exactly as Math.round does.
 */
export const overallScoreSql = sql<
  number | null
>`(select round(avg(s)) from unnest(array[${projects.executabilityScore}, ${projects.feasibilityScore}, ${projects.matchabilityScore}]) as s where s <> 0)`;

/**
 * The one definition of a featured listing, used by the Featured tab and GET /api/projects/featured:
 * premium listings and listings whose overall score reaches FEATURED_MIN_OVERALL_SCORE.
 */
export const featured = {
  where: or(
    eq(projects.isPremiumListing, true),
    sql`${overallScoreSql} >= ${FEATURED_MIN_OVERALL_SCORE}`,
  ),
  order: [descending(projects.isPremiumListing), descending(overallScoreSql, true)],
};

/** What anyone can find in the catalogue: public, active and not rejected. */
export const catalogueVisible = catalogueVisibility(projects);

const sortOrder = (sort: Exclude<ProjectSort, 'relevance'>): SortKey[] => {
  switch (sort) {
    case 'recent':
      return [descending(projects.createdAt), descending(projects.id)];
    case 'popular':
      return [
        descending(sql`${engagement(null)} + ${followers}`),
        descending(projects.createdAt),
        descending(projects.id),
      ];
    case 'funding':
      return [descending(projects.fundingRequired, true), descending(projects.id)];
    case 'score':
      return [descending(overallScoreSql, true), descending(projects.id)];
  }
};

const trendingFrom = () => new Date(Date.now() - TRENDING_WINDOW_DAYS * 86_400_000);

/** An explicit sort wins; otherwise each tab has its own order (relevance first when searching). */
const orderFor = (filters: ProjectListFilters, relevance: SortKey[] | null): SortKey[] => {
  const { sort, tab } = filters;
  if (sort && sort !== 'relevance') return sortOrder(sort);
  if (sort === 'relevance' || tab === 'all') {
    return [...(relevance ?? []), ...sortOrder('recent')];
  }
  if (tab === 'featured') return [...featured.order, ...sortOrder('recent')];
  return [descending(engagement(trendingFrom())), ...sortOrder('recent')];
};

/**
 * The catalogue's two queries for one set of filters, unexecuted: a page (optionally carrying
 * the total), and the count; `search` is one of searchPasses(filters.q).
 *
 * A page is read in two steps: the matching listings are ordered (and counted) as narrow rows
 * (id and sort values), and only the page's own rows are then joined to their cards and owners.
 * A search ranks every hit, so carrying cards through the ranking and the count would build and
 * sort a wide row per hit (with the owner's) to keep a dozen.
 */
export const catalogueQueries = (db: DbOrTx, filters: ProjectListFilters) => {
  const trendingEngagement = engagement(trendingFrom());
  const filtered = (search: SearchPass | undefined) =>
    and(
      catalogueVisible,
      search?.match,
      filters.category !== 'all' ? eq(projects.category, filters.category) : undefined,
      filters.stage !== 'all' ? eq(projects.stage, filters.stage) : undefined,
      filters.trlMin !== undefined ? gte(projects.trlLevel, filters.trlMin) : undefined,
      filters.trlMax !== undefined ? lte(projects.trlLevel, filters.trlMax) : undefined,
      filters.fundingMin !== undefined
        ? gte(projects.fundingRequired, filters.fundingMin)
        : undefined,
      filters.fundingMax !== undefined
        ? lte(projects.fundingRequired, filters.fundingMax)
        : undefined,
      filters.tab === 'featured' ? featured.where : undefined,
      filters.tab === 'trending' ? sql`${trendingEngagement} > 0` : undefined,
    );
  /** The ranked page's columns, qualified: `id` and `total` are names the join also has. */
  const ranked = (column: string) => sql`${sql.identifier('ranked')}.${sql.identifier(column)}`;
  return {
    page: (search?: SearchPass, options: { withTotal?: boolean } = {}) => {
      const keys = orderFor(filters, search?.relevance ?? null);
      const page = db
        .select({
          id: sql<number>`${projects.id}`.as('id'),
          total: (options.withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`).as(
            'total',
          ),
          ...Object.fromEntries(keys.map((key, i) => [`k${i}`, sql`${key.value}`.as(`k${i}`)])),
        })
        .from(projects)
        .where(filtered(search))
        .orderBy(...keys.map((key) => orderTerm(key)))
        .limit(filters.limit)
        .offset((filters.page - 1) * filters.limit)
        .as('ranked');
      return db
        .select({ ...summaryWithOwnerColumns, total: sql<number>`${ranked('total')}` })
        .from(page)
        .innerJoin(projects, eq(projects.id, ranked('id')))
        .innerJoin(users, eq(users.id, projects.userId))
        .orderBy(...keys.map((key, i) => orderTerm(key, ranked(`k${i}`))));
    },
    count: (search?: SearchPass) =>
      db.select({ total: sql<number>`count(*)::int` }).from(projects).where(filtered(search)),
  };
};

/** One catalogue page and the total number of matching listings. */
export const listCatalogue = async (db: DbOrTx, filters: ProjectListFilters) => {
  const queries = catalogueQueries(db, filters);
  const countAll = async (search?: SearchPass) => (await queries.count(search))[0]?.total ?? 0;

  // A browse page is an index walk of `limit` rows, and its count a separate index scan. A search
  // ranks every hit anyway, so its page carries the count (one pass over the index hits).
  if (!filters.q) {
    const [rows, total] = await Promise.all([queries.page(), countAll()]);
    return { rows, total };
  }
  for (const search of searchPasses(filters.q)) {
    const rows = await queries.page(search, { withTotal: true });
    const total = rows[0]?.total ?? (filters.page > 1 ? await countAll(search) : 0);
    if (total > 0) return { rows, total };
  }
  return { rows: [], total: 0 };
};

/** A user's own listings, newest change first, whatever their visibility or review state. */
export const listOwned = (db: DbOrTx, userId: string) =>
  db
    .select(summaryWithOwnerColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.userId, userId))
    .orderBy(desc(projects.updatedAt), desc(projects.id));

/** A user's catalogue-visible listings, for their public profile. */
export const listPublicOf = (db: DbOrTx, userId: string) =>
  db
    .select(summaryWithOwnerColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(and(catalogueVisible, eq(projects.userId, userId)))
    .orderBy(desc(projects.createdAt), desc(projects.id));

export const findWithOwner = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(projectWithOwnerColumns)
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(eq(projects.id, id))
    .limit(1);
  return row ?? null;
};

/**
 * How many industry profiles the demand holds: the newest (by sign-up). Scoring a listing reads
 * every one (some 20 ms per thousand), and a listing is scored on each save, so the demand is
 * bounded; the newest, as they say best what industry looks for now. Not the most recently active:
 * who is in the demand would then change with every sign-in, with no rescore to follow it.
 */
export const DEMAND_PROFILES = 5000;

const inDemand = and(eq(users.userType, 'industry'), isNull(users.deletedAt));

const profileText = {
  expertise: users.expertise,
  organization: users.organization,
  position: users.position,
  bio: users.bio,
  researchInterests: users.researchInterests,
  lookingFor: users.lookingFor,
};

/** The profiles of the demand, newest first, and `extra` more just beyond it, each with its id. */
export const rankedDemand = (db: DbOrTx, bound = DEMAND_PROFILES, extra = 0) =>
  db
    .select({ id: users.id, ...profileText })
    .from(users)
    .where(inDemand)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(bound + extra);

/**
 * The platform's industry profiles: the demand that matchability measures (a deleted account's,
 * erased, is none), its `bound` newest. Only ever used on the server (counted, never shown or
 * sent to a model).
 */
export const industryDemand = async (db: DbOrTx, bound = DEMAND_PROFILES) =>
  (await rankedDemand(db, bound)).map(({ id: _id, ...profile }) => profile);

/**
 * How many profiles of the demand signed up after the account `id` (not counting it): its profile
 * is in the demand while fewer than the bound are. An unknown account is newer than every one.
 */
export const demandNewerThan = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        inDemand,
        ne(users.id, id),
        sql`(${users.createdAt}, ${users.id}) > (select a.created_at, a.id from ${users} a where a.id = ${id})`,
      ),
    );
  return row!.n;
};

/**
 * Which of these user ids are platform researchers (team members must be), deleted ones not.
 * `hold` keeps those accounts share-locked until the caller's transaction ends.
 */
export const researcherIds = async (db: DbOrTx, ids: string[], hold = false) => {
  if (ids.length === 0) return new Set<string>();
  const query = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        inArray(users.userType, ['researcher', 'superadmin']),
        isNull(users.deletedAt),
      ),
    );
  const rows = await (hold ? query.for('share') : query);
  return new Set(rows.map((r) => r.id));
};
