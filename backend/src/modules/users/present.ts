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

/**
 * A user as others see them beside their messages: name and role always, the rest only when the
 * profile is public (or the viewer is allowed).
 */
export const toPublicUser = (row: UserRow, viewerIsAllowed = false): Required<PublicUser> => {
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

/**
 * A profile as GET /api/users/:id and the researcher search show it: a private one, to anyone
 * but its owner and superadmins, is the name and nothing else.
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
    : toPublicUser(row, true);
