import type { Context } from 'hono';
import { forbidden } from '../../core/errors';
import type { AppEnv } from '../../http/env';
import { requireUser } from '../auth/session';
import { isSuperadmin } from '../users/access';
import type { UserRow } from '../users/present';

/** The admin API is the tech transfer office's: 401 without a session, 403 for anyone else. */
export const requireSuperadmin = (c: Context<AppEnv>): UserRow => {
  const user = requireUser(c);
  if (!isSuperadmin(user)) {
    throw forbidden('Access Restricted - Super admin privileges required.');
  }
  return user;
};
