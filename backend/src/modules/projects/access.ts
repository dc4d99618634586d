import { eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import { type Actor, isSuperadmin, type Viewer } from '../users/access';

export type ProjectRow = typeof projects.$inferSelect;
type AccessFields = Pick<ProjectRow, 'userId' | 'visibility' | 'isActive' | 'reviewStatus'>;

const NOT_FOUND = 'Project not found';

export const isOwner = (viewer: Viewer, project: Pick<ProjectRow, 'userId'>) =>
  viewer !== null && viewer.id === project.userId;

/** Researchers list projects; superadmins may too (on behalf of a lab). */
export const canCreate = (user: Pick<Actor, 'userType'>) =>
  user.userType === 'researcher' || isSuperadmin(user);

/** Owners and superadmins may edit, archive and see everything about a listing. */
export const canEdit = (viewer: Viewer, project: Pick<ProjectRow, 'userId'>) =>
  isOwner(viewer, project) || isSuperadmin(viewer);

/**
 * Who may open a listing by id: public and unlisted ones while active and not rejected;
 * private, archived and rejected ones only for the owner and superadmins.
 */
export const canView = (viewer: Viewer, project: AccessFields) =>
  canEdit(viewer, project) ||
  (project.isActive && project.reviewStatus !== 'rejected' && project.visibility !== 'private');

export const assertCanCreate = (user: Pick<Actor, 'userType'>) => {
  if (!canCreate(user)) throw forbidden();
};

/** A listing the viewer may not open answers 404, like a missing one, so it stays hidden. */
export function assertCanView<P extends AccessFields>(
  viewer: Viewer,
  project: P | null | undefined,
): asserts project is P {
  if (!project || !canView(viewer, project)) throw notFound(NOT_FOUND);
}

export const assertCanEdit = (viewer: Viewer, project: Pick<ProjectRow, 'userId'>) => {
  if (!canEdit(viewer, project)) throw forbidden('Only the owner of this project can change it.');
};

/**
 * Proposals go to listings the proposer may open that are live: an archived one takes none, even
 * where its owner's counterpart could still see it.
 */
export const canProposeOn = (viewer: Viewer, project: AccessFields) =>
  canView(viewer, project) && project.isActive;

/**
 * A listing a superadmin keeps on a lab's behalf takes messages but no proposals: the tech
 * transfer office watches every deal and is a party to none (it proposes, drafts and signs
 * nothing), and a deal's two sides are a researcher and a partner (spec §6).
 */
export const takesProposals = (owner: Pick<Actor, 'userType'>) => !isSuperadmin(owner);

/**
 * What other features read of a listing they check access to: the access fields and the few
 * they show or link. A listing row also carries its search vector, scores and long texts, which
 * the message-send path has no use for.
 */
const accessColumns = {
  id: projects.id,
  userId: projects.userId,
  title: projects.title,
  category: projects.category,
  visibility: projects.visibility,
  isActive: projects.isActive,
  reviewStatus: projects.reviewStatus,
};
type AccessRow = Pick<ProjectRow, keyof typeof accessColumns>;
type ProjectRule = (viewer: Viewer, project: AccessRow) => boolean;

/**
 * For other features: the listing with this id if `may` lets the viewer at it (by default, if
 * they may open it), else null. A missing listing and a hidden one look alike. `hold` keeps the
 * listing share-locked until the caller's transaction ends, so an archiving under way (an
 * account deletion's too) is waited for and seen, and none starts before the caller commits.
 */
export const findProjectFor = async (
  db: DbOrTx,
  viewer: Viewer,
  id: number,
  may: ProjectRule = canView,
  hold = false,
) => {
  const query = db.select(accessColumns).from(projects).where(eq(projects.id, id)).limit(1);
  const [row] = await (hold ? query.for('share') : query);
  return row && may(viewer, row) ? row : null;
};

/** findProjectFor where the listing is what the request is about: 404 without one, as on its page. */
export const viewableProject = async (...args: Parameters<typeof findProjectFor>) => {
  const row = await findProjectFor(...args);
  if (!row) throw notFound(NOT_FOUND);
  return row;
};
