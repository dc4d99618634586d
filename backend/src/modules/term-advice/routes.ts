import { termAdviceRequestSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { reviewTermsTask } from '../../ai/tasks/review-terms';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { requireUser } from '../auth/session';

/**
 * Mounted at /api/legal: a draft's terms checked against published norms. Reads only what the
 * request carries, so it needs no access check beyond being signed in; nothing is stored.
 */
export const termAdviceRoutes = (deps: Deps) =>
  new Hono<AppEnv>().post('/term-advice', async (c) => {
    const user = requireUser(c);
    deps.limiters.suggestionsPerUser.hit(user.id);
    const request = await jsonBody(c, termAdviceRequestSchema);
    const { value, generatedBy } = await deps.ai.run(reviewTermsTask, request, {
      correlationId: c.get('correlationId'),
    });
    return c.json({ advice: value.advice, generatedBy });
  });
