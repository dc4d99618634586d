/**
 * The tech transfer office's API (spec §2 super admin dashboard, §7 admin calls): superadmins only,
 * 401 for visitors and 403 for everyone else.
 */
import { z } from 'zod';
import {
  ADMIN_AUDIT_ACTIONS,
  ANALYTICS_PERIODS,
  COLLABORATION_STATUSES,
  DEFAULT_ANALYTICS_PERIOD,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_VISIBILITIES,
  REVIEW_STATUSES,
  USER_TYPES,
} from '../constants';
import { isoDate, pageLimit, pagePosition, requiredText } from '../entities/common';
import { equityDistributionSchema } from '../entities/document';
import { dealPartySchema } from '../entities/party';
import { GET, POST } from './endpoint';

/** Spec §9: admin tables show 10 rows. */
export const ADMIN_PAGE_SIZE = 10;
/** Proposals and documents waiting this long on one party are stalled. */
export const STALLED_AFTER_DAYS = 7;

/** A reason an admin gives (reject, suspend, unpublish): shown to the person it concerns. */
export const adminReasonSchema = z.object({ reason: requiredText(1000) });
export type AdminReason = z.input<typeof adminReasonSchema>;

// ---- stats ----

/** Median days between two steps of a deal, over `samples` deals (null when none). */
export const dealSpeedFigureSchema = z.object({
  medianDays: z.number().nullable(),
  samples: z.number().int(),
});

/** GET /api/admin/institution-stats */
export const institutionStatsSchema = z.object({
  totalProjects: z.number().int(),
  totalUsers: z.number().int(),
  /** Users who signed in within the last 30 days. */
  activeUsers: z.number().int(),
  collaborations: z.number().int(),
  completedCollaborations: z.number().int(),
  /** Completed over all collaborations, a percentage to 1 decimal (spec §9); 0 with none. */
  successRate: z.number(),
  /** Premium listing fees accrued: each listing's daily fee × the days it has been premium, USD. */
  totalRevenue: z.number(),
  pendingApprovals: z.number().int(),
  dealSpeed: z.object({
    firstMessageToProposal: dealSpeedFigureSchema,
    proposalToAccepted: dealSpeedFigureSchema,
    documentToExecuted: dealSpeedFigureSchema,
  }),
});
export type InstitutionStats = z.infer<typeof institutionStatsSchema>;

// ---- tables ----

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = pageLimit(ADMIN_PAGE_SIZE, 100);
const text = z.string().trim().max(200).optional();
const order = z.enum(['asc', 'desc']).default('desc');
/** `?format=csv` answers the whole filtered, sorted table as CSV instead of a JSON page. */
const format = z.enum(['json', 'csv']).default('json');

/**
 * A paged table's query: its own filters and `sort` columns, between the page and search text
 * and the order and format every table takes.
 */
const tableQuery = <F extends z.ZodRawShape>(columns: F) =>
  z.object({ page, limit, q: text, ...columns, order, format });

export const adminProjectsQuerySchema = tableQuery({
  status: z.enum(REVIEW_STATUSES).optional(),
  stage: z.enum(PROJECT_STAGES).optional(),
  type: z.enum(PROJECT_CATEGORIES).optional(),
  sort: z.enum(['createdAt', 'title', 'score', 'stage', 'researcher']).default('createdAt'),
});
export type AdminProjectsQuery = z.input<typeof adminProjectsQuerySchema>;

/** Onboarding: registered, no role chosen yet, so not yet for an admin to review. */
export const ADMIN_USER_STATUSES = [
  'verified',
  'pending',
  'rejected',
  'onboarding',
  'suspended',
] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const adminUsersQuerySchema = tableQuery({
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  type: z.enum(USER_TYPES).optional(),
  sort: z.enum(['createdAt', 'name', 'email', 'type', 'lastSignInAt']).default('createdAt'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminCollaborationsQuerySchema = tableQuery({
  status: z.enum(COLLABORATION_STATUSES).optional(),
  sort: z.enum(['createdAt', 'updatedAt', 'project', 'equity', 'status']).default('updatedAt'),
});
export type AdminCollaborationsQuery = z.input<typeof adminCollaborationsQuerySchema>;

const person = dealPartySchema;

export const adminProjectRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  researcher: person,
  category: z.enum(PROJECT_CATEGORIES),
  stage: z.enum(PROJECT_STAGES),
  /** The mean of the non-zero scores (spec §3, admin view), or null before any score. */
  score: z.number().int().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewReason: z.string().nullable(),
  visibility: z.enum(PROJECT_VISIBILITIES),
  isActive: z.boolean(),
  isPremiumListing: z.boolean(),
  createdAt: isoDate,
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

/** A row of the users table: the account as a deal party, with its role, review status and dates. */
export const adminUserRowSchema = dealPartySchema.extend({
  userType: z.enum(USER_TYPES).nullable(),
  status: z.enum(ADMIN_USER_STATUSES),
  statusReason: z.string().nullable(),
  createdAt: isoDate,
  lastSignInAt: isoDate.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminCollaborationRowSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), title: z.string() }),
  researcher: person,
  industryPartner: person,
  status: z.enum(COLLABORATION_STATUSES),
  /** The industry partner's share the proposal asked for (the researcher keeps the rest). */
  proposedEquity: z.number().nullable(),
  /**
   * The split of the collaboration's latest fully executed equity agreement, which may differ from
   * the proposal; null until one is signed by both parties.
   */
  signedEquity: equityDistributionSchema.nullable(),
  proposedTimeline: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  documents: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      status: z.enum(DOCUMENT_STATUSES),
    }),
  ),
});
export type AdminCollaborationRow = z.infer<typeof adminCollaborationRowSchema>;

const pageOf = <T extends z.ZodType>(row: T) => z.object({ items: z.array(row), ...pagePosition });

export const adminProjectsResponseSchema = pageOf(adminProjectRowSchema);
export const adminUsersResponseSchema = pageOf(adminUserRowSchema);
export const adminCollaborationsResponseSchema = pageOf(adminCollaborationRowSchema);
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponseSchema>;
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export type AdminCollaborationsResponse = z.infer<typeof adminCollaborationsResponseSchema>;

// ---- approvals ----

export const APPROVAL_TYPES = ['user', 'project'] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number];

/** Spec §3 pending approval: an account not yet verified or a listing awaiting review. */
export const pendingApprovalSchema = z.object({
  /** 'project:12' or 'user:<uuid>': unique across both kinds. */
  id: z.string(),
  type: z.enum(APPROVAL_TYPES),
  targetId: z.string(),
  title: z.string(),
  description: z.string(),
  /** The listing's owner, or the account itself. */
  owner: person,
  submittedAt: isoDate,
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** How many queued items a page of the approval queue shows, and how many more "Show more" adds. */
export const APPROVALS_PAGE = 50;

/**
 * A list answered by its first `limit` items and how many it holds in all: "Show more" asks again
 * with a longer first page.
 */
const firstItems = <T extends z.ZodType>(item: T, page: number, max: number) => ({
  query: z.object({ limit: pageLimit(page, max) }),
  response: z.object({ items: z.array(item), total: z.number().int() }),
});

/**
 * GET /api/admin/pending-approvals: the queue's newest `limit` items, newest first, so what
 * arrives live is on the first page; and how many items the queue holds.
 */
const approvalsList = firstItems(pendingApprovalSchema, APPROVALS_PAGE, 1000);
export const pendingApprovalsQuerySchema = approvalsList.query;
export const pendingApprovalsResponseSchema = approvalsList.response;
export type PendingApprovalsResponse = z.infer<typeof pendingApprovalsResponseSchema>;

export const approvalKey = (type: ApprovalType, targetId: string | number) => `${type}:${targetId}`;

/** The answer of approve / reject: the item's review now (approving twice is harmless). */
export const approvalDecisionSchema = z.object({
  id: z.string(),
  type: z.enum(APPROVAL_TYPES),
  targetId: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reason: z.string().nullable(),
  /** False when the item already had this decision (nothing changed, nobody notified). */
  changed: z.boolean(),
});
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

// ---- accounts and moderation ----

export const createAdminUserRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email').max(254),
  firstName: requiredText(100),
  lastName: requiredText(100),
  userType: z.enum(USER_TYPES),
  organization: z.string().trim().max(200).optional(),
  position: z.string().trim().max(200).optional(),
});
export type CreateAdminUserRequest = z.input<typeof createAdminUserRequestSchema>;

/** POST /api/admin/users (201): the one-time password is shown to the admin once, never stored. */
export const createAdminUserResponseSchema = z.object({
  user: adminUserRowSchema,
  oneTimePassword: z.string(),
});
export type CreateAdminUserResponse = z.infer<typeof createAdminUserResponseSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserRowSchema });
export const adminProjectResponseSchema = z.object({ project: adminProjectRowSchema });

// ---- stalled deals ----

export const STALLED_KINDS = ['proposal', 'document'] as const;
export type StalledKind = (typeof STALLED_KINDS)[number];

export const stalledDealSchema = z.object({
  kind: z.enum(STALLED_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** What is awaited: 'An answer to the proposal' or 'Signature of …'. */
  waitingFor: z.string(),
  /** Who has to act; a nudge notifies them. */
  waitingOn: z.array(person),
  since: isoDate,
  ageDays: z.number().int(),
  lastNudgedAt: isoDate.nullable(),
  /** False once nudged today (at most one nudge a day). */
  canNudge: z.boolean(),
});
export type StalledDeal = z.infer<typeof stalledDealSchema>;

/** How many stalled deals the Overview shows, and how many more "Show more" adds. */
export const STALLED_PAGE = 10;

/** GET /api/admin/stalled-deals: the `limit` deals waiting longest, longest first; and how many. */
const stalledList = firstItems(stalledDealSchema, STALLED_PAGE, 500);
export const stalledDealsQuerySchema = stalledList.query;
export const stalledDealsResponseSchema = stalledList.response;
export type StalledDealsResponse = z.infer<typeof stalledDealsResponseSchema>;

export const nudgeResponseSchema = z.object({
  notified: z.array(z.string()),
  nudgedAt: isoDate,
});
export type NudgeResponse = z.infer<typeof nudgeResponseSchema>;

// ---- audit log ----

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  actor: dealPartySchema.nullable(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  reason: z.string().nullable(),
  createdAt: isoDate,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditLogQuerySchema = z.object({ limit: pageLimit(20, 200) });
export const adminAuditLogResponseSchema = z.object({ entries: z.array(adminAuditEntrySchema) });
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponseSchema>;

// ---- performance ----

export const routeGroupMetricsSchema = z.object({
  /** The first path segment after /api: 'projects', 'messages', 'admin' … */
  group: z.string(),
  requests: z.number().int(),
  /** Answers with a 5xx status. */
  errors: z.number().int(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  p99Ms: z.number(),
});

/** GET /api/admin/performance-metrics: measured in this process since it started. */
export const performanceMetricsSchema = z.object({
  uptimeSeconds: z.number(),
  startedAt: isoDate,
  connectedSockets: z.number().int(),
  databaseBytes: z.number().nullable(),
  totalRequests: z.number().int(),
  routes: z.array(routeGroupMetricsSchema),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

// ---- analytics over time ----

export const adminAnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
});

export const ADMIN_SERIES = [
  'signups',
  'listings',
  'messages',
  'proposals',
  'signedDocuments',
] as const;
export type AdminSeriesName = (typeof ADMIN_SERIES)[number];

/** One bucket of the chart: a count for each name in ADMIN_SERIES. */
const adminSeriesPointSchema = z.object({
  /** The bucket's first day, YYYY-MM-DD (UTC). */
  date: z.string(),
  // fromEntries types its keys as plain strings: the cast restores the series names.
  ...(Object.fromEntries(ADMIN_SERIES.map((name) => [name, z.number().int()])) as Record<
    AdminSeriesName,
    z.ZodNumber
  >),
});

/** GET /api/admin/analytics: platform activity per day (per week for 1y) and the deal funnel. */
export const adminAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  bucket: z.enum(['day', 'week']),
  series: z.array(adminSeriesPointSchema),
  /** Listings of the period and how far their deals went (each step counts listings). */
  funnel: z.object({
    listings: z.number().int(),
    conversations: z.number().int(),
    proposals: z.number().int(),
    accepted: z.number().int(),
    signed: z.number().int(),
  }),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const adminEndpoints = {
  institutionStats: GET('/api/admin/institution-stats', institutionStatsSchema),
  projects: GET('/api/admin/projects', adminProjectsResponseSchema, adminProjectsQuerySchema),
  users: GET('/api/admin/users', adminUsersResponseSchema, adminUsersQuerySchema),
  collaborations: GET(
    '/api/admin/collaborations',
    adminCollaborationsResponseSchema,
    adminCollaborationsQuerySchema,
  ),
  pendingApprovals: GET(
    '/api/admin/pending-approvals',
    pendingApprovalsResponseSchema,
    pendingApprovalsQuerySchema,
  ),
  approveUser: POST('/api/admin/users/:id/approve', approvalDecisionSchema),
  rejectUser: POST('/api/admin/users/:id/reject', approvalDecisionSchema, adminReasonSchema),
  approveProject: POST('/api/admin/projects/:id/approve', approvalDecisionSchema),
  rejectProject: POST('/api/admin/projects/:id/reject', approvalDecisionSchema, adminReasonSchema),
  createUser: POST('/api/admin/users', createAdminUserResponseSchema, createAdminUserRequestSchema),
  suspendUser: POST('/api/admin/users/:id/suspend', adminUserResponseSchema, adminReasonSchema),
  reactivateUser: POST('/api/admin/users/:id/reactivate', adminUserResponseSchema),
  unpublishProject: POST(
    '/api/admin/projects/:id/unpublish',
    adminProjectResponseSchema,
    adminReasonSchema,
  ),
  performanceMetrics: GET('/api/admin/performance-metrics', performanceMetricsSchema),
  stalledDeals: GET(
    '/api/admin/stalled-deals',
    stalledDealsResponseSchema,
    stalledDealsQuerySchema,
  ),
  nudge: POST('/api/admin/stalled-deals/:kind/:id/nudge', nudgeResponseSchema),
  auditLog: GET('/api/admin/audit-log', adminAuditLogResponseSchema, adminAuditLogQuerySchema),
  analytics: GET('/api/admin/analytics', adminAnalyticsSchema, adminAnalyticsQuerySchema),
};
