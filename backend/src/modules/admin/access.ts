import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { forbidden, notFound } from '../../core/errors';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
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

/**
 * The accounts the office sees and acts on: a deleted account keeps its row (as "Deleted user",
 * for the messages and deals it took part in) but is no one's to review, suspend or list.
 */
export const listedAccount: SQL = isNull(users.deletedAt);

/** An account an admin acts on, locked for the change; 404 when missing or deleted. */
export const lockAccount = async (tx: Tx, id: string): Promise<UserRow> => {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), listedAccount))
    .for('update');
  if (!row) throw notFound('User not found');
  return row;
};
