import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { industryDemand } from '../projects/queries';
import {
  type ScoredData,
  scoresAgainst,
  scoreThenWrite,
  storedProjectData,
  writeScored,
} from '../projects/scores';

/** The listings whose team names the user. */
const onTeam = (userId: string) =>
  sql`${projects.teamMembers} @> ${JSON.stringify([{ userId }])}::jsonb`;

/** A listing the user is on the team of: its data without them, and the scores of that data. */
export interface RescoredListing extends ScoredData {
  id: number;
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

/**
 * Runs the deletion's transaction (`work`) with the scores of the listings the user leaves the
 * teams of (rescoreWithout); when a save changed one of them in the meantime, removeFromTeams
 * rolls it back and it runs again on fresh scores, or ends in a 409 the user may retry.
 */
export const withTeamsRescored = <T>(
  deps: { db: DbOrTx; ai: Deps['ai'] },
  userId: string,
  work: (rescored: RescoredListing[]) => Promise<T>,
): Promise<T> =>
  scoreThenWrite(
    () => rescoreWithout(deps, userId),
    work,
    'A listing you are on the team of kept changing. Please try again.',
  );

/**
 * Takes the user off every listing's team (each member as the owner typed them: a name, a role,
 * a photo): a team names people who work on the listing, and a deleted account is nobody's
 * profile to link to. The owners' other members keep their order. Each listing's scores, which
 * count its team, are written with its new team from `rescored`; one that is not the data they
 * were computed from (saved since) rolls it back for withTeamsRescored to run again (writeScored).
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
    await writeScored(
      tx,
      row,
      rescored.find((r) => r.id === row.id),
    );
  }
};
