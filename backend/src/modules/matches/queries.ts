import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, users } from '../../db/schema';
import { summaryWithOwnerColumns } from '../projects/present';
import { catalogueVisible } from '../projects/queries';

/** The text matching reads of a listing. */
const listingTextColumns = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  category: projects.category,
  stage: projects.stage,
  tags: projects.tags,
  whoWeAreLookingFor: projects.whoWeAreLookingFor,
  lookingFor: projects.lookingFor,
  whatMakesUsSpecial: projects.whatMakesUsSpecial,
  intellectualProperty: projects.intellectualProperty,
};

/** Changes whenever the catalogue's listings change: the key of the cached index. */
export const catalogueVersion = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      updated: max(projects.updatedAt),
      reviewed: max(projects.reviewedAt),
    })
    .from(projects)
    .where(catalogueVisible);
  return `${row?.count}:${row?.updated?.toISOString()}:${row?.reviewed?.toISOString()}`;
};

/** Every listing anyone can find in the catalogue, with the text matching reads. */
export const catalogueListings = (db: DbOrTx) =>
  db.select(listingTextColumns).from(projects).where(catalogueVisible).limit(20_000);

/** The card data of these listings (the catalogue's summary with its owner). */
export const listingSummaries = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(summaryWithOwnerColumns)
        .from(projects)
        .innerJoin(users, eq(users.id, projects.userId))
        .where(inArray(projects.id, ids));

/** A researcher's own active listings, newest first. */
export const ownListings = (db: DbOrTx, userId: string) =>
  db
    .select(listingTextColumns)
    .from(projects)
    .where(and(eq(projects.userId, userId), eq(projects.isActive, true)))
    .orderBy(desc(projects.createdAt))
    .limit(50);

/**
 * Industry users a researcher may be shown: onboarded, with a public profile, and only the fields
 * that profile shows.
 */
export const publicIndustryProfiles = (db: DbOrTx) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      organization: users.organization,
      position: users.position,
      bio: users.bio,
      expertise: users.expertise,
      profileImageUrl: users.profileImageUrl,
    })
    .from(users)
    .where(
      and(
        eq(users.userType, 'industry'),
        eq(users.onboardingCompleted, true),
        eq(users.profileVisibility, 'public'),
      ),
    )
    .limit(5000);
