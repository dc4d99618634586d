import type { Project, ProjectDetail } from '@labbridge/shared-types';
import { getTableColumns } from 'drizzle-orm';
import { projects, users } from '../../db/schema';
import type { Viewer } from '../users/access';
import { canEdit, isOwner, type ProjectRow } from './access';

const { searchVector: _searchVector, ...projectColumns } = getTableColumns(projects);

/** Columns to select for a listing and its owner card (the search vector stays in the database). */
export const projectWithOwnerColumns = {
  project: projectColumns,
  owner: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    organization: users.organization,
    profileImageUrl: users.profileImageUrl,
    profileVisibility: users.profileVisibility,
  },
};

export type StoredProject = Omit<ProjectRow, 'searchVector'>;
export interface OwnerRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  organization: string | null;
  profileImageUrl: string | null;
  profileVisibility: 'public' | 'private';
}

/** The API shape of a listing; the review reason is for the owner and superadmins only. */
export const toProject = (row: StoredProject, owner: OwnerRow, viewer: Viewer): Project => {
  const privileged = canEdit(viewer, row);
  // A private profile shows only the name, on listings as on the profile page.
  const ownerHidden = owner.profileVisibility === 'private' && !privileged;
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
    scoreDetails: row.scoreDetails,
    isActive: row.isActive,
    reviewStatus: row.reviewStatus,
    reviewReason: privileged ? row.reviewReason : null,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner: {
      id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      organization: ownerHidden ? null : owner.organization,
      profileImageUrl: ownerHidden ? null : owner.profileImageUrl,
    },
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
  ...follow,
});
