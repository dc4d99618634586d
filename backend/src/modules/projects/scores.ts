import type { ProjectData } from '@labbridge/shared-types';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { industryDemand } from './queries';

/** The three stored scores and their explanations, from the configured AI provider. */
export const scoreColumns = async (
  deps: { db: DbOrTx; ai: Deps['ai'] },
  data: ProjectData,
  options?: AiCallOptions,
) => {
  const details = await evaluateProject(
    deps.ai,
    { project: data, context: { industryDemand: await industryDemand(deps.db) } },
    options,
  );
  return {
    executabilityScore: details.executability.score,
    feasibilityScore: details.feasibility.score,
    matchabilityScore: details.matchability.score,
    scoreDetails: details,
  };
};
