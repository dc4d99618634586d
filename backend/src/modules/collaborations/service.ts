import {
  COLLABORATION_ACTION_STEP,
  type CollaborationDetail,
  type CreateCollaborationRequest,
  nextCollaborationStatus,
  type UpdateCollaborationRequest,
} from '@labbridge/shared-types';
import { and, eq, sql } from 'drizzle-orm';
import { businessRule, forbidden, unauthenticated } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { withTx } from '../../core/tx';
import { collaborations, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { recordEvent } from '../analytics/service';
import { lockThread } from '../messages/thread';
import { canProposeOn, takesProposals, viewableProject } from '../projects/access';
import { holdAccounts } from '../users/accounts';
import type { UserRow } from '../users/present';
import { assertCollaborationParty, canPropose, collaborationRole } from './access';
import { collaborationDetail, findCollaboration, openProposal } from './queries';
import { recordStep } from './record-step';

const DUPLICATE = 'You already have an open collaboration proposal on this project';

export const createCollaborationService = (deps: Deps) => {
  const { db } = deps;

  const detail = async (viewer: UserRow, id: number): Promise<CollaborationDetail> =>
    collaborationDetail(db, viewer, await findCollaboration(db, viewer, id));

  return {
    detail,

    /**
     * A proposal from the signed-in user to the listing's owner. The parties come from the
     * listing and the session, never from the request.
     */
    async propose(user: UserRow, input: CreateCollaborationRequest & { projectId: number }) {
      if (!canPropose(user)) {
        throw forbidden('Only researchers and industry partners can propose collaborations');
      }
      // A listing that takes no proposals from this user answers 404, as a missing one.
      const project = await viewableProject(db, user, input.projectId, canProposeOn);
      if (project.userId === user.id) {
        throw businessRule('You cannot propose a collaboration on your own project');
      }
      const [owner] = await db
        .select({ userType: users.userType })
        .from(users)
        .where(eq(users.id, project.userId));
      if (!owner || !takesProposals(owner)) {
        throw businessRule(
          'This listing is kept by the tech transfer office and takes no collaboration proposals; send the office a message instead',
        );
      }
      if (await openProposal(db, project.id, user.id)) throw businessRule(DUPLICATE, 409);

      try {
        const id = await withTx(deps, async (tx, emit) => {
          // Checked again under locks, in the lock order (privacy/lock-order.ts): the thread the
          // proposal's card goes to, the proposer's account, the listing. A deletion under way is
          // waited for and seen: the proposer's erased the proposer, whose sessions end with it;
          // the owner's archived the listing (404, as any archived one).
          await lockThread(tx, user.id, project.userId);
          const proposer = (await holdAccounts(tx, [user.id])).get(user.id);
          if (proposer?.deletedAt) throw unauthenticated();
          await viewableProject(tx, user, project.id, canProposeOn, true);
          const [row] = await tx
            .insert(collaborations)
            .values({
              projectId: project.id,
              researcherId: project.userId,
              industryPartnerId: user.id,
              initiatorId: user.id,
              status: 'pending',
              proposalMessage: input.proposalMessage,
              proposedEquity: input.proposedEquity ?? null,
              proposedTimeline: input.proposedTimeline ?? null,
            })
            .returning();
          await recordStep(tx, emit, {
            actor: user,
            row: row!,
            projectTitle: project.title,
            step: 'proposed',
            note: null,
          });
          return row!.id;
        });
        return detail(user, id);
      } catch (err) {
        // Two proposals raced past the check: the index let one through.
        if (isUniqueViolation(err, 'collaborations_open_unique'))
          throw businessRule(DUPLICATE, 409);
        throw err;
      }
    },

    /** accept / decline / withdraw / complete, under the transition rule; anything else 409. */
    async act(user: UserRow, id: number, input: UpdateCollaborationRequest) {
      const found = await findCollaboration(db, user, id);
      const row = found.collaboration;
      assertCollaborationParty(user, row, 'Only the parties to a collaboration can change it');
      const to = nextCollaborationStatus(row.status, input.action, collaborationRole(user, row));
      if (!to) {
        throw businessRule(
          `A ${row.status} collaboration cannot be changed with ${input.action}`,
          409,
          {
            action: [`Not allowed while the collaboration is ${row.status}`],
          },
        );
      }
      await withTx(deps, async (tx, emit) => {
        // Only from the status we checked: a concurrent step makes this one a stale 409.
        const [updated] = await tx
          .update(collaborations)
          .set({ status: to, updatedAt: sql`now()` })
          .where(and(eq(collaborations.id, row.id), eq(collaborations.status, row.status)))
          .returning();
        if (!updated) {
          throw businessRule('The collaboration changed meanwhile; reload it and try again', 409);
        }
        await recordStep(tx, emit, {
          actor: user,
          row: updated,
          projectTitle: found.projectTitle,
          step: COLLABORATION_ACTION_STEP[input.action],
          reason: input.action === 'decline' ? input.reason : null,
          note: input.note,
        });
        if (input.action === 'accept') {
          await recordEvent(tx, {
            eventType: 'collaboration_started',
            userId: user.id,
            subjectUserId: updated.initiatorId,
            projectId: updated.projectId,
            dedupeKey: `collaboration_started:${updated.id}`,
            metadata: { collaborationId: updated.id },
          });
        }
      });
      return detail(user, id);
    },
  };
};

export type CollaborationService = ReturnType<typeof createCollaborationService>;
