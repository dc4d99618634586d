import {
  PROJECT_SUMMARY_DESCRIPTION_MAX,
  type Project,
  type ProjectDetail,
  type ProjectSummary,
  type ScoreDetails,
  type ScoreExplanation,
  type UserType,
} from '@labbridge/shared-types';
import { getTableColumns, sql } from 'drizzle-orm';
import { projects, users } from '../../db/schema';
import { canPropose } from '../collaborations/access';
import type { Viewer } from '../users/access';
import { canEdit, canProposeOn, isOwner, type ProjectRow, takesProposals } from './access';

const { searchVector: _searchVector, ...projectColumns } = getTableColumns(projects);

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  organization: users.organization,
  profileImageUrl: users.profileImageUrl,
  profileVisibility: users.profileVisibility,
  userType: users.userType,
};

/** Columns to select for a listing and its owner card (the search vector stays in the database). */
export const projectWithOwnerColumns = { project: projectColumns, owner: ownerColumns };

/**
 * Columns a list reads: what its cards show, with one character more of the description than
 * they send, so the cut is known without reading long texts.
 */
export const summaryWithOwnerColumns = {
  project: {
    id: projects.id,
    userId: projects.userId,
    title: projects.title,
    description: sql<string>`left(${projects.description}, ${PROJECT_SUMMARY_DESCRIPTION_MAX + 1})`,
    category: projects.category,
    stage: projects.stage,
    trlLevel: projects.trlLevel,
    fundingRequired: projects.fundingRequired,
    timelineMonths: projects.timelineMonths,
    headerImageUrl: projects.headerImageUrl,
    mediaCarousel: projects.mediaCarousel,
    isPremiumListing: projects.isPremiumListing,
    executabilityScore: projects.executabilityScore,
    feasibilityScore: projects.feasibilityScore,
    matchabilityScore: projects.matchabilityScore,
    createdAt: projects.createdAt,
  },
  owner: ownerColumns,
};
type SummaryRow = {
  [K in keyof typeof summaryWithOwnerColumns.project]: StoredProject[K & keyof StoredProject];
};

export type StoredProject = Omit<ProjectRow, 'searchVector'>;
export interface OwnerRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
  profileImageUrl: string | null;
  profileVisibility: 'public' | 'private';
  userType: UserType | null;
}

/** A private profile shows only the name, on listings as on the profile page. */
const toOwnerCard = (owner: OwnerRow, privileged: boolean) => {
  const hidden = owner.profileVisibility === 'private' && !privileged;
  return {
    id: owner.id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    organization: hidden ? null : owner.organization,
    profileImageUrl: hidden ? null : owner.profileImageUrl,
  };
};

/** Cuts a description to the summary's length at a word boundary, marked with an ellipsis. */
const shorten = (text: string) => {
  if (text.length <= PROJECT_SUMMARY_DESCRIPTION_MAX) return text;
  const cut = text.slice(0, PROJECT_SUMMARY_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > PROJECT_SUMMARY_DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** A listing as lists show it (see projectSummarySchema). */
export const toProjectSummary = (
  row: SummaryRow,
  owner: OwnerRow,
  viewer: Viewer,
): ProjectSummary => ({
  ...row,
  description: shorten(row.description),
  createdAt: row.createdAt.toISOString(),
  owner: toOwnerCard(owner, canEdit(viewer, row)),
});

/**
 * What a viewer who may not edit the listing learns from its evaluation: each score and what
 * raised it. What lowered it and the tips are advice to the owner, not a public list of the
 * listing's weaknesses.
 */
export const publicScoreDetails = (details: ScoreDetails | null): ScoreDetails | null => {
  if (!details) return null;
  const open = (explanation: ScoreExplanation): ScoreExplanation => ({
    ...explanation,
    reasons: explanation.reasons.filter((reason) => reason.impact > 0),
    tips: [],
  });
  return {
    executability: open(details.executability),
    feasibility: open(details.feasibility),
    matchability: open(details.matchability),
    generatedBy: details.generatedBy,
  };
};

/**
 * The API shape of a listing; the review reason and the evaluation's weaknesses are for the
 * owner and superadmins only.
 */
export const toProject = (row: StoredProject, owner: OwnerRow, viewer: Viewer): Project => {
  const privileged = canEdit(viewer, row);
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    category: row.category,
    stage: row.stage,
    tags: row.tags,
    trlLevel: row.trlLevel,
    fundingRequired: row.fundingRequired,
    timelineMonths: row.timelineMonths,
    whoWeAreLookingFor: row.whoWeAreLookingFor,
    whyUs: row.whyUs,
    whyNow: row.whyNow,
    lookingFor: row.lookingFor,
    whatMakesUsSpecial: row.whatMakesUsSpecial,
    intellectualProperty: row.intellectualProperty,
    customHeaderText: row.customHeaderText,
    headerImageUrl: row.headerImageUrl,
    headerVideoUrl: row.headerVideoUrl,
    visibility: row.visibility,
    isPremiumListing: row.isPremiumListing,
    listingPrice: row.listingPrice,
    customSections: row.customSections,
    researchPapers: row.researchPapers,
    teamMembers: row.teamMembers,
    mediaCarousel: row.mediaCarousel,
    executabilityScore: row.executabilityScore,
    feasibilityScore: row.feasibilityScore,
    matchabilityScore: row.matchabilityScore,
    scoreDetails: privileged ? row.scoreDetails : publicScoreDetails(row.scoreDetails),
    isActive: row.isActive,
    reviewStatus: row.reviewStatus,
    reviewReason: privileged ? row.reviewReason : null,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: toOwnerCard(owner, privileged),
  };
};

export const toProjectDetail = (
  row: StoredProject,
  owner: OwnerRow,
  viewer: Viewer,
  follow: { isFollowing: boolean; followerCount: number },
): ProjectDetail => ({
  ...toProject(row, owner, viewer),
  isOwner: isOwner(viewer, row),
  canEdit: canEdit(viewer, row),
  canPropose:
    viewer !== null &&
    canPropose(viewer) &&
    !isOwner(viewer, row) &&
    canProposeOn(viewer, row) &&
    takesProposals(owner),
  ...follow,
});
