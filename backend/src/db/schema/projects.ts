import {
  type CustomSection,
  type MediaItem,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_VISIBILITIES,
  REVIEW_STATUSES,
  type ResearchPaper,
  type ScoreDetails,
  type TeamMember,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsvector, updatedAt } from './columns';
import { users } from './users';

export const projectCategoryEnum = pgEnum('project_category', PROJECT_CATEGORIES);
export const projectStageEnum = pgEnum('project_stage', PROJECT_STAGES);
export const projectVisibilityEnum = pgEnum('project_visibility', PROJECT_VISIBILITIES);
export const reviewStatusEnum = pgEnum('review_status', REVIEW_STATUSES);

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
