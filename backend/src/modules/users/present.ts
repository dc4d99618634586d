import type { PublicUser, User } from '@labbridge/shared-types';
import type { users } from '../../db/schema';
import { mayChooseSuperadmin } from './access';

export type UserRow = typeof users.$inferSelect;

/** The API shape of the signed-in user: every profile field, never the hash. */
export const toUser = (row: UserRow, adminEmails: string[]): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  userType: row.userType,
  isVerified: row.isVerified,
  emailVerified: row.emailVerifiedAt !== null,
  canChooseSuperadmin: mayChooseSuperadmin(row, adminEmails),
  onboardingCompleted: row.onboardingCompleted,
  organization: row.organization,
  position: row.position,
  bio: row.bio,
  expertise: row.expertise,
  researchInterests: row.researchInterests,
  lookingFor: row.lookingFor,
  experience: row.experience,
  headerImageUrl: row.headerImageUrl,
  headerVideoUrl: row.headerVideoUrl,
  customHeaderText: row.customHeaderText,
  socialLinks: row.socialLinks,
  profileVisibility: row.profileVisibility,
  profileImageUrl: row.profileImageUrl,
  createdAt: row.createdAt.toISOString(),
});

/** Every profile field another user may see when the profile is visible to them. */
const openProfile = (row: UserRow): PublicUser => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  userType: row.userType,
  isVerified: row.isVerified,
  profileVisibility: row.profileVisibility,
  createdAt: row.createdAt.toISOString(),
  isPrivate: false,
  organization: row.organization,
  position: row.position,
  bio: row.bio,
  expertise: row.expertise,
  headerImageUrl: row.headerImageUrl,
  headerVideoUrl: row.headerVideoUrl,
  customHeaderText: row.customHeaderText,
  socialLinks: row.socialLinks,
  profileImageUrl: row.profileImageUrl,
});

/**
 * A profile as others see it (profile page, researcher search, chat partner): a private one, to
 * anyone but its owner and superadmins, is the name and nothing else.
 */
export const toVisibleProfile = (row: UserRow, viewerIsAllowed = false): PublicUser =>
  row.profileVisibility === 'private' && !viewerIsAllowed
    ? {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        isPrivate: true,
        profileVisibility: 'private',
      }
    : openProfile(row);
