import {
  type CollaborationStatus,
  type CollaborationStep,
  DELETED_USER_NAME,
  OPEN_COLLABORATION_STATUSES,
} from '@labbridge/shared-types';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Emit } from '../../core/tx';
import type { Tx } from '../../db/client';
import { collaborations, projects } from '../../db/schema';
import { recordStep } from '../collaborations/record-step';
import type { UserRow } from '../users/present';

type OpenStatus = (typeof OPEN_COLLABORATION_STATUSES)[number];

/**
 * Where a deletion leaves each open collaboration, a status that is also the step its history,
 * thread card and notification tell: a proposal, which never bound its parties, is withdrawn; an
 * active collaboration ends, short of completion (it neither counts as completed nor reads as a
 * proposal taken back).
 */
const CLOSED_BY_DELETION: Record<OpenStatus, CollaborationStatus & CollaborationStep> = {
  pending: 'withdrawn',
  active: 'ended',
};

/**
 * Closes the user's open collaborations as a step by them is told: a step in each one's history,
 * a card in the thread, a notification to the other party, and both parties' and the admins'
 * dashboards updated once the caller's transaction commits. The name is erased in that same
 * transaction, so the card and notification call the user 'Deleted user' from the start.
 */
export const closeOpenCollaborations = async (tx: Tx, emit: Emit, user: UserRow) => {
  const closed = [];
  for (const from of OPEN_COLLABORATION_STATUSES) {
    const rows = await tx
      .update(collaborations)
      .set({ status: CLOSED_BY_DELETION[from], updatedAt: sql`now()` })
      .where(
        and(
          or(
            eq(collaborations.researcherId, user.id),
            eq(collaborations.industryPartnerId, user.id),
          ),
          eq(collaborations.status, from),
        ),
      )
      .returning();
    closed.push(...rows.map((row) => ({ row, step: CLOSED_BY_DELETION[from] })));
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
  for (const { row, step } of closed) {
    await recordStep(tx, emit, {
      actor: user,
      actorName: DELETED_USER_NAME,
      row,
      projectTitle: titles.get(row.projectId)!,
      step,
    });
  }
};
