import { type ProjectData, projectPath } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { businessRule, validationError } from '../../core/errors';
import { withTx } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { announcePending, announceWithdrawn, projectApprovalItem } from '../admin/approvals';
import { recordEvent } from '../analytics/service';
import { followerIds, followState } from '../follows/service';
import { notifyUsers } from '../notifications/service';
import { attachUploads } from '../uploads/access';
import { isSuperadmin } from '../users/access';
import type { UserRow } from '../users/present';
import { assertCanEdit, assertCanView, canView, isOwner } from './access';
import { changedFields, concernsFollowers, needsNewReview } from './changes';
import { toProjectDetail, toProjectSummary } from './present';
import { findWithOwner, listCatalogue, listOwned, researcherIds } from './queries';
import { scoreColumns } from './scores';

type Viewer = UserRow | null;
type ServiceDeps = Pick<Deps, 'db' | 'ai' | 'events' | 'logger'>;

/**
 * Team members who claim to be platform researchers must be: their ids are checked and their
 * profile link is derived here rather than trusted from the client. A save checks again in the
 * transaction that writes, holding those accounts (`hold`): a deletion that comes meanwhile
 * waits for the save and then takes its person off the team, or the save finds them gone.
 */
const checkTeam = async (db: DbOrTx, data: ProjectData, hold = false): Promise<ProjectData> => {
  const ids = data.teamMembers.flatMap((m) => (m.userId ? [m.userId] : []));
  const known = await researcherIds(db, ids, hold);
  const details: Record<string, string[]> = {};
  const teamMembers = data.teamMembers.map((member, index) => {
    if (!member.userId) return { ...member, isResearcher: false };
    if (!known.has(member.userId)) {
      details[`teamMembers.${index}.userId`] = ['No researcher with this id on the platform'];
    }
    return { ...member, isResearcher: true, profileUrl: `/profile/${member.userId}` };
  });
  const fields = Object.keys(details);
  if (fields.length) throw validationError(`Invalid input: ${fields.join(', ')}`, details);
  return { ...data, teamMembers };
};

export const createProjectService = (deps: ServiceDeps) => {
  const { db, logger } = deps;

  /** The listing if this viewer may open it; 404 otherwise, so hidden listings stay hidden. */
  const loadVisible = async (viewer: Viewer, id: number) => {
    const found = await findWithOwner(db, id);
    assertCanView(viewer, found?.project);
    return found!;
  };

  const loadEditable = async (viewer: UserRow, id: number) => {
    const found = await loadVisible(viewer, id);
    assertCanEdit(viewer, found.project);
    return found;
  };

  const detail = async (viewer: Viewer, id: number) => {
    const { project, owner } = await loadVisible(viewer, id);
    const follow = await followState(db, id, viewer?.id ?? null);
    return toProjectDetail(project, owner, viewer, follow);
  };

  /**
   * Followers hear about listings they can open (as they stood when the change happened); never
   * the editor.
   */
  const notifyFollowers = async (
    editor: UserRow,
    listing: Parameters<typeof canView>[1] & { id: number },
    notice: { title: string; message: string },
  ) => {
    try {
      if (!canView(null, listing)) return;
      const recipients = (await followerIds(db, listing.id)).filter((id) => id !== editor.id);
      await notifyUsers(deps, recipients, {
        type: 'milestone',
        ...notice,
        actionUrl: projectPath(listing.id),
      });
    } catch (err) {
      // The change is committed; a failed notification must not turn it into an error.
      logger.warn({ err, projectId: listing.id }, 'could not notify project followers');
    }
  };

  return {
    async highlights(viewer: Viewer, tab: 'featured' | 'trending', limit: number) {
      const { rows } = await listCatalogue(db, {
        tab,
        limit,
        page: 1,
        category: 'all',
        stage: 'all',
      });
      return { projects: rows.map((r) => toProjectSummary(r.project, r.owner, viewer)) };
    },

    async mine(user: UserRow) {
      const rows = await listOwned(db, user.id);
      return { projects: rows.map((r) => toProjectSummary(r.project, r.owner, user)) };
    },

    /** Opens a listing; a non-owner's visit counts as one view per viewer per day. */
    async open(viewer: Viewer, id: number, viewerKey: string) {
      const result = await detail(viewer, id);
      if (!isOwner(viewer, result)) {
        await recordEvent(db, {
          eventType: 'view',
          userId: viewer?.id ?? null,
          projectId: id,
          subjectUserId: result.userId,
          viewer: viewerKey,
        });
      }
      return result;
    },

    /** The route has checked canCreate before reading the body. */
    async create(user: UserRow, input: ProjectData) {
      const data = await checkTeam(db, input);
      const scores = await scoreColumns(deps, data);
      const id = await withTx(deps, async (tx, emit) => {
        await checkTeam(tx, data, true);
        const [row] = await tx
          .insert(projects)
          .values({
            ...data,
            ...scores,
            userId: user.id,
            reviewStatus: 'pending',
          })
          .returning();
        announcePending(emit, projectApprovalItem(row!, user));
        await attachUploads(tx, row!.id, [user.id], data);
        await recordEvent(tx, {
          eventType: 'project_created',
          userId: user.id,
          projectId: row!.id,
          subjectUserId: user.id,
        });
        return row!.id;
      });
      return detail(user, id);
    },

    /** Replaces the listing and recomputes its scores in the same write, so none go stale. */
    async update(user: UserRow, id: number, input: ProjectData) {
      const { project } = await loadEditable(user, id);
      const data = await checkTeam(db, input);
      const scores = await scoreColumns(deps, data);
      const changed = changedFields(project, data);
      // Back to the approval queue: a rejected listing on any edit, an approved one when its
      // reviewed content changes (a superadmin's own edit counts as reviewed).
      const backToReview =
        project.reviewStatus === 'rejected' ||
        (project.reviewStatus === 'approved' && !isSuperadmin(user) && needsNewReview(changed));
      const review = backToReview
        ? {
            reviewStatus: 'pending' as const,
            reviewReason: null,
            reviewedAt: null,
            isVerified: false,
          }
        : {};
      await withTx(deps, async (tx, emit) => {
        await checkTeam(tx, data, true);
        const [row] = await tx
          .update(projects)
          .set({ ...data, ...scores, ...review, updatedAt: new Date() })
          .where(eq(projects.id, id))
          .returning();
        await attachUploads(tx, id, [project.userId, user.id], data);
        if (backToReview && row!.isActive) {
          const [owner] = await tx.select().from(users).where(eq(users.id, row!.userId));
          announcePending(emit, projectApprovalItem(row!, owner!));
        }
      });
      if (concernsFollowers(changed)) {
        await notifyFollowers(
          user,
          { ...project, ...data, ...review },
          { title: 'Project updated', message: `"${data.title}" has been updated.` },
        );
      }
      return detail(user, id);
    },

    /**
     * Archives (isActive false) or restores a listing; followers hear about an archiving. A
     * deleted account's listings were archived with it and stay so, even for a superadmin. A
     * restored listing still awaiting review is back in the approval queue, announced as a new
     * one is; an archived one leaves it, and admins' queues drop it live.
     */
    async setActive(user: UserRow, id: number, isActive: boolean) {
      const { project } = await loadEditable(user, id);
      const restoring = isActive && !project.isActive;
      const archiving = !isActive && project.isActive;
      const [owner] = restoring
        ? await db.select().from(users).where(eq(users.id, project.userId))
        : [];
      if (owner?.deletedAt) throw businessRule('This account has been deleted.', 409);
      await withTx(deps, async (tx, emit) => {
        const [row] = await tx
          .update(projects)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(projects.id, id))
          .returning();
        if (row!.reviewStatus !== 'pending') return;
        if (restoring) announcePending(emit, projectApprovalItem(row!, owner!));
        if (archiving) announceWithdrawn(emit, 'project', id, user.id);
      });
      if (archiving) {
        await notifyFollowers(user, project, {
          title: 'Project archived',
          message: `"${project.title}" was archived.`,
        });
      }
      return detail(user, id);
    },

    /**
     * Share or referral of a listing the viewer can open, counted once per viewer per listing per
     * day: the channel is kept (the first one of the day), but another channel is not another
     * share, or one visitor could push a listing up Trending.
     */
    async engage(
      viewer: Viewer,
      id: number,
      kind: 'share' | 'referral',
      viewerKey: string,
      channel?: string,
    ) {
      const { project } = await loadVisible(viewer, id);
      const recorded = await recordEvent(db, {
        eventType: kind,
        userId: viewer?.id ?? null,
        projectId: id,
        subjectUserId: project.userId,
        viewer: viewerKey,
        metadata: channel ? { channel } : {},
      });
      return { recorded };
    },

    loadVisible,
    loadEditable,
    detail,
  };
};

export type ProjectService = ReturnType<typeof createProjectService>;
