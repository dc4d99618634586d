import type { AdminUserStatus } from '@labbridge/shared-types';
import { and, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import { awaitingApproval, users } from '../../db/schema';
import type { UserRow } from '../users/present';

type StatusFields = Pick<
  UserRow,
  'suspendedAt' | 'reviewStatus' | 'isVerified' | 'onboardingCompleted' | 'userType'
>;

/**
 * An account an admin may verify or turn down (spec §4: approval sets verified): one whose owner
 * has finished onboarding, so its role is known, and not an administrator's, whose role the
 * configured admin list grants. The approval queue holds exactly these while undecided.
 */
export const isReviewable = (row: Pick<UserRow, 'onboardingCompleted' | 'userType'>) =>
  row.onboardingCompleted && row.userType !== null && row.userType !== 'superadmin';

/**
 * An account's status in the users table, first match wins: suspended (whatever its review, it
 * cannot sign in); verified (approved, or an administrator); onboarding (no role chosen yet,
 * nothing to review); rejected; otherwise pending, which is the approval queue's predicate.
 */
export const userStatus = (row: StatusFields): AdminUserStatus => {
  if (row.suspendedAt) return 'suspended';
  if (row.isVerified || row.reviewStatus === 'approved' || row.userType === 'superadmin') {
    return 'verified';
  }
  if (!row.onboardingCompleted) return 'onboarding';
  return row.reviewStatus === 'rejected' ? 'rejected' : 'pending';
};

const notAdmin = or(isNull(users.userType), ne(users.userType, 'superadmin'));
const unverified = and(
  isNull(users.suspendedAt),
  eq(users.isVerified, false),
  ne(users.reviewStatus, 'approved'),
  notAdmin,
);

/**
 * The users table's status filter: the rows userStatus gives `status`. Pending is the queue's own
 * predicate (awaitingApproval), so the filter, the queue and the dashboard's count agree.
 */
export const userStatusWhere = (status: AdminUserStatus): SQL | undefined => {
  switch (status) {
    case 'suspended':
      return isNotNull(users.suspendedAt);
    case 'verified':
      return and(
        isNull(users.suspendedAt),
        or(
          eq(users.isVerified, true),
          eq(users.reviewStatus, 'approved'),
          eq(users.userType, 'superadmin'),
        ),
      );
    case 'onboarding':
      return and(unverified, eq(users.onboardingCompleted, false));
    case 'rejected':
      return and(
        unverified,
        eq(users.onboardingCompleted, true),
        eq(users.reviewStatus, 'rejected'),
      );
    case 'pending':
      return awaitingApproval(users);
  }
};
