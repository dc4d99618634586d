import type { DraftEvaluation, ProjectData } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import { listingWarningsTask } from '../../ai/tasks/listing-warnings';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { industryDemand } from '../projects/queries';
import { scoreColumns, storedProjectData } from '../projects/scores';
import { createProjectService } from '../projects/service';
import type { UserRow } from '../users/present';

export const createEvaluationService = (deps: Deps) => {
  const listings = createProjectService(deps);
  return {
    /** The scores a draft would get and the warnings to read before publishing; nothing stored. */
    async draft(input: ProjectData, options: AiCallOptions): Promise<DraftEvaluation> {
      const context = { industryDemand: await industryDemand(deps.db) };
      const [scores, warnings] = await Promise.all([
        evaluateProject(deps.ai, { project: input, context }, options),
        deps.ai.run(listingWarningsTask, input, options),
      ]);
      const { generatedBy, ...cards } = scores;
      return { scores: cards, warnings: warnings.value.warnings, generatedBy: generatedBy! };
    },

    /** Fresh scores for a listing as it stands (owner or superadmin); its content is unchanged. */
    async reevaluate(user: UserRow, id: number, options: AiCallOptions) {
      const { project } = await listings.loadEditable(user, id);
      const scores = await scoreColumns(deps, storedProjectData(project), options);
      await deps.db.update(projects).set(scores).where(eq(projects.id, id));
      return listings.detail(user, id);
    },
  };
};
