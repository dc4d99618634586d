import { z } from 'zod';
import { COLLABORATION_ACTIONS, DOCUMENT_STATUSES, DOCUMENT_TYPES, LIMITS } from '../constants';
import {
  COLLABORATION_STEPS,
  collaborationNoteSchema,
  collaborationRoleSchema,
  collaborationSchema,
  declineReasonSchema,
} from '../entities/collaboration';
import { isoDate, rowIdSchema } from '../entities/common';
import { dealSideSchema, partySchema } from '../entities/party';
import { documentPrefillSchema } from './documents';
import { GET, PATCH, POST } from './endpoint';
import { vestingScheduleViewSchema } from './vesting';

/** Where a collaboration is shown: notifications, thread cards and lists link here. */
export const collaborationPath = (id: number) => `/collaborations/${id}`;

const isStepOfTenth = (n: number) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6;

/**
 * POST /api/collaborations. The parties are never taken from the client: the listing's owner is
 * the researcher side, the signed-in user the partner. Any researcherId, industryPartnerId or
 * status the spec's client sends is ignored.
 */
export const createCollaborationRequestSchema = z.object({
  projectId: rowIdSchema,
  proposalMessage: z
    .string()
    .trim()
    .min(1, 'Please enter a collaboration proposal.')
    .max(LIMITS.proposalMaxLength),
  proposedEquity: z
    .number()
    .min(0, 'Equity must be between 0 and 100')
    .max(100, 'Equity must be between 0 and 100')
    .refine(isStepOfTenth, 'Equity goes in steps of 0.1')
    .nullish()
    .transform((v) => v ?? null),
  proposedTimeline: z
    .string()
    .trim()
    .max(LIMITS.proposalTimelineMaxLength)
    .nullish()
    .transform((v) => v || null),
});
export type CreateCollaborationRequest = z.input<typeof createCollaborationRequestSchema>;

/** PATCH /api/collaborations/:id: `reason` is required to decline; `note` is optional text. */
export const updateCollaborationRequestSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept'), note: collaborationNoteSchema }),
  z.object({
    action: z.literal('decline'),
    reason: declineReasonSchema,
    note: collaborationNoteSchema,
  }),
  z.object({ action: z.literal('withdraw'), note: collaborationNoteSchema }),
  z.object({ action: z.literal('complete'), note: collaborationNoteSchema }),
]);
export type UpdateCollaborationRequest = z.input<typeof updateCollaborationRequestSchema>;

/** One row of GET /api/collaborations, seen from the signed-in user's side. */
export const collaborationListItemSchema = collaborationSchema.extend({
  project: z.object({ id: z.number().int(), title: z.string() }),
  /** The other party (for a superadmin looking on: the proposer). */
  counterpart: partySchema,
  myRole: collaborationRoleSchema,
  /** What the viewer may do now (rules/collaboration.ts). */
  allowedActions: z.array(z.enum(COLLABORATION_ACTIONS)),
});
export type CollaborationListItem = z.infer<typeof collaborationListItemSchema>;

/** GET /api/collaborations: the user's collaborations in every status, latest activity first. */
export const collaborationListResponseSchema = z.object({
  collaborations: z.array(collaborationListItemSchema),
});
export type CollaborationListResponse = z.infer<typeof collaborationListResponseSchema>;

export const collaborationHistoryEntrySchema = z.object({
  id: z.number().int(),
  step: z.enum(COLLABORATION_STEPS),
  /** The status the step left the collaboration in. */
  status: collaborationSchema.shape.status,
  actor: partySchema.nullable(),
  reason: declineReasonSchema.nullable(),
  note: z.string().nullable(),
  createdAt: isoDate,
});
export type CollaborationHistoryEntry = z.infer<typeof collaborationHistoryEntrySchema>;

export const linkedDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type LinkedDocument = z.infer<typeof linkedDocumentSchema>;

/**
 * GET /api/collaborations/:id (the two parties and superadmins; 404 for anyone else), and the
 * answer of POST (201) and PATCH.
 */
export const collaborationDetailSchema = collaborationListItemSchema.extend({
  parties: z.object({ researcher: dealSideSchema, industryPartner: dealSideSchema }),
  /** Oldest first, starting with the proposal. */
  history: z.array(collaborationHistoryEntrySchema),
  /** Documents generated from this collaboration, newest first. */
  documents: z.array(linkedDocumentSchema),
  /** The schedule of its latest fully executed equity agreement, once there is one. */
  vesting: vestingScheduleViewSchema.nullable(),
});
export type CollaborationDetail = z.infer<typeof collaborationDetailSchema>;

export const collaborationEndpoints = {
  list: GET('/api/collaborations', collaborationListResponseSchema),
  create: POST('/api/collaborations', collaborationDetailSchema, createCollaborationRequestSchema),
  detail: GET('/api/collaborations/:id', collaborationDetailSchema),
  update: PATCH(
    '/api/collaborations/:id',
    collaborationDetailSchema,
    updateCollaborationRequestSchema,
  ),
  documentPrefill: GET('/api/collaborations/:id/document-prefill', documentPrefillSchema),
};
