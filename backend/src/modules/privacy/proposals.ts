import {
  type CollaborationStatus,
  type CollaborationStep,
  DELETED_USER_NAME,
  type OPEN_COLLABORATION_STATUSES,
} from '@labbridge/shared-types';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Emit } from '../../core/tx';
import type { Tx } from '../../db/client';
import { collaborations, projects } from '../../db/schema';
import { recordStep } from '../collaborations/record-step';
import type { UserRow } from '../users/present';

/**
 * Where a deletion leaves each open collaboration, a status that is also the step its history,
 * thread card and notification tell: the user's own proposal, which never bound its parties, is
 * withdrawn; a proposal awaiting their answer ends unanswered (they did not withdraw it, and no
 * answer will come); an active collaboration ends, short of completion (it neither counts as
 * completed nor reads as a proposal taken back).
 */
type OpenStatus = (typeof OPEN_COLLABORATION_STATUSES)[number];
type Closing = { from: OpenStatus; only?: SQL; to: CollaborationStatus & CollaborationStep };
const closingsOf = (user: UserRow): Closing[] => [
  { from: 'pending', only: eq(collaborations.initiatorId, user.id), to: 'withdrawn' },
  { from: 'pending', only: ne(collaborations.initiatorId, user.id), to: 'ended' },
  { from: 'active', to: 'ended' },
];

/**
 * Closes the user's open collaborations as a step by them is told: a step in each one's history,
 * a card in the thread, a notification to the other party, and both parties' and the admins'
 * dashboards updated once the caller's transaction commits. The name is erased in that same
 * transaction, so the card and notification call the user 'Deleted user' from the start.
 */
export const closeOpenCollaborations = async (tx: Tx, emit: Emit, user: UserRow) => {
  const closed = [];
  for (const { from, only, to } of closingsOf(user)) {
    const rows = await tx
      .update(collaborations)
      .set({ status: to, updatedAt: sql`now()` })
      .where(
        and(
          or(
            eq(collaborations.researcherId, user.id),
            eq(collaborations.industryPartnerId, user.id),
          ),
          eq(collaborations.status, from),
          only,
        ),
      )
      .returning();
    closed.push(...rows.map((row) => ({ row, from, step: to })));
  }
  if (closed.length === 0) return;
  const listings = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      inArray(
        projects.id,
        closed.map(({ row }) => row.projectId),
      ),
    );
  const titles = new Map(listings.map((p) => [p.id, p.title]));
  for (const { row, from, step } of closed) {
    await recordStep(tx, emit, {
      actor: user,
      actorName: DELETED_USER_NAME,
      row,
      projectTitle: titles.get(row.projectId)!,
      step,
      from,
    });
  }
};
