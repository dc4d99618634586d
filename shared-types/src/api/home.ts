import { z } from 'zod';
import { DOCUMENT_AUDIT_ACTIONS } from '../constants';
import { COLLABORATION_STEPS } from '../entities/collaboration';
import { pageLimit } from '../entities/common';
import { scoreDetailsSchema } from '../entities/project';
import { userSchema } from '../entities/user';
import { GET } from './endpoint';

/** GET /api/home/summary: the home dashboard's numbers, all computed for the signed-in user. */
export const homeSummarySchema = z.object({
  /** Researchers: their active listings; everyone else: listings open in the catalogue. */
  activeProjects: z.number().int(),
  /** Collaborations the user is a party to that are pending or active. */
  collaborations: z.number().int(),
  /** Documents awaiting the user's signature. */
  pendingDocuments: z.number().int(),
  documents: z.number().int(),
  /** Researchers: their listings scored by the AI layer; everyone else: all listings scored. */
  aiEvaluations: z.number().int(),
  /**
   * The rounded mean of the overall scores (spec §9) of the listings `activeProjects` counts that
   * have one; null when none has.
   */
  averageScore: z.number().int().nullable(),
  /** The Performance Analytics panel (spec §2), about the user's own profile and listings. */
  performance: z.object({
    profile_view: z.number().int(),
    project_shared: z.number().int(),
    message_sent: z.number().int(),
    collaboration_started: z.number().int(),
  }),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/**
 * GET /api/home/evaluation: the AI evaluation panel. `project` is the user's most recently created
 * listing that is not archived, with its scores and their explanations; null invites them to
 * create one. Other panels' fields (e.g. matches for industry users) join this object.
 */
export const homeEvaluationSchema = z.object({
  project: z
    .object({
      id: z.number().int(),
      title: z.string(),
      createdAt: z.string(),
      executabilityScore: z.number().int().nullable(),
      feasibilityScore: z.number().int().nullable(),
      matchabilityScore: z.number().int().nullable(),
      scoreDetails: scoreDetailsSchema.nullable(),
    })
    .nullable(),
});
export type HomeEvaluation = z.infer<typeof homeEvaluationSchema>;

export const ACTIVITY_KINDS = ['message', 'collaboration', 'view', 'document'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry of the shell's Recent Activity: something that involved the signed-in user. */
export const activityItemSchema = z.object({
  /** `<kind>:<row id>`, stable across fetches. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  /**
   * The other person: the conversation partner (message), who took the step (collaboration,
   * document). Null for views, whose viewers stay anonymous, and for a deleted account.
   */
  actor: userSchema.pick({ id: true, firstName: true, lastName: true }).nullable(),
  /** True when the signed-in user did it (sent the message, took the step). */
  mine: z.boolean(),
  /** The collaboration step or document action; null for messages and views. */
  step: z.union([z.enum(COLLABORATION_STEPS), z.enum(DOCUMENT_AUDIT_ACTIONS)]).nullable(),
  /** The listing (view), collaboration or document it concerns; null for messages. */
  subjectId: z.number().int().nullable(),
  subjectTitle: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const homeActivityQuerySchema = z.object({ limit: pageLimit(6, 20) });

/** GET /api/home/activity: the latest first. */
export const homeActivityResponseSchema = z.object({ items: z.array(activityItemSchema) });
export type HomeActivity = z.infer<typeof homeActivityResponseSchema>;

export const homeEndpoints = {
  summary: GET('/api/home/summary', homeSummarySchema),
  evaluation: GET('/api/home/evaluation', homeEvaluationSchema),
  activity: GET('/api/home/activity', homeActivityResponseSchema, homeActivityQuerySchema),
};
