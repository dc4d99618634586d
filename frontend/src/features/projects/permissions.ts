import type { User } from '@labbridge/shared-types';

/** Researchers and superadmins publish listings; industry accounts browse (the server agrees). */
export const canCreateProjects = (user: Pick<User, 'userType'>) =>
  user.userType === 'researcher' || user.userType === 'superadmin';
