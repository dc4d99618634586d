import type { DraftEvaluation, ProjectData } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import type { AiCallOptions } from '../../ai';
import { evaluateProject } from '../../ai/tasks/evaluate-project';
import { listingWarningsTask } from '../../ai/tasks/listing-warnings';
import { withTx } from '../../core/tx';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { industryDemand } from '../projects/queries';
import {
  type ScoredData,
  scoreColumns,
  scoreThenWrite,
  storedProjectData,
  writeScored,
} from '../projects/scores';
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

    /**
     * Fresh scores for a listing as it stands (owner or superadmin); its content is unchanged.
     * They are written only if it still stands so: an owner's save while they were computed
     * stored the scores of its own data, and it is scored again (scoreThenWrite).
     */
    async reevaluate(user: UserRow, id: number, options: AiCallOptions) {
      await scoreThenWrite(
        async (): Promise<ScoredData> => {
          const { project } = await listings.loadEditable(user, id);
          const data = storedProjectData(project);
          return { data, scores: await scoreColumns(deps, data, options) };
        },
        (scored) =>
          withTx(deps, async (tx) => {
            const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
            await writeScored(tx, row, scored);
          }),
        'The listing kept changing while it was scored. Please try again.',
      );
      return listings.detail(user, id);
    },
  };
};
