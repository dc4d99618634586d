import { projectInputSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { requireUserWithin } from '../auth/session';
import { projectIdParam } from '../projects/routes';
import { createEvaluationService } from './service';

/** Mounted at /api/projects: AI evaluation of a draft and re-evaluation of a listing. */
export const evaluationRoutes = (deps: Deps) => {
  const service = createEvaluationService(deps);
  return new Hono<AppEnv>()
    .post('/evaluate-draft', async (c) => {
      await requireUserWithin(c, deps.limiters.suggestionsPerUser);
      const input = await jsonBody(c, projectInputSchema);
      return c.json(await service.draft(input, aiCallOptions(c)));
    })
    .post('/:id/evaluate', async (c) => {
      const user = await requireUserWithin(c, deps.limiters.suggestionsPerUser);
      return c.json(await service.reevaluate(user, projectIdParam(c), aiCallOptions(c)));
    });
};
