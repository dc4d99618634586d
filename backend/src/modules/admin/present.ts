import {
  type AdminProjectRow,
  type AdminUserRow,
  type DealParty,
  overallScore,
} from '@labbridge/shared-types';
import type { projects } from '../../db/schema';
import type { UserRow } from '../users/present';
import { userStatus } from './user-status';

type ProjectRow = typeof projects.$inferSelect;
type PersonRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'organization' | 'email'>;

export const toPerson = (row: PersonRow): DealParty => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  organization: row.organization,
  email: row.email,
});

export const toAdminUser = (
  row: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'userType'
    | 'organization'
    | 'suspendedAt'
    | 'suspendedReason'
    | 'reviewStatus'
    | 'reviewReason'
    | 'isVerified'
    | 'onboardingCompleted'
    | 'createdAt'
  >,
  lastSignInAt: Date | null,
): AdminUserRow => {
  const status = userStatus(row);
  return {
    ...toPerson(row),
    userType: row.userType,
    status,
    statusReason:
      status === 'suspended'
        ? row.suspendedReason
        : status === 'rejected'
          ? row.reviewReason
          : null,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
};

export const toAdminProject = (
  row: Pick<
    ProjectRow,
    | 'id'
    | 'title'
    | 'category'
    | 'stage'
    | 'executabilityScore'
    | 'feasibilityScore'
    | 'matchabilityScore'
    | 'reviewStatus'
    | 'reviewReason'
    | 'visibility'
    | 'isActive'
    | 'isPremiumListing'
    | 'createdAt'
  >,
  owner: PersonRow,
): AdminProjectRow => ({
  id: row.id,
  title: row.title,
  researcher: toPerson(owner),
  category: row.category,
  stage: row.stage,
  score: overallScore(row),
  reviewStatus: row.reviewStatus,
  reviewReason: row.reviewReason,
  visibility: row.visibility,
  isActive: row.isActive,
  isPremiumListing: row.isPremiumListing,
  createdAt: row.createdAt.toISOString(),
});
