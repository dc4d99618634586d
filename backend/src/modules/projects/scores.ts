import { isDeepStrictEqual } from 'node:util';
import { type ProjectData, projectInputSchema } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import { conflict } from '../../core/errors';
import type { DbOrTx, Tx } from '../../db/client';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import type { StoredProject } from './present';
import { industryDemand } from './queries';

type IndustryDemand = Awaited<ReturnType<typeof industryDemand>>;

const PROJECT_FIELDS = Object.keys(projectInputSchema.shape) as (keyof ProjectData)[];

/** A stored listing as the editor's data: what its scores are computed from. */
export const storedProjectData = (row: StoredProject) =>
  Object.fromEntries(PROJECT_FIELDS.map((key) => [key, row[key]])) as ProjectData;

/** Whether the listing `row` still holds `data`: scores computed from it may be stored on it. */
export const holdsData = (row: StoredProject, data: ProjectData) =>
  isDeepStrictEqual(storedProjectData(row), data);

/** The three stored scores and their explanations, from the configured AI provider. */
export const scoreColumns = async (
  deps: { db: DbOrTx; ai: Deps['ai'] },
  data: ProjectData,
  options?: AiCallOptions,
) => scoresAgainst(deps.ai, data, await industryDemand(deps.db), options);

/** scoreColumns against an industry demand already read (the seed scores many listings at once). */
export const scoresAgainst = async (
  ai: Deps['ai'],
  data: ProjectData,
  demand: IndustryDemand,
  options?: AiCallOptions,
) => {
  const details = await evaluateProject(
    ai,
    { project: data, context: { industryDemand: demand } },
    options,
  );
  return {
    executabilityScore: details.executability.score,
    feasibilityScore: details.feasibility.score,
    matchabilityScore: details.matchability.score,
    scoreDetails: details,
  };
};

export type ScoreColumnValues = Awaited<ReturnType<typeof scoresAgainst>>;

/** A listing's data and the scores computed from it, to be written together or not at all. */
export interface ScoredData {
  data: ProjectData;
  scores: ScoreColumnValues;
}

/** A listing changed between its scoring and the write of those scores: scored again. */
export class ScoredStale extends Error {}

/** Scorings and writes, again on fresh scores while a listing keeps changing between them. */
const ATTEMPTS = 3;

/**
 * Scores (`score`, outside any transaction: scoring may call a model, and a transaction holds
 * nothing but database work), then writes (`write`, whose transaction stores the scores through
 * writeScored). A save committed in between makes writeScored roll that transaction back, and it
 * all runs again on fresh scores, or ends in a 409 (`kept`) the user may retry.
 */
export const scoreThenWrite = async <S, T>(
  score: () => Promise<S>,
  write: (scored: S) => Promise<T>,
  kept: string,
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    const scored = await score();
    try {
      return await write(scored);
    } catch (err) {
      if (!(err instanceof ScoredStale)) throw err;
      if (attempt >= ATTEMPTS) throw conflict(kept);
    }
  }
};

/**
 * Stores the scores of `scored` on the listing `row` (read in the transaction, and locked) if its
 * data is still what they were computed from; else throws ScoredStale, for scoreThenWrite to score
 * again. A save in between stored the scores of its own data, which these would overwrite.
 */
export const writeScored = async (tx: Tx, row: StoredProject | undefined, scored?: ScoredData) => {
  if (!row || !scored || !holdsData(row, scored.data)) {
    throw new ScoredStale();
  }
  await tx.update(projects).set(scored.scores).where(eq(projects.id, row.id));
};
