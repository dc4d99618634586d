import { DELETED_USER_NAME, OPEN_COLLABORATION_STATUSES } from '@labbridge/shared-types';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Emit } from '../../core/tx';
import type { Tx } from '../../db/client';
import { collaborations, projects } from '../../db/schema';
import { recordStep } from '../collaborations/record-step';
import type { UserRow } from '../users/present';

/**
 * Withdraws the user's open collaborations as a withdrawal by them is told: a step in each one's
 * history, a card in the thread, a notification to the other party, and both parties' and the
 * admins' dashboards updated once the caller's transaction commits. The name is erased in that
 * same transaction, so the card and notification call the user 'Deleted user' from the start.
 */
export const withdrawOpenCollaborations = async (tx: Tx, emit: Emit, user: UserRow) => {
  const withdrawn = await tx
    .update(collaborations)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(
      and(
        or(eq(collaborations.researcherId, user.id), eq(collaborations.industryPartnerId, user.id)),
        inArray(collaborations.status, [...OPEN_COLLABORATION_STATUSES]),
      ),
    )
    .returning();
  if (withdrawn.length === 0) return;
  const listings = await tx
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(
      inArray(
        projects.id,
        withdrawn.map((row) => row.projectId),
      ),
    );
  const titles = new Map(listings.map((p) => [p.id, p.title]));
  for (const row of withdrawn) {
    await recordStep(tx, emit, {
      actor: user,
      actorName: DELETED_USER_NAME,
      row,
      projectTitle: titles.get(row.projectId)!,
      step: 'withdrawn',
    });
  }
};
