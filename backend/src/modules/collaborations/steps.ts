import {
  type CollaborationStatus,
  type CollaborationStep,
  DECLINE_REASON_LABELS,
  type DeclineReason,
} from '@labbridge/shared-types';

const TITLES: Record<CollaborationStep, string> = {
  proposed: 'New collaboration proposal',
  accepted: 'Collaboration accepted',
  declined: 'Collaboration declined',
  withdrawn: 'Proposal withdrawn',
  completed: 'Collaboration completed',
  ended: 'Collaboration ended',
};

/**
 * The notification title for a step, as the other party's bell and toast show it; `from` is the
 * status the step left (an ending closes a proposal or a running collaboration).
 */
export const stepTitle = (step: CollaborationStep, from?: CollaborationStatus) =>
  step === 'ended' && from === 'pending' ? 'Proposal closed' : TITLES[step];

/**
 * One sentence for a step, the same in the other party's notification and in the card both see
 * in their thread: 'Ada Lovelace accepted the collaboration on “Graphene membranes”.'
 */
export const stepSentence = (
  step: CollaborationStep,
  actorName: string,
  projectTitle: string,
  reason?: DeclineReason | null,
  from?: CollaborationStatus,
) => {
  const on = `on “${projectTitle}”`;
  switch (step) {
    case 'proposed':
      return `${actorName} proposed a collaboration ${on}.`;
    case 'accepted':
      return `${actorName} accepted the collaboration proposal ${on}.`;
    case 'declined':
      return `${actorName} declined the collaboration proposal ${on}${reason ? ` (${DECLINE_REASON_LABELS[reason]})` : ''}.`;
    case 'withdrawn':
      return `${actorName} withdrew the collaboration proposal ${on}.`;
    case 'completed':
      return `${actorName} marked the collaboration ${on} completed.`;
    // Only a party's account deletion ends a collaboration short of completion, or a proposal
    // that awaited their answer: they did not withdraw it, and no answer will come.
    case 'ended':
      return from === 'pending'
        ? `${actorName} closed the collaboration proposal ${on} unanswered: their account was deleted.`
        : `${actorName} ended the collaboration ${on}: their account was deleted.`;
  }
};
