import { type ProjectData, projectInputSchema } from '@labbridge/shared-types';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { StoredProject } from './present';
import { industryDemand } from './queries';

type IndustryDemand = Awaited<ReturnType<typeof industryDemand>>;

const PROJECT_FIELDS = Object.keys(projectInputSchema.shape) as (keyof ProjectData)[];

/** A stored listing as the editor's data: what its scores are computed from. */
export const storedProjectData = (row: StoredProject) =>
  Object.fromEntries(PROJECT_FIELDS.map((key) => [key, row[key]])) as ProjectData;

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
