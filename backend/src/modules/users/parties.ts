import { type DealParty, type DealSide, type Party, partyName } from '@labbridge/shared-types';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from './present';

/** Users by id, for naming the parties of many deals with one query. */
export const loadUsers = async (db: DbOrTx, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = wanted.length ? await db.select().from(users).where(inArray(users.id, wanted)) : [];
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * A user as a deal party. The parties of a deal see each other's organisation whatever their
 * profile privacy says (it is written into the agreement); others only under the profile rule.
 */
export const toParty = (row: UserRow, isDealParty: boolean): Party => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  organization: isDealParty || row.profileVisibility === 'public' ? row.organization : null,
});

/**
 * The deal party `id` names among users loaded by loadUsers; null when no one is named or the
 * account is gone (a deleted user's actions keep their row but lose their author).
 */
export const partyOf = (users: Map<string, UserRow>, id: string | null): Party | null => {
  const row = id ? users.get(id) : undefined;
  return row ? toParty(row, true) : null;
};

/** A party with the email the agreement names, for the other party and superadmins only. */
export const toDealParty = (row: UserRow): DealParty => ({
  ...toParty(row, true),
  email: row.email,
});

/** A deal party with the account's role, which names the side it is on (`partnerTitle`). */
export const toDealSide = (row: UserRow): DealSide => ({
  ...toDealParty(row),
  userType: row.userType,
});

export const displayName = (row: Pick<UserRow, 'firstName' | 'lastName'> | undefined) =>
  partyName(row ?? null);
