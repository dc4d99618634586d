/**
 * The Start Collaboration form (spec §5): a proposal message is required, equity is a number
 * from 0 to 100 in steps of 0.1 sent only when filled, and the timeline is free text.
 */
import {
  type CreateCollaborationRequest,
  createCollaborationRequestSchema,
  type FieldErrors,
} from '@labbridge/shared-types';
import { validate } from '../../lib/form';

export interface ProposalDraft {
  message: string;
  /** As typed in the number input: '' when left empty. */
  equity: string;
  timeline: string;
}

export const emptyProposal: ProposalDraft = { message: '', equity: '', timeline: '' };

export type ProposalCheck =
  | { kind: 'ok'; request: CreateCollaborationRequest }
  /** The spec's 'Proposal Required' toast: the message is blank. */
  | { kind: 'missing-message' }
  | { kind: 'invalid'; errors: FieldErrors };

/** The request to send for a draft, or why it cannot be sent yet. */
export function checkProposal(projectId: number, draft: ProposalDraft): ProposalCheck {
  if (!draft.message.trim()) return { kind: 'missing-message' };
  const equity = draft.equity.trim();
  const request = {
    projectId,
    proposalMessage: draft.message,
    proposedEquity: equity === '' ? null : Number(equity),
    proposedTimeline: draft.timeline,
  };
  if (request.proposedEquity !== null && !Number.isFinite(request.proposedEquity)) {
    return { kind: 'invalid', errors: { proposedEquity: ['Equity must be a number'] } };
  }
  const result = validate(createCollaborationRequestSchema, request);
  if (result.errors) return { kind: 'invalid', errors: result.errors };
  return { kind: 'ok', request: result.data };
}
