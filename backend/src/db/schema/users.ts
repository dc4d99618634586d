import {
  PROFILE_VISIBILITIES,
  REVIEW_STATUSES,
  type SocialLink,
  USER_TYPES,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, refersTo, timestamptz, updatedAt } from './columns';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const profileVisibilityEnum = pgEnum('profile_visibility', PROFILE_VISIBILITIES);
/** An admin's review, of an account and of a listing alike. */
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

/**
 * Accounts awaiting an admin: onboarded, not verified, not rejected, not suspended, not deleted,
 * not admins. The approval queue's WHERE and the predicate of its partial index, written once so
 * the planner can match one to the other; literals, not bind parameters, for the same reason.
 */
export const awaitingApproval = (t: {
  onboardingCompleted: AnyPgColumn;
  deletedAt: AnyPgColumn;
  isVerified: AnyPgColumn;
  reviewStatus: AnyPgColumn;
  suspendedAt: AnyPgColumn;
  userType: AnyPgColumn;
}) =>
  sql`${t.onboardingCompleted} and ${t.deletedAt} is null and not ${t.isVerified} and ${t.reviewStatus} = 'pending' and ${t.suspendedAt} is null and ${t.userType} <> 'superadmin'`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    userType: userTypeEnum('user_type'),
    /** Approval by an admin (spec §4); not the same as a proven email address. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** The admin's review of the account: approved sets isVerified; rejected keeps the reason. */
    reviewStatus: reviewStatusEnum('review_status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamptz('reviewed_at'),
    /** Set while an admin has suspended the account: no session is accepted, sign-in is refused. */
    suspendedAt: timestamptz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /** Set when the owner deleted the account: personal fields are erased, the row stays as 'Deleted user'. */
    deletedAt: timestamptz('deleted_at'),
    /** When the owner of `email` followed a verification link (or reset their password). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    organization: text('organization'),
    position: text('position'),
    bio: text('bio'),
    expertise: jsonb('expertise').$type<string[]>().notNull().default([]),
    researchInterests: text('research_interests'),
    lookingFor: text('looking_for'),
    experience: text('experience'),
    headerImageUrl: text('header_image_url'),
    headerVideoUrl: text('header_video_url'),
    customHeaderText: text('custom_header_text'),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    profileVisibility: profileVisibilityEnum('profile_visibility').notNull().default('public'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_user_type_idx').on(t.userType),
    // The admin dashboard's approval queue, counted and read newest first from this small index.
    index('users_awaiting_approval_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(awaitingApproval(t)),
  ],
);

/** A user the row belongs to: it goes when their account does. */
export const userRef = (name: string) => belongsTo(uuid(name), () => users.id);

/** A user the row only names (an actor, an author): it stays, nameless, when they go. */
export const userRefOrNull = (name: string) => refersTo(uuid(name), () => users.id);
