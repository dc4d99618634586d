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

/** For other features (a message about a listing): the owner of a listing the viewer may open. */
export const viewableProjectOwner = async (db: DbOrTx, viewer: Viewer, id: number) => {
  const [row] = await db
    .select({
      userId: projects.userId,
      visibility: projects.visibility,
      isActive: projects.isActive,
      reviewStatus: projects.reviewStatus,
    })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  assertCanView(viewer, row);
  return row.userId;
};
