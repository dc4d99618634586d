import { isDeepStrictEqual } from 'node:util';
import type { ProjectData } from '@labbridge/shared-types';
import { eq, sql } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { industryDemand } from '../projects/queries';
import { scoresAgainst, storedProjectData } from '../projects/scores';

/** The listings whose team names the user. */
const onTeam = (userId: string) =>
  sql`${projects.teamMembers} @> ${JSON.stringify([{ userId }])}::jsonb`;

/** A listing the user is on the team of: its data without them, and the scores of that data. */
export interface RescoredListing {
  id: number;
  data: ProjectData;
  scores: Awaited<ReturnType<typeof scoresAgainst>>;
}

/**
 * The scores each listing the user is on the team of gets once they leave it: a team's size and
 * its platform researchers count in them. Computed before the deletion's transaction, as a save
 * computes its scores before its own: scoring may call a model, and a transaction holds nothing
 * but database work.
 */
const rescoreWithout = async (
  deps: { db: DbOrTx; ai: Deps['ai'] },
  userId: string,
): Promise<RescoredListing[]> => {
  const rows = await deps.db.select().from(projects).where(onTeam(userId));
  if (rows.length === 0) return [];
  const demand = await industryDemand(deps.db);
  const rescored: RescoredListing[] = [];
  for (const row of rows) {
    const data = storedProjectData({
      ...row,
      teamMembers: row.teamMembers.filter((m) => m.userId !== userId),
    });
    rescored.push({ id: row.id, data, scores: await scoresAgainst(deps.ai, data, demand) });
  }
  return rescored;
};

/** A listing changed between its scoring and the deletion's write: scored again, then written. */
class ScoredStale extends Error {}

/** Scoring and the transaction, again with fresh scores while a listing keeps changing between. */
const ATTEMPTS = 3;

/**
 * Runs the deletion's transaction (`work`) with the scores of the listings the user leaves the
 * teams of (rescoreWithout); when a save changed one of them in the meantime, removeFromTeams
 * rolls it back and it runs again on fresh scores, or ends in a 409 the user may retry.
 */
export const withTeamsRescored = async <T>(
  deps: { db: DbOrTx; ai: Deps['ai'] },
  userId: string,
  work: (rescored: RescoredListing[]) => Promise<T>,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    const rescored = await rescoreWithout(deps, userId);
    try {
      return await work(rescored);
    } catch (err) {
      if (!(err instanceof ScoredStale)) throw err;
      if (attempt >= ATTEMPTS) {
        throw conflict('A listing you are on the team of kept changing. Please try again.');
      }
    }
  }
};

/**
 * Takes the user off every listing's team (each member as the owner typed them: a name, a role,
 * a photo): a team names people who work on the listing, and a deleted account is nobody's
 * profile to link to. The owners' other members keep their order. Each listing's scores, which
 * count its team, are written with its new team from `rescored`; one that is not the data they
 * were computed from (saved since) throws ScoredStale, for withTeamsRescored to run it again.
 */
export const removeFromTeams = async (tx: Tx, userId: string, rescored: RescoredListing[]) => {
  const left = await tx
    .update(projects)
    .set({
      teamMembers: sql`(
        select coalesce(jsonb_agg(m order by i), '[]'::jsonb)
        from jsonb_array_elements(${projects.teamMembers}) with ordinality as t(m, i)
        where m ->> 'userId' is distinct from ${userId})`,
    })
    .where(onTeam(userId))
    .returning();
  for (const row of left) {
    const scored = rescored.find((r) => r.id === row.id);
    if (!scored || !isDeepStrictEqual(storedProjectData(row), scored.data)) throw new ScoredStale();
    await tx.update(projects).set(scored.scores).where(eq(projects.id, row.id));
  }
};
