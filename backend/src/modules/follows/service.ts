import type { FollowState } from '@labbridge/shared-types';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projectFollows } from '../../db/schema';
import { viewableProject } from '../projects/access';
import type { Actor } from '../users/access';

export const followState = async (
  db: DbOrTx,
  projectId: number,
  userId: string | null,
): Promise<FollowState> => {
  const [row] = await db
    .select({
      followerCount: sql<number>`count(*)::int`,
      isFollowing: sql<boolean>`coalesce(bool_or(${projectFollows.userId} = ${userId}), false)`,
    })
    .from(projectFollows)
    .where(eq(projectFollows.projectId, projectId));
  return { followerCount: row?.followerCount ?? 0, isFollowing: row?.isFollowing ?? false };
};

/** Idempotent: following twice keeps one row. */
export const follow = async (db: DbOrTx, projectId: number, userId: string) => {
  await db.insert(projectFollows).values({ projectId, userId }).onConflictDoNothing();
  return followState(db, projectId, userId);
};

/**
 * Idempotent on a listing the user may open. A listing they follow stays unfollowable after it
 * turns private, archived or rejected (their following list still holds it, and only they can
 * drop it); any other listing they may not open is 404, like a missing one.
 */
export const unfollow = async (db: DbOrTx, projectId: number, user: Actor) => {
  const removed = await db
    .delete(projectFollows)
    .where(and(eq(projectFollows.projectId, projectId), eq(projectFollows.userId, user.id)))
    .returning({ projectId: projectFollows.projectId });
  if (!removed.length) await viewableProject(db, user, projectId);
  return followState(db, projectId, user.id);
};

export const followerIds = async (db: DbOrTx, projectId: number) => {
  const rows = await db
    .select({ userId: projectFollows.userId })
    .from(projectFollows)
    .where(eq(projectFollows.projectId, projectId));
  return rows.map((r) => r.userId);
};

/**
 * Listings a user follows, newest follow first: also those hidden since they followed, which
 * unfollow still accepts, so the user can drop them.
 */
export const followedProjectIds = async (db: DbOrTx, userId: string) => {
  const rows = await db
    .select({ projectId: projectFollows.projectId })
    .from(projectFollows)
    .where(eq(projectFollows.userId, userId))
    .orderBy(desc(projectFollows.createdAt));
  return rows.map((r) => r.projectId);
};
