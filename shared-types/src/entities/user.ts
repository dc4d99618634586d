import { z } from 'zod';
import { PROFILE_VISIBILITIES, USER_TYPES } from '../constants';
import { normaliseTags } from '../rules/tags';
import { isoDate, linkUrl, optionalLinkUrl, optionalText, requiredText } from './common';
import { headerDesignInputSchema, headerDesignSchema } from './header-design';

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const socialLinkSchema = z.object({
  name: requiredText(50),
  url: linkUrl,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** Expertise tags: trimmed, non-empty, no duplicates (spec §5). */
export const expertiseSchema = z
  .array(z.string().max(60))
  .max(30)
  .transform((list) => normaliseTags(list));

/** The signed-in user as the API returns it: never a password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  /** Approved by an administrator (spec §3, §4). */
  isVerified: z.boolean(),
  /** The user followed a link sent to `email`: the address is theirs. */
  emailVerified: z.boolean(),
  /** Whether onboarding may offer this user the Super Admin role. */
  canChooseSuperadmin: z.boolean(),
  onboardingCompleted: z.boolean(),
  organization: z.string().nullable(),
  position: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  researchInterests: z.string().nullable(),
  lookingFor: z.string().nullable(),
  experience: z.string().nullable(),
  ...headerDesignSchema.shape,
  socialLinks: z.array(socialLinkSchema),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDate,
});
export type User = z.infer<typeof userSchema>;

/**
 * What anyone may see of another user. A private profile, to anyone but its owner and
 * superadmins, is only {id, firstName, lastName, isPrivate: true, profileVisibility}: every
 * other field is absent.
 */
export const publicUserSchema = userSchema
  .pick({ id: true, firstName: true, lastName: true, profileVisibility: true })
  .extend(
    userSchema
      .pick({
        userType: true,
        isVerified: true,
        organization: true,
        position: true,
        bio: true,
        expertise: true,
        headerImageUrl: true,
        headerVideoUrl: true,
        customHeaderText: true,
        socialLinks: true,
        profileImageUrl: true,
        createdAt: true,
      })
      .partial().shape,
  )
  .extend({ isPrivate: z.boolean() });
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Editable profile fields (PUT /api/auth/user). */
export const profileUpdateSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    organization: optionalText(200),
    position: optionalText(200),
    bio: optionalText(5000),
    expertise: expertiseSchema,
    researchInterests: optionalText(2000),
    lookingFor: optionalText(2000),
    experience: optionalText(5000),
    ...headerDesignInputSchema.shape,
    socialLinks: z.array(socialLinkSchema).max(20),
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    profileImageUrl: optionalLinkUrl,
  })
  .partial()
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
