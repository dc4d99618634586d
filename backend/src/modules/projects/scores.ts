import type { ProjectData, ScoreDetails } from '@labbridge/shared-types';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { industryExpertise } from './queries';

/** The three stored scores and their explanations, from the configured AI provider. */
export const scoreColumns = async (deps: { db: DbOrTx; ai: Deps['ai'] }, data: ProjectData) => {
  const details: ScoreDetails = await deps.ai.scoreProject(data, {
    industryExpertise: await industryExpertise(deps.db),
  });
  return {
    executabilityScore: details.executability.score,
    feasibilityScore: details.feasibility.score,
    matchabilityScore: details.matchability.score,
    scoreDetails: details,
  };
};
