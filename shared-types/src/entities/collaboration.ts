import { z } from 'zod';
import {
  type COLLABORATION_ACTIONS,
  COLLABORATION_STATUSES,
  DECLINE_REASONS,
  LIMITS,
} from '../constants';
import { isoDate } from './common';

/**
 * A collaboration (spec §3). The parties come from the server: researcherId is the listing's
 * owner, industryPartnerId the user who proposed (initiatorId, kept for clarity).
 */
export const collaborationSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  researcherId: z.string(),
  industryPartnerId: z.string(),
  initiatorId: z.string(),
  status: z.enum(COLLABORATION_STATUSES),
  proposalMessage: z.string(),
  /** Percent, 0-100 in steps of 0.1: the equity the proposer offers or asks for. */
  proposedEquity: z.number().nullable(),
  proposedTimeline: z.string().nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Collaboration = z.infer<typeof collaborationSchema>;

/** Each step of a collaboration's life, as its history and the thread cards name it. */
export const COLLABORATION_STEPS = [
  'proposed',
  'accepted',
  'declined',
  'withdrawn',
  'completed',
  'ended',
] as const;
export type CollaborationStep = (typeof COLLABORATION_STEPS)[number];

export const COLLABORATION_ACTION_STEP: Record<
  (typeof COLLABORATION_ACTIONS)[number],
  CollaborationStep
> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  complete: 'completed',
};

export const COLLABORATION_STATUS_LABELS: Record<(typeof COLLABORATION_STATUSES)[number], string> =
  {
    pending: 'Pending',
    active: 'Active',
    completed: 'Completed',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    ended: 'Ended',
  };

export const collaborationRoleSchema = z.enum(['proposer', 'recipient']).nullable();
export const declineReasonSchema = z.enum(DECLINE_REASONS, {
  error: 'Choose a reason for declining',
});
export const collaborationNoteSchema = z
  .string()
  .trim()
  .max(LIMITS.collaborationNoteMaxLength)
  .nullish()
  .transform((v) => v || null);
