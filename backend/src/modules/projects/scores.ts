import type { ProjectData } from '@labbridge/shared-types';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { industryDemand } from './queries';

type IndustryDemand = Awaited<ReturnType<typeof industryDemand>>;

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
