import type { projects } from '../../db/schema';
import type { UserRow } from '../users/present';

export type ProjectRow = typeof projects.$inferSelect;
type Viewer = Pick<UserRow, 'id' | 'userType'> | null;

export const isOwner = (viewer: Viewer, project: Pick<ProjectRow, 'userId'>) =>
  viewer !== null && viewer.id === project.userId;

/** Owners and superadmins may edit, archive and see everything about a listing. */
export const canEdit = (viewer: Viewer, project: Pick<ProjectRow, 'userId'>) =>
  isOwner(viewer, project) || viewer?.userType === 'superadmin';

/**
 * Who may open a listing by id: public and unlisted ones while active and not rejected;
 * private, archived and rejected ones only for the owner and superadmins.
 */
export const canView = (
  viewer: Viewer,
  project: Pick<ProjectRow, 'userId' | 'visibility' | 'isActive' | 'reviewStatus'>,
) =>
  canEdit(viewer, project) ||
  (project.isActive && project.reviewStatus !== 'rejected' && project.visibility !== 'private');
