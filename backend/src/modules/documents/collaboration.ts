import {
  type CollaborationStatus,
  collaborationNeverAgreed,
  OPEN_COLLABORATION_STATUSES,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { businessRule } from '../../core/errors';
import type { Tx } from '../../db/client';
import { collaborations } from '../../db/schema';
import type { DocumentRow } from './access';

/**
 * How a collaboration's status bounds its documents. An open one (pending or active) takes new
 * documents; a completed one takes none, but those it has may still be signed; a declined or
 * withdrawn proposal never bound its parties, so its documents go no further towards signature
 * (shared-types' collaborationNeverAgreed, which also hides those steps from the parties).
 */
const isOpen = (status: CollaborationStatus) =>
  (OPEN_COLLABORATION_STATUSES as readonly CollaborationStatus[]).includes(status);

/** 409 unless a collaboration in this status takes new documents. */
export const assertTakesNewDocuments = (status: CollaborationStatus) => {
  if (!isOpen(status)) {
    throw businessRule(`A ${status} collaboration takes no new documents`, 409);
  }
};

/**
 * assertTakesNewDocuments again, inside the transaction that stores a new document, under a share
 * lock: the draft is written (by the AI provider) between the first check and the insert, and a
 * decline or completion committing meanwhile is waited for and seen rather than raced.
 */
export const assertStillTakesNewDocuments = async (tx: Tx, collaborationId: number) => {
  const [found] = await tx
    .select({ status: collaborations.status })
    .from(collaborations)
    .where(eq(collaborations.id, collaborationId))
    .for('share');
  if (found) assertTakesNewDocuments(found.status);
};

/**
 * 409 when the document's collaboration was declined or withdrawn: it can no longer be `step`
 * ('sent for signatures', 'signed'). Read under a share lock, so a decline committing meanwhile
 * is waited for and seen rather than raced. A document without a collaboration passes.
 */
export const assertCollaborationStands = async (
  tx: Tx,
  row: Pick<DocumentRow, 'collaborationId'>,
  step: string,
) => {
  if (row.collaborationId === null) return;
  const [found] = await tx
    .select({ status: collaborations.status })
    .from(collaborations)
    .where(eq(collaborations.id, row.collaborationId))
    .for('share');
  if (found && collaborationNeverAgreed(found.status)) {
    throw businessRule(
      `The collaboration was ${found.status}: its documents can no longer be ${step}`,
      409,
      { collaboration: [`Not allowed while the collaboration is ${found.status}`] },
    );
  }
};
