import type { PublicUser, User } from '@labbridge/shared-types';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The API shape of the signed-in user: every profile field, never the hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  userType: row.userType,
  isVerified: row.isVerified,
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

/** What another user may see; a private profile reveals only the name. */
export const toPublicUser = (row: UserRow, viewerIsAllowed = false): PublicUser => {
  const isPrivate = row.profileVisibility === 'private' && !viewerIsAllowed;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    isVerified: row.isVerified,
    profileVisibility: row.profileVisibility,
    createdAt: row.createdAt.toISOString(),
    isPrivate,
    organization: isPrivate ? null : row.organization,
    position: isPrivate ? null : row.position,
    bio: isPrivate ? null : row.bio,
    expertise: isPrivate ? [] : row.expertise,
    headerImageUrl: isPrivate ? null : row.headerImageUrl,
    headerVideoUrl: isPrivate ? null : row.headerVideoUrl,
    customHeaderText: isPrivate ? null : row.customHeaderText,
    socialLinks: isPrivate ? [] : row.socialLinks,
    profileImageUrl: isPrivate ? null : row.profileImageUrl,
  };
};
