import { z } from 'zod';
import {
  ANALYTICS_PERIODS,
  COLLABORATION_STATUSES,
  DEFAULT_ANALYTICS_PERIOD,
  PROJECT_CATEGORIES,
} from '../constants';
import { GET } from './endpoint';

export const analyticsPeriodSchema = z.enum(ANALYTICS_PERIODS);
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** How many UTC days, today included, each period covers. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** GET /api/analytics?period=7d|30d|90d|1y (default 30d). */
export const analyticsQuerySchema = z.object({
  period: analyticsPeriodSchema.default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/**
 * Whose numbers the answer holds: a researcher's own listings and profile, an industry user's own
 * activity, or the whole platform (superadmin).
 */
export const ANALYTICS_SCOPES = ['researcher', 'industry', 'platform'] as const;
export type AnalyticsScope = (typeof ANALYTICS_SCOPES)[number];

export const ANALYTICS_STAT_KEYS = [
  'views',
  'shares',
  'referrals',
  'chatInitiations',
  'profileViews',
  'listingsViewed',
  'messagesSent',
  'chatsStarted',
  'projectsFollowed',
  'newUsers',
  'newListings',
] as const;
export type AnalyticsStatKey = (typeof ANALYTICS_STAT_KEYS)[number];

export const analyticsStatSchema = z.object({
  key: z.enum(ANALYTICS_STAT_KEYS),
  value: z.number().int().nonnegative(),
});
export type AnalyticsStat = z.infer<typeof analyticsStatSchema>;

/** One UTC day of the chart: `date` is YYYY-MM-DD. */
export const analyticsDayCountSchema = z.object({
  date: z.string(),
  count: z.number().int().nonnegative(),
});
export type AnalyticsDayCount = z.infer<typeof analyticsDayCountSchema>;

export const analyticsTopProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(PROJECT_CATEGORIES),
  /** The sum of the three scores (missing ones as 0) over three, rounded: out of 100. */
  averageScore: z.number().int(),
  /** Views of this listing in the period. */
  views: z.number().int().nonnegative(),
});
export type AnalyticsTopProject = z.infer<typeof analyticsTopProjectSchema>;

/** A share: `part` of `whole`, and `percent` to one decimal (null when `whole` is 0: no rate). */
export const analyticsRatioSchema = z.object({
  part: z.number().int().nonnegative(),
  whole: z.number().int().nonnegative(),
  percent: z.number().min(0).max(100).nullable(),
});
export type AnalyticsRatio = z.infer<typeof analyticsRatioSchema>;

/** A researcher's deal funnel over the period: how views turn into signed agreements. */
export const researcherFunnelSchema = z.object({
  /**
   * Signed-in people (not the researcher) who viewed one of their listings in the period (whole),
   * and those of them who, in the period, messaged the researcher or proposed on a listing (part).
   * A deal's cards in their thread (a proposal's, a withdrawal's) are not messages they wrote.
   */
  engagement: analyticsRatioSchema,
  /**
   * Collaborations proposed on the researcher's listings in the period (whole) and those of them now
   * active or completed (part): spec §4, analytics counts active or completed as successful.
   */
  collaborationSuccess: analyticsRatioSchema,
  /**
   * Documents the researcher is a party to generated in the period (whole) and those of them fully
   * executed (part).
   */
  documentCompletion: analyticsRatioSchema,
  /**
   * Documents executed in the period whose parties had messaged each other before it (a deal's
   * cards in their thread are not messages): the median number of days from the pair's first
   * message to the second signature (one decimal), null when none.
   */
  timeToSignature: z.object({
    deals: z.number().int().nonnegative(),
    medianDays: z.number().nonnegative().nullable(),
  }),
});
export type ResearcherFunnel = z.infer<typeof researcherFunnelSchema>;

/** An industry user's own pipeline. */
export const industryPipelineSchema = z.object({
  /**
   * Conversations with at least one message written (sent or received) in the period: a deal's
   * cards in a thread are not messages, as for the researcher's engagement.
   */
  conversations: z.number().int().nonnegative(),
  /** Proposals the user made in the period, by their status now; every status present. */
  proposalsByStatus: z.array(
    z.object({ status: z.enum(COLLABORATION_STATUSES), count: z.number().int().nonnegative() }),
  ),
  /**
   * Documents of theirs waiting for signatures now, whatever the period: for their own signature,
   * or only for the other party's.
   */
  awaitingSignature: z.object({
    mine: z.number().int().nonnegative(),
    theirs: z.number().int().nonnegative(),
  }),
});
export type IndustryPipeline = z.infer<typeof industryPipelineSchema>;

export const analyticsSummarySchema = z.object({
  period: analyticsPeriodSchema,
  scope: z.enum(ANALYTICS_SCOPES),
  /** Start of the first day counted (UTC midnight), ISO 8601. */
  from: z.string(),
  /** The counters of the scope, in display order. */
  stats: z.array(analyticsStatSchema),
  /**
   * Listing views per UTC day, one entry for every day of the period, oldest first: views of the
   * researcher's listings, the listings an industry user opened, or all views (platform).
   */
  viewsByDay: z.array(analyticsDayCountSchema),
  /**
   * Up to 5 listings by the sum of their three scores: the researcher's own (archived ones aside),
   * otherwise the listings open in the catalogue. Unscored listings are left out.
   */
  topProjects: z.array(analyticsTopProjectSchema),
  /** The researcher scope's deal funnel; null for the other scopes. */
  funnel: researcherFunnelSchema.nullable(),
  /** The industry scope's pipeline; null for the other scopes. */
  pipeline: industryPipelineSchema.nullable(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const analyticsEndpoints = {
  summary: GET('/api/analytics', analyticsSummarySchema, analyticsQuerySchema),
};
