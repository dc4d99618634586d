import type { HomeEvaluation } from '@labbridge/shared-types';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { UserRow } from '../users/present';

/** The AI evaluation panel: the user's newest listing that is not archived, with its scores. */
export const homeEvaluation = async (db: Db, user: UserRow): Promise<HomeEvaluation> => {
  const [row] = await db
    .select({
      id: projects.id,
      title: projects.title,
      createdAt: projects.createdAt,
      executabilityScore: projects.executabilityScore,
      feasibilityScore: projects.feasibilityScore,
      matchabilityScore: projects.matchabilityScore,
      scoreDetails: projects.scoreDetails,
    })
    .from(projects)
    .where(and(eq(projects.userId, user.id), eq(projects.isActive, true)))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(1);
  return {
    project: row
      ? { ...row, createdAt: row.createdAt.toISOString(), scoreDetails: row.scoreDetails ?? null }
      : null,
  };
};
