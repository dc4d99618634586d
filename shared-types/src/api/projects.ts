import { z } from 'zod';
import { LIMITS, PROJECT_CATEGORIES, PROJECT_STAGES, type ProjectCategory } from '../constants';
import { pagePosition } from '../entities/common';
import {
  type Project,
  projectInputSchema,
  projectSchema,
  projectSummarySchema,
} from '../entities/project';
import { overallScore } from '../rules/scores';
import { DELETE, GET, POST, PUT } from './endpoint';

/** Where a listing is shown: cards, tables, notifications and thread cards link here. */
export const projectPath = (id: number) => `/projects/${id}`;

/** Query strings send '' for a cleared input; treat it as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalNumber = (min: number, max: number, int: boolean) =>
  z.preprocess(
    blankToUndefined,
    (int ? z.coerce.number().int() : z.coerce.number()).min(min).max(max).optional(),
  );

/**
 * Catalogue filter values of spec §9 that are not stored categories, kept only so that old links
 * still work: each is read as the edit-form category a listing is saved with. 'software' has no
 * category of its own: software-led listings are saved as AI & Machine Learning.
 */
export const CATALOGUE_CATEGORY_ALIASES = {
  biotech: 'biotechnology',
  cleantech: 'energy',
  software: 'ai-ml',
} as const satisfies Record<string, ProjectCategory>;

/** What the catalogue filters by: every edit-form category, or all of them. */
export const CATALOGUE_CATEGORY_FILTERS = ['all', ...PROJECT_CATEGORIES] as const;
export type CatalogueCategoryFilter = (typeof CATALOGUE_CATEGORY_FILTERS)[number];

/** A filter value as written in a URL or query, aliases read as their category; null if unknown. */
export const canonicalCategoryFilter = (value: unknown): CatalogueCategoryFilter | null => {
  if (typeof value !== 'string') return null;
  if ((CATALOGUE_CATEGORY_FILTERS as readonly string[]).includes(value)) {
    return value as CatalogueCategoryFilter;
  }
  return Object.hasOwn(CATALOGUE_CATEGORY_ALIASES, value)
    ? CATALOGUE_CATEGORY_ALIASES[value as keyof typeof CATALOGUE_CATEGORY_ALIASES]
    : null;
};

/**
 * relevance needs q; recent = newest first; popular = all-time engagement (views, shares,
 * referrals, chats, messages, proposals, followers); funding = highest funding first;
 * score = highest overall score first.
 */
export const PROJECT_SORTS = ['relevance', 'recent', 'popular', 'funding', 'score'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];
/**
 * Listings with at least this overall score (spec §9: rounded mean of the non-zero scores) are
 * featured, as are all premium listings.
 */
export const FEATURED_MIN_OVERALL_SCORE = 80;

/** The same rule as the server's featured filter, for the card's Featured badge. */
export const isFeaturedProject = (
  project: Pick<
    Project,
    'isPremiumListing' | 'executabilityScore' | 'feasibilityScore' | 'matchabilityScore'
  >,
) => project.isPremiumListing || (overallScore(project) ?? 0) >= FEATURED_MIN_OVERALL_SCORE;

/**
 * featured = only premium listings and those scoring FEATURED_MIN_OVERALL_SCORE or more, premium
 * first, then by overall score; trending = engagement in the last 7 days.
 */
export const PROJECT_TABS = ['all', 'featured', 'trending'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const PROJECT_PAGE_SIZE_DEFAULT = 12;
export const PROJECT_PAGE_SIZE_MAX = 50;

/** GET /api/projects query string. An omitted sort means the tab's own order. */
export const projectListQuerySchema = z
  .object({
    q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    category: z.preprocess(
      (v) => canonicalCategoryFilter(v) ?? blankToUndefined(v),
      z.enum(CATALOGUE_CATEGORY_FILTERS).default('all'),
    ),
    stage: z.preprocess(blankToUndefined, z.enum(['all', ...PROJECT_STAGES]).default('all')),
    trlMin: optionalNumber(LIMITS.trlMin, LIMITS.trlMax, true),
    trlMax: optionalNumber(LIMITS.trlMin, LIMITS.trlMax, true),
    fundingMin: optionalNumber(0, 1e12, false),
    fundingMax: optionalNumber(0, 1e12, false),
    sort: z.preprocess(blankToUndefined, z.enum(PROJECT_SORTS).optional()),
    tab: z.preprocess(blankToUndefined, z.enum(PROJECT_TABS).default('all')),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(PROJECT_PAGE_SIZE_MAX).default(PROJECT_PAGE_SIZE_DEFAULT),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.trlMin !== undefined && v.trlMax !== undefined && v.trlMin > v.trlMax) {
      ctx.addIssue({ code: 'custom', path: ['trlMin'], message: 'Must not exceed trlMax' });
    }
    if (v.fundingMin !== undefined && v.fundingMax !== undefined && v.fundingMin > v.fundingMax) {
      ctx.addIssue({ code: 'custom', path: ['fundingMin'], message: 'Must not exceed fundingMax' });
    }
  });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;
export type ProjectListFilters = z.output<typeof projectListQuerySchema>;

export const projectListResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  ...pagePosition,
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** GET /api/projects/featured and /trending: `limit` (default 6 and 9). */
export const projectHighlightsQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(PROJECT_PAGE_SIZE_MAX).optional(),
  ),
});

/** GET /api/projects/featured, /trending and /mine answer `{ projects }`. */
export const projectCollectionResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
});
export type ProjectCollectionResponse = z.infer<typeof projectCollectionResponseSchema>;

/** GET /api/projects/:id, POST and PUT answers: the project plus the viewer's relation to it. */
export const projectDetailSchema = projectSchema.extend({
  isOwner: z.boolean(),
  /** Owner or superadmin: may edit and archive. */
  canEdit: z.boolean(),
  /**
   * May start a collaboration here: a researcher or industry partner who does not own this active
   * listing, which a researcher keeps (the tech transfer office's listings take no proposals).
   */
  canPropose: z.boolean(),
  isFollowing: z.boolean(),
  followerCount: z.number().int(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /api/projects/:id/share body. */
export const shareProjectRequestSchema = z.object({
  channel: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,30}$/i, 'Use letters, digits, - or _')
    .optional(),
});
export type ShareProjectRequest = z.input<typeof shareProjectRequestSchema>;

/** Share and referral answers; recorded is false when this viewer already counted today. */
export const engagementResponseSchema = z.object({ recorded: z.boolean() });
export type EngagementResponse = z.infer<typeof engagementResponseSchema>;

/** POST and DELETE /api/projects/:id/follow answer. */
export const followStateSchema = z.object({
  isFollowing: z.boolean(),
  followerCount: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** GET /api/projects/following: ids of the listings the signed-in user follows (card Notify state). */
export const followingResponseSchema = z.object({ projectIds: z.array(z.number().int()) });
export type FollowingResponse = z.infer<typeof followingResponseSchema>;

export const projectEndpoints = {
  list: GET('/api/projects', projectListResponseSchema, projectListQuerySchema),
  featured: GET(
    '/api/projects/featured',
    projectCollectionResponseSchema,
    projectHighlightsQuerySchema,
  ),
  trending: GET(
    '/api/projects/trending',
    projectCollectionResponseSchema,
    projectHighlightsQuerySchema,
  ),
  mine: GET('/api/projects/mine', projectCollectionResponseSchema),
  following: GET('/api/projects/following', followingResponseSchema),
  detail: GET('/api/projects/:id', projectDetailSchema),
  create: POST('/api/projects', projectDetailSchema, projectInputSchema),
  update: PUT('/api/projects/:id', projectDetailSchema, projectInputSchema),
  archive: POST('/api/projects/:id/archive', projectDetailSchema),
  restore: POST('/api/projects/:id/restore', projectDetailSchema),
  share: POST('/api/projects/:id/share', engagementResponseSchema, shareProjectRequestSchema),
  referral: POST('/api/projects/:id/referral', engagementResponseSchema),
  follow: POST('/api/projects/:id/follow', followStateSchema),
  unfollow: DELETE('/api/projects/:id/follow', followStateSchema),
};
