import {
  type CustomSection,
  type MediaItem,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  PROJECT_VISIBILITIES,
  type ResearchPaper,
  type ScoreDetails,
  type TeamMember,
} from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, refersTo, timestamptz, tsvector, updatedAt } from './columns';
import { reviewStatusEnum, userRef } from './users';

export const projectCategoryEnum = pgEnum('project_category', PROJECT_CATEGORIES);
export const projectStageEnum = pgEnum('project_stage', PROJECT_STAGES);
export const projectVisibilityEnum = pgEnum('project_visibility', PROJECT_VISIBILITIES);

/**
 * Listings anyone may find in the catalogue: the catalogue's WHERE and the predicate of its
 * partial indexes, written once so the planner can match one to the other. Literals, not bind
 * parameters, for the same reason. The premium-fee trigger (migration 0015) spells the same
 * predicate out: a listing accrues its fee only while it is in the catalogue.
 */
export const catalogueVisibility = (t: {
  isActive: AnyPgColumn;
  visibility: AnyPgColumn;
  reviewStatus: AnyPgColumn;
}) => sql`${t.isActive} and ${t.visibility} = 'public' and ${t.reviewStatus} <> 'rejected'`;

/** Listings waiting for the tech transfer office's review (archived ones wait until restored). */
export const awaitingReview = (t: { isActive: AnyPgColumn; reviewStatus: AnyPgColumn }) =>
  sql`${t.reviewStatus} = 'pending' and ${t.isActive}`;

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
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
    /**
     * Since when the listing has accrued its daily fee without a break: premium, priced and in the
     * catalogue (catalogueVisibility). Null while it accrues nothing. Kept by a trigger (migration
     * 0015) on every write of those terms, whoever writes them.
     */
    premiumSince: timestamptz('premium_since'),
    listingPrice: doublePrecision('listing_price'),
    /**
     * Fees of the periods already closed (each period's full days at its price): a period closes
     * when the listing leaves the catalogue, stops being premium or changes its price, and what
     * it accrued stays. Kept by the same trigger.
     */
    premiumFeesAccrued: doublePrecision('premium_fees_accrued').notNull().default(0),
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
    reviewedAt: timestamptz('reviewed_at'),
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
    // The catalogue reads only visible listings (catalogueVisibility): its default order and each
    // filter get a partial index over them, so a page is an index walk, not a sort of the table.
    index('projects_visible_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(catalogueVisibility(t)),
    index('projects_visible_category_idx')
      .on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(catalogueVisibility(t)),
    index('projects_visible_stage_idx')
      .on(t.stage, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(catalogueVisibility(t)),
    index('projects_visible_trl_idx').on(t.trlLevel).where(catalogueVisibility(t)),
    index('projects_visible_funding_idx')
      .on(t.fundingRequired.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(catalogueVisibility(t)),
    // The admin dashboard's figures: active listings counted and the review queue read in its
    // order from small indexes, and premium fees summed from the few premium rows, instead of
    // scanning every listing (on PGlite a scan of a table this wide goes through a small ring of
    // buffers and reads every page each time).
    index('projects_active_idx').on(t.id).where(sql`${t.isActive}`),
    index('projects_awaiting_review_idx').on(t.createdAt).where(awaitingReview(t)),
    index('projects_premium_idx')
      .on(t.premiumSince, t.listingPrice)
      .where(
        sql`${t.isPremiumListing} and ${t.premiumSince} is not null and ${t.listingPrice} is not null`,
      ),
    index('projects_premium_accrued_idx')
      .on(t.premiumFeesAccrued)
      .where(sql`${t.premiumFeesAccrued} > 0`),
    // fastupdate off: PGlite has no autovacuum to merge a GIN pending list, so every write goes
    // straight into the index and searches never scan a growing list.
    index('projects_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('projects_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);

/** The listing a row belongs to: it goes with the listing. */
export const projectRef = () => belongsTo(integer('project_id'), () => projects.id);

/** A listing a row only mentions: it stays, without it, when the listing goes. */
export const projectRefOrNull = () => refersTo(integer('project_id'), () => projects.id);

/**
 * The catalogue's version: one row, bumped by triggers (migration 0010) in every transaction that
 * writes what a catalogue answer shows (listings; their owners' names, organisations, pictures and
 * profile visibility), so a cached answer is valid exactly while the version it was read at is
 * still the version. The bump runs at commit (a deferred trigger): the new version and the write
 * become visible together, and the row is locked only for the commit's last moment.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that last bumped it, so a transaction bumps once however many rows it writes. */
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);
