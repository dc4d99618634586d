import { termAdviceRequestSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { reviewTermsTask } from '../../ai/tasks/review-terms';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { requireUserWithin } from '../auth/session';
import { findProjectFor } from '../projects/access';

/**
 * Mounted at /api/legal: a draft's terms checked against published norms. Reads only what the
 * request carries, so it needs no access check beyond being signed in; nothing is stored.
 */
export const termAdviceRoutes = (deps: Deps) =>
  new Hono<AppEnv>().post('/term-advice', async (c) => {
    const user = await requireUserWithin(c, deps.limiters.suggestionsPerUser);
    const request = await jsonBody(c, termAdviceRequestSchema);
    if (request.projectId && !request.projectCategory) {
      // A listing the caller may not open says nothing about the agreement.
      const project = await findProjectFor(deps.db, user, request.projectId);
      request.projectCategory = project?.category;
    }
    const { value, generatedBy } = await deps.ai.run(reviewTermsTask, request, aiCallOptions(c));
    return c.json({ advice: value.advice, generatedBy });
  });
