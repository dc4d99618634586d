import {
  type CollaborationStatus,
  type CollaborationStep,
  collaborationPath,
  type DeclineReason,
} from '@labbridge/shared-types';
import type { Emit } from '../../core/tx';
import type { Tx } from '../../db/client';
import { collaborationEvents } from '../../db/schema';
import { appendToThread } from '../messages/thread';
import { notify } from '../notifications/service';
import { displayName } from '../users/parties';
import type { UserRow } from '../users/present';
import { type CollaborationRow, collaborationPartyIds, counterpartId } from './access';
import { stepSentence, stepTitle } from './steps';

interface StepInput {
  actor: UserRow;
  /** How the sentence names the actor, when not by their name (an account being deleted). */
  actorName?: string;
  row: CollaborationRow;
  projectTitle: string;
  step: CollaborationStep;
  reason?: DeclineReason | null;
  note?: string | null;
  /** The status the step left, where its wording depends on it (an ending). */
  from?: CollaborationStatus;
}

/**
 * Records a step in the collaboration's history, writes it as a card into the parties' thread,
 * notifies the other party and announces it to both, all in the caller's transaction.
 */
export const recordStep = async (tx: Tx, emit: Emit, input: StepInput) => {
  const { actor, row, step } = input;
  const otherId = counterpartId(actor, row);
  await tx.insert(collaborationEvents).values({
    collaborationId: row.id,
    step,
    status: row.status,
    actorId: actor.id,
    reason: input.reason ?? null,
    note: input.note ?? null,
  });
  const actorName = input.actorName ?? displayName(actor);
  const sentence = stepSentence(step, actorName, input.projectTitle, input.reason, input.from);
  await appendToThread(tx, emit, {
    senderId: actor.id,
    receiverId: otherId,
    content: sentence,
    projectId: row.projectId,
    card: { collaborationId: row.id, step },
  });
  await notify(tx, emit, [otherId], {
    type: 'collaboration',
    title: stepTitle(step, input.from),
    message: sentence,
    actionUrl: collaborationPath(row.id),
  });
  emit('collaboration:changed', {
    event: {
      id: row.id,
      projectId: row.projectId,
      status: row.status,
      step,
      actorId: actor.id,
      updatedAt: row.updatedAt.toISOString(),
    },
    partyIds: collaborationPartyIds(row),
  });
};
