import { randomBytes } from 'node:crypto';
import { type CreateAdminUserRequest, partyName } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { businessRule } from '../../core/errors';
import { type TxDeps, withTx } from '../../core/tx';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashPassword } from '../auth/password';
import { revokeSessions } from '../auth/session';
import { demandChange, rescoreAfter } from '../projects/demand';
import { insertAccount } from '../users/accounts';
import type { UserRow } from '../users/present';
import { lockAccount } from './access';
import { recordAudit } from './audit';
import { toAdminUser } from './present';

/** 18 random bytes: a 24-character password no guesser reaches, shown to the admin once. */
const oneTimePassword = () => randomBytes(18).toString('base64url');

const labelOf = (row: UserRow) => (partyName(row) === 'Unknown user' ? row.email : partyName(row));

/**
 * Add User: an account of the given role, verified (an admin made it), with a random password
 * that only the answer carries. Without an organisation and position the new user still goes
 * through onboarding at first sign-in. An industry account's organisation and position are
 * demand: the listings they fit are rescored once it is committed.
 */
export const createUserByAdmin = async (
  deps: Pick<Deps, 'db' | 'events' | 'logger' | 'background'>,
  admin: UserRow,
  input: Required<Pick<CreateAdminUserRequest, 'email' | 'firstName' | 'lastName' | 'userType'>> &
    Pick<CreateAdminUserRequest, 'organization' | 'position'>,
) => {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const { row, answer } = await withTx(deps, async (tx) => {
    const row = await insertAccount(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      organization: input.organization || null,
      position: input.position || null,
      onboardingCompleted: Boolean(input.organization && input.position),
      isVerified: true,
      reviewStatus: 'approved',
      reviewedAt: new Date(),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user_created',
      targetType: 'user',
      targetId: row.id,
      targetLabel: labelOf(row),
    });
    return { row, answer: { user: toAdminUser(row, null), oneTimePassword: password } };
  });
  rescoreAfter(deps, demandChange(null, row), row.id);
  return answer;
};

/**
 * Suspends an account: every session ends (its sockets are disconnected after commit) and
 * sign-in is refused with the reason until an admin reactivates it. Admins cannot suspend
 * themselves, so the office is never locked out by a slip.
 */
export const setSuspended = (
  deps: TxDeps,
  admin: UserRow,
  id: string,
  suspend: { reason: string } | null,
) =>
  withTx(deps, async (tx, emit) => {
    if (suspend && id === admin.id) throw businessRule('You cannot suspend your own account.');
    const row = await lockAccount(tx, id);
    const [updated] = await tx
      .update(users)
      .set(
        suspend
          ? { suspendedAt: row.suspendedAt ?? new Date(), suspendedReason: suspend.reason }
          : { suspendedAt: null, suspendedReason: null },
      )
      .where(eq(users.id, id))
      .returning();
    if (suspend) await revokeSessions(tx, emit, id);
    const changed = suspend
      ? !row.suspendedAt || row.suspendedReason !== suspend.reason
      : Boolean(row.suspendedAt);
    if (changed) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: suspend ? 'user_suspended' : 'user_reactivated',
        targetType: 'user',
        targetId: id,
        targetLabel: labelOf(row),
        reason: suspend?.reason ?? null,
      });
    }
    return { user: toAdminUser(updated!, null) };
  });
