import type {
  CustomSection,
  MediaItem,
  ResearchPaper,
  ScoreDetails,
  SocialLink,
  TeamMember,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const userTypeEnum = pgEnum('user_type', ['researcher', 'industry', 'superadmin']);
export const profileVisibilityEnum = pgEnum('profile_visibility', ['public', 'private']);
export const projectCategoryEnum = pgEnum('project_category', [
  'biotechnology',
  'ai-ml',
  'materials',
  'energy',
  'healthcare',
  'robotics',
  'quantum',
  'other',
]);
export const projectStageEnum = pgEnum('project_stage', [
  'concept',
  'prototype',
  'testing',
  'ready',
]);
export const projectVisibilityEnum = pgEnum('project_visibility', [
  'public',
  'unlisted',
  'private',
]);
export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected']);
export const notificationTypeEnum = pgEnum('notification_type', [
  'milestone',
  'document',
  'message',
  'collaboration',
]);
export const collaborationStatusEnum = pgEnum('collaboration_status', [
  'pending',
  'active',
  'completed',
]);
export const documentTypeEnum = pgEnum('document_type', [
  'NDA',
  'collaboration',
  'licensing',
  'equity_agreement',
  'employment',
]);
export const documentStatusEnum = pgEnum('document_status', [
  'draft',
  'pending_signatures',
  'fully_executed',
  'cancelled',
]);
export const uploadKindEnum = pgEnum('upload_kind', ['paper', 'image']);

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
    isVerified: boolean('is_verified').notNull().default(false),
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
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: projectCategoryEnum('category').notNull(),
    stage: projectStageEnum('stage').notNull().default('concept'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    trlLevel: integer('trl_level'),
    fundingRequired: doublePrecision('funding_required'),
    timelineMonths: integer('timeline_months'),
    whoWeAreLookingFor: text('who_we_are_looking_for'),
    whyUs: text('why_us'),
    whyNow: text('why_now'),
    lookingFor: text('looking_for'),
    whatMakesUsSpecial: text('what_makes_us_special'),
    intellectualProperty: text('intellectual_property'),
    customHeaderText: text('custom_header_text'),
    headerImageUrl: text('header_image_url'),
    headerVideoUrl: text('header_video_url'),
    visibility: projectVisibilityEnum('visibility').notNull().default('public'),
    isPremiumListing: boolean('is_premium_listing').notNull().default(false),
    listingPrice: doublePrecision('listing_price'),
    customSections: jsonb('custom_sections').$type<CustomSection[]>().notNull().default([]),
    researchPapers: jsonb('research_papers').$type<ResearchPaper[]>().notNull().default([]),
    teamMembers: jsonb('team_members').$type<TeamMember[]>().notNull().default([]),
    mediaCarousel: jsonb('media_carousel').$type<MediaItem[]>().notNull().default([]),
    executabilityScore: integer('executability_score'),
    feasibilityScore: integer('feasibility_score'),
    matchabilityScore: integer('matchability_score'),
    scoreDetails: jsonb('score_details').$type<ScoreDetails>(),
    isActive: boolean('is_active').notNull().default(true),
    reviewStatus: reviewStatusEnum('review_status').notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Full-text document: title weighs most, then tags, then description and technology text. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(jsonb_path_query_array(tags, '$[*]')::text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C') || setweight(to_tsvector('english', coalesce(intellectual_property, '') || ' ' || coalesce(what_makes_us_special, '') || ' ' || coalesce(looking_for, '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_user_idx').on(t.userId),
    index('projects_catalogue_idx').on(t.isActive, t.visibility, t.reviewStatus, t.createdAt),
    index('projects_category_idx').on(t.category),
    index('projects_search_idx').using('gin', t.searchVector),
  ],
);

export const projectFollows = pgTable(
  'project_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    index('project_follows_project_idx').on(t.projectId),
  ],
);

/** One row per pair of users; lastSeq hands out message sequence numbers in commit order. */
export const conversations = pgTable(
  'conversations',
  {
    key: text('key').primaryKey(),
    userA: uuid('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: uuid('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('conversations_a_idx').on(t.userA), index('conversations_b_idx').on(t.userB)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationKey: text('conversation_key')
      .notNull()
      .references(() => conversations.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    clientMessageId: text('client_message_id'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_unique').on(t.conversationKey, t.seq),
    uniqueIndex('messages_sender_client_id_unique').on(t.senderId, t.clientMessageId),
    index('messages_unread_idx').on(t.receiverId, t.isRead),
  ],
);

export const collaborations = pgTable(
  'collaborations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    researcherId: uuid('researcher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industryPartnerId: uuid('industry_partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: collaborationStatusEnum('status').notNull().default('pending'),
    proposalMessage: text('proposal_message').notNull(),
    proposedEquity: doublePrecision('proposed_equity'),
    proposedTimeline: text('proposed_timeline'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('collaborations_project_idx').on(t.projectId),
    index('collaborations_researcher_idx').on(t.researcherId),
    index('collaborations_industry_idx').on(t.industryPartnerId),
  ],
);

export interface DocumentTerms {
  equityDistribution?: { researcher: number; industry: number };
  vestingSchedule?: { cliffPeriod: number; vestingPeriod: number; vestingFrequency: string };
  confidentialityPeriod?: number;
  terminationClause?: string;
  disputeResolution?: string;
}

export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** HTML derived from the Yjs state, kept for preview, search and PDF. */
    content: text('content').notNull().default(''),
    documentType: documentTypeEnum('document_type').notNull(),
    status: documentStatusEnum('status').notNull().default('draft'),
    terms: jsonb('terms').$type<DocumentTerms>().notNull().default({}),
    pdfUrl: text('pdf_url'),
    researcherUserId: uuid('researcher_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    industryUserId: uuid('industry_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    collaborationId: integer('collaboration_id').references(() => collaborations.id, {
      onDelete: 'set null',
    }),
    /** Yjs document state: the source of truth for co-editing. */
    yjsState: bytea('yjs_state'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('legal_documents_researcher_idx').on(t.researcherUserId),
    index('legal_documents_industry_idx').on(t.industryUserId),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('document_versions_document_idx').on(t.documentId)],
);

export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signatureName: text('signature_name').notNull(),
    contentHash: text('content_hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_signatures_unique').on(t.documentId, t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    actionUrl: text('action_url'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.id)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** Who did it (null for visitors). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** Whose thing it happened to (project owner, profile owner). */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Makes "once per viewer per day" events idempotent. */
    dedupeKey: text('dedupe_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_events_dedupe_unique').on(t.dedupeKey),
    index('analytics_events_type_idx').on(t.eventType, t.createdAt),
    index('analytics_events_project_idx').on(t.projectId, t.createdAt),
    index('analytics_events_subject_idx').on(t.subjectUserId, t.createdAt),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: uploadKindEnum('kind').notNull(),
    /** Random name on disk; never derived from anything the client sent. */
    storageName: text('storage_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_storage_name_unique').on(t.storageName)],
);

export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    correlationId: text('correlation_id'),
    severity: text('severity').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('client_error_reports_created_idx').on(t.createdAt)],
);
