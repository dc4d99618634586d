import type { UserRow } from './present';

/** Enough of a user for every access rule: who they are and their role. */
export type Actor = Pick<UserRow, 'id' | 'userType'>;
/** An actor, or null for a visitor without a session. */
export type Viewer = Actor | null;

export const isSuperadmin = (actor: Pick<UserRow, 'userType'> | null) =>
  actor?.userType === 'superadmin';

/**
 * Only a proven address listed in ADMIN_EMAILS may choose the Super Admin role at onboarding:
 * otherwise whoever registered the listed address first would become an administrator.
 */
export const mayChooseSuperadmin = (
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  adminEmails: string[],
) => user.emailVerifiedAt !== null && adminEmails.includes(user.email);

/** Who sees every field of a profile even when it is private: its owner and superadmins. */
export const seesWholeProfile = (viewer: Viewer, profileUserId: string) =>
  viewer?.id === profileUserId || isSuperadmin(viewer);
