import { setImmediate as turn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { ProjectData, ScoreExplanation } from '@labbridge/shared-types';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { matchingDemand, scoreMatchability } from '../../ai/local/scoring';
import type { ProfileText } from '../../ai/matching/profiles';
import { type TxDeps, withTx } from '../../core/tx';
import { projects } from '../../db/schema';
import { industryDemand } from '../projects/queries';
import { holdsData, storedProjectData } from '../projects/scores';

type Demand = Awaited<ReturnType<typeof industryDemand>>;

/** Listings matched per read; the event loop runs between reads. */
const BATCH = 200;

/** What matching reads of a listing (ListingText): all a scan of every listing needs. */
const listingText = {
  id: projects.id,
  title: projects.title,
  description: projects.description,
  tags: projects.tags,
  category: projects.category,
  stage: projects.stage,
  whoWeAreLookingFor: projects.whoWeAreLookingFor,
  lookingFor: projects.lookingFor,
  whatMakesUsSpecial: projects.whatMakesUsSpecial,
  intellectualProperty: projects.intellectualProperty,
};

/**
 * Computes the matchability of the listings `ids` against `demand`, outside any transaction, then
 * writes, in one transaction and one statement, each one that changed and whose data is still what
 * it was computed from: a save since stored the scores of its own data, against the demand as it
 * is now. How many it wrote. With a thousand industry profiles a listing takes some 20 ms to score,
 * so the event loop turns after each: a batch scored at once would hold every request for seconds.
 */
const rescore = async (deps: TxDeps, ids: number[], demand: Demand) => {
  const scored: { id: number; data: ProjectData; matchability: ScoreExplanation }[] = [];
  for (const row of await deps.db.select().from(projects).where(inArray(projects.id, ids))) {
    const data = storedProjectData(row);
    scored.push({
      id: row.id,
      data,
      matchability: scoreMatchability(data, { industryDemand: demand }),
    });
    await turn();
  }
  return withTx(deps, async (tx) => {
    const locked = await tx
      .select()
      .from(projects)
      .where(inArray(projects.id, ids))
      .orderBy(asc(projects.id))
      .for('update');
    const changed = scored.filter(({ id, data, matchability }) => {
      const row = locked.find((r) => r.id === id);
      return (
        row?.scoreDetails &&
        holdsData(row, data) &&
        !isDeepStrictEqual(row.scoreDetails.matchability, matchability)
      );
    });
    if (changed.length === 0) return 0;
    const values = changed.map(
      ({ id, matchability }) =>
        sql`(${id}::int, ${matchability.score}::int, ${JSON.stringify(matchability)}::jsonb)`,
    );
    await tx.execute(sql`
      update ${projects} p
      set matchability_score = v.score,
          score_details = jsonb_set(p.score_details, '{matchability}', v.matchability)
      from (values ${sql.join(values, sql`, `)}) as v(id, score, matchability)
      where p.id = v.id`);
    return changed.length;
  });
};

/**
 * Once an industry account's deletion has committed: every listing whose matchability counted
 * that profile (`profile`, as it was before the deletion erased it) as demand, by the matching
 * its scoring does (matchingDemand), gets its matchability computed again against the demand
 * left. Only matchability: it is computed locally whatever the AI provider (evaluate-project.ts),
 * and the other two scores do not read demand, so no model is called. Listings the profile did
 * not fit keep their scores, which it never moved. Returns how many listings it rewrote.
 */
export const rescoreDemandWithout = async (deps: TxDeps, profile: ProfileText) => {
  const demand = await industryDemand(deps.db);
  let rescored = 0;
  for (let after = 0; ; ) {
    const texts = await deps.db
      .select(listingText)
      .from(projects)
      .where(gt(projects.id, after))
      .orderBy(asc(projects.id))
      .limit(BATCH);
    if (texts.length === 0) return rescored;
    after = texts.at(-1)!.id;
    const fitted = texts.filter((t) => matchingDemand(t, [profile]).partners > 0);
    if (fitted.length > 0) {
      rescored += await rescore(
        deps,
        fitted.map((t) => t.id),
        demand,
      );
    }
    await turn();
  }
};
