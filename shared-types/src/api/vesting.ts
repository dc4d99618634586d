import { z } from 'zod';
import { isoDate } from '../entities/common';
import { vestingTermsSchema } from '../entities/document';
import { partySchema } from '../entities/party';
import type { VestingTranche } from '../rules/vesting';
import { GET, POST } from './endpoint';

/** A schedule's tranche (rules/vesting) as the API sends it, with `unlocked`; tied to it by type. */
export const vestingTrancheSchema = z.object({
  kind: z.enum(['time', 'milestone']),
  milestoneIndex: z.number().int().nullable(),
  label: z.string(),
  /** When it unlocks (or unlocked); null for a milestone not yet completed by both parties. */
  date: isoDate.nullable(),
  /** Share of the grant, in percent. */
  percent: z.number(),
  /** Equity points for the viewer (share of totalEquity). */
  equity: z.number(),
  unlocked: z.boolean(),
}) satisfies z.ZodType<VestingTranche & { unlocked: boolean }>;
export type VestingTrancheView = z.infer<typeof vestingTrancheSchema>;

export const vestingMilestoneSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  /** Share of the grant, in percent. */
  equityPercent: z.number(),
  /**
   * When it unlocked: both parties had marked it complete, or one had and the other's account was
   * deleted; null until then.
   */
  completedAt: isoDate.nullable(),
  completedByResearcherAt: isoDate.nullable(),
  completedByIndustryAt: isoDate.nullable(),
  /** Whether the viewer has marked it complete (false for a superadmin). */
  completedByMe: z.boolean(),
});
export type VestingMilestone = z.infer<typeof vestingMilestoneSchema>;

/**
 * The live vesting schedule of a fully executed equity agreement, computed for the viewer at
 * `asOf` by the shared rule (rules/vesting.ts). Both parties' shares vest on the same clock,
 * which starts when the agreement is fully executed.
 */
export const vestingScheduleViewSchema = z.object({
  documentId: z.number().int(),
  documentTitle: z.string(),
  collaborationId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  projectTitle: z.string().nullable(),
  /** The viewer's side; null for a superadmin looking on. */
  myRole: z.enum(['researcher', 'industry']).nullable(),
  /** The other party; null for a superadmin. */
  partner: partySchema.nullable(),
  /**
   * The sides whose account was deleted (after the agreement was executed, which it outlives): a
   * milestone then unlocks on the other side's mark alone.
   */
  deletedSides: z.array(z.enum(['researcher', 'industry'])),
  /** The full execution: when the clock started. */
  startDate: isoDate,
  terms: vestingTermsSchema,
  /** The viewer's equity points under the agreement (both parties' for a superadmin). */
  totalEquity: z.number(),
  equityUnlocked: z.number(),
  /** Share of the grant unlocked, 0-100. */
  completionPercentage: z.number(),
  status: z.enum(['cliff', 'vesting', 'fully_vested']),
  /** The next dated unlock, or null when no time tranche is left. */
  nextUnlock: vestingTrancheSchema.nullable(),
  /** What unlocks next, in words: the next dated tranche, else the first pending milestone. */
  nextMilestone: z.string().nullable(),
  tranches: z.array(vestingTrancheSchema),
  milestones: z.array(vestingMilestoneSchema),
  asOf: isoDate,
});
export type VestingScheduleView = z.infer<typeof vestingScheduleViewSchema>;

/**
 * GET /api/legal/vesting: the schedules of the viewer's fully executed equity agreements, newest
 * agreement first (the Vesting tab and the home dashboard's 'Active Vesting Schedules').
 */
export const vestingListResponseSchema = z.object({
  schedules: z.array(vestingScheduleViewSchema),
});
export type VestingListResponse = z.infer<typeof vestingListResponseSchema>;

/**
 * GET /api/legal/vesting?status=active: only the schedules still vesting (in their cliff or
 * vesting), as the home dashboard's 'Active Vesting Schedules' lists; a fully vested one is over.
 * Without it, every schedule (the Vesting tab).
 */
export const vestingListQuerySchema = z.object({
  status: z.enum(['active']).optional(),
});
export type VestingListQuery = z.input<typeof vestingListQuerySchema>;

/**
 * POST /api/legal/documents/:id/milestones/:index/complete (no body): the viewer marks a milestone
 * complete; it unlocks once both parties have. Answers with the updated schedule.
 */
export const completeMilestoneResponseSchema = vestingScheduleViewSchema;

export const vestingEndpoints = {
  list: GET('/api/legal/vesting', vestingListResponseSchema, vestingListQuerySchema),
  completeMilestone: POST(
    '/api/legal/documents/:id/milestones/:index/complete',
    completeMilestoneResponseSchema,
  ),
};
