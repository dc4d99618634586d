import { setImmediate as turn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { ProjectData, ScoreExplanation } from '@labbridge/shared-types';
import { asc, gt, inArray, sql } from 'drizzle-orm';
import { matchingDemand, scoreMatchability } from '../../ai/local/scoring';
import type { ProfileText } from '../../ai/matching/profiles';
import { type TxDeps, withTx } from '../../core/tx';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import type { UserRow } from '../users/present';
import { DEMAND_PROFILES, demandNewerThan, industryDemand, rankedDemand } from './queries';
import { holdsData, storedProjectData } from './scores';

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

/** Scorings and writes of a batch, again against the demand as it is now while it keeps changing. */
const ATTEMPTS = 3;

/**
 * Computes the matchability of the listings `ids` against the demand, outside any transaction,
 * then writes, in one transaction and one statement, each one that changed and whose data is still
 * what it was computed from (a save since stored the scores of its own data). The demand is read
 * again in that transaction: if another profile arrived, left or changed meanwhile, these scores
 * would overwrite that change's own rescoring with older ones, so the batch is scored again against
 * it. How many it wrote. With a thousand industry profiles a listing takes some 20 ms to score,
 * so the event loop turns after each: a batch scored at once would hold every request for seconds.
 */
const rescore = async (deps: TxDeps, ids: number[], first: Demand, bound: number) => {
  let demand = first;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
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
    const written = await withTx(deps, async (tx) => {
      const locked = await tx
        .select()
        .from(projects)
        .where(inArray(projects.id, ids))
        .orderBy(asc(projects.id))
        .for('update');
      const now = await industryDemand(tx, bound);
      if (!isDeepStrictEqual(now, demand)) return now;
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
    if (typeof written === 'number') return written;
    demand = written;
  }
  deps.logger?.warn({ ids }, 'industry demand kept changing: these listings were not rescored');
  return 0;
};

/** A profile that names nothing (an industry registration's, before onboarding) fits no listing. */
const namesNothing = (p: ProfileText) =>
  p.expertise.length === 0 &&
  [p.organization, p.position, p.bio, p.researchInterests, p.lookingFor].every((t) => !t?.trim());

/** Profiles that left the demand (a deletion, an edit's old one) and arrived (a sign-up, an edit's new one). */
export interface DemandChange {
  /** Whose profile it is: where it ranks by sign-up decides whether the bounded demand moved. */
  accountId?: string;
  left?: ProfileText;
  arrived?: ProfileText;
}

/**
 * Once a change of the industry demand has committed (`left` and `arrived`, as they were before
 * and after it): every listing whose matchability either profile counts as demand, by the matching
 * its scoring does (matchingDemand), gets its matchability computed again against the demand now.
 * Only matchability: it is computed locally whatever the AI provider (evaluate-project.ts), and
 * the other two scores do not read demand, so no model is called. Listings neither profile fits
 * keep their scores, which the change never moved. Returns how many listings it rewrote.
 *
 * The demand is the `bound` newest profiles (industryDemand): one beyond them moves nothing and
 * is not looked for. One arriving in a full demand pushes out the newest beyond it, and one
 * leaving lets that one in: the listings that profile fits are rescored too. A demand made empty,
 * or no longer empty, changes every listing's card (an empty demand goes unmentioned, and the tip
 * on tags names no partner): then every listing is rescored.
 */
export const rescoreDemandChange = async (
  deps: TxDeps,
  { accountId, left, arrived }: DemandChange,
  bound = DEMAND_PROFILES,
) => {
  const profiles = [left, arrived].filter((p): p is ProfileText => p !== undefined);
  if (profiles.length === 0) return 0;
  if (accountId && (await demandNewerThan(deps.db, accountId)) >= bound) return 0;
  const ranked = await rankedDemand(deps.db, bound, 1);
  const demand = ranked.slice(0, bound).map(({ id: _id, ...profile }) => profile);
  // An arrival alone pushes out the newest beyond the bound, a departure alone lets it in.
  const moved = !left === !arrived ? undefined : ranked[arrived ? bound : bound - 1];
  if (moved) profiles.push(moved);
  // How many profiles it held before (only whether none matters: ranked stops past the bound).
  const before = ranked.length - (arrived ? 1 : 0) + (left ? 1 : 0);
  const everyListing = (before === 0) !== (demand.length === 0);
  if (!everyListing && profiles.every(namesNothing)) return 0;
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
    const fitted = everyListing
      ? texts
      : texts.filter((t) => profiles.some((p) => matchingDemand(t, [p]).partners > 0));
    if (fitted.length > 0) {
      rescored += await rescore(
        deps,
        fitted.map((t) => t.id),
        demand,
        bound,
      );
    }
    await turn();
  }
};

type Account = Pick<UserRow, 'id' | 'userType' | 'deletedAt' | keyof ProfileText>;

/** What an account counts for in the demand (industryDemand): an industry account's profile. */
const demandOf = (account: Account | null): ProfileText | undefined =>
  account?.userType === 'industry' && !account.deletedAt
    ? {
        expertise: account.expertise,
        organization: account.organization,
        position: account.position,
        bio: account.bio,
        researchInterests: account.researchInterests,
        lookingFor: account.lookingFor,
      }
    : undefined;

/**
 * How a write that took an account from `before` to `after` (null: it did not exist) changed the
 * demand; null when it did not (another role, or fields the demand does not read).
 */
export const demandChange = (
  before: Account | null,
  after: Account | null,
): DemandChange | null => {
  const left = demandOf(before);
  const arrived = demandOf(after);
  return isDeepStrictEqual(left, arrived)
    ? null
    : { accountId: (after ?? before)?.id, left, arrived };
};

/**
 * Once the write that made `change` has committed: its listings are rescored (rescoreDemandChange)
 * after the answer, since finding them reads every listing (about a second at 10,000). A failure is
 * logged; the write stands.
 */
export const rescoreAfter = (
  deps: Pick<Deps, 'db' | 'events' | 'logger' | 'background'>,
  change: DemandChange | null,
  userId: string,
) => {
  if (!change) return;
  deps.background.run(
    'rescoring matchability after a change of industry demand failed',
    { userId },
    () => rescoreDemandChange(deps, change),
  );
};
