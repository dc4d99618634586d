import { isDeepStrictEqual } from 'node:util';
import type { ProjectData } from '@labbridge/shared-types';
import type { StoredProject } from './present';

/**
 * Content an admin approved: changing any of it sends an approved listing back to review. The
 * listing's settings and facts (visibility, premium, fee, stage, TRL, funding, timeline, tags)
 * may change without a new review.
 */
const REVIEWED_FIELDS = [
  'title',
  'description',
  'category',
  'mediaCarousel',
  'headerImageUrl',
  'headerVideoUrl',
  'customSections',
  'researchPapers',
  'teamMembers',
  'intellectualProperty',
  'whatMakesUsSpecial',
  'whoWeAreLookingFor',
  'lookingFor',
  'whyUs',
  'whyNow',
] as const satisfies readonly (keyof ProjectData)[];

/** How the listing is offered rather than what it says: followers are not told about these. */
const SETTINGS_FIELDS = [
  'visibility',
  'isPremiumListing',
  'listingPrice',
] as const satisfies readonly (keyof ProjectData)[];

/** Stored JSON holds no undefined values; compare both sides as they would be stored. */
const plain = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** The fields of an edit whose value differs from what is stored. */
export const changedFields = (stored: StoredProject, next: ProjectData) =>
  (Object.keys(next) as (keyof ProjectData)[]).filter(
    (field) => !isDeepStrictEqual(plain(stored[field]), plain(next[field])),
  );

export const needsNewReview = (changed: readonly (keyof ProjectData)[]) =>
  changed.some((field) => (REVIEWED_FIELDS as readonly string[]).includes(field));

export const concernsFollowers = (changed: readonly (keyof ProjectData)[]) =>
  changed.some((field) => !(SETTINGS_FIELDS as readonly string[]).includes(field));
