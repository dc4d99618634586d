import { termAdviceRequestSchema } from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { reviewTermsTask } from '../../ai/tasks/review-terms';
import type { DbOrTx } from '../../db/client';
import { projects } from '../../db/schema';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { requireUserWithin } from '../auth/session';
import { canView } from '../projects/access';
import type { UserRow } from '../users/present';

/** A listing's category, when this user may open the listing. */
const viewableCategory = async (db: DbOrTx, user: UserRow, id: number) => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row && canView(user, row) ? row.category : undefined;
};

/**
 * Mounted at /api/legal: a draft's terms checked against published norms. Reads only what the
 * request carries, so it needs no access check beyond being signed in; nothing is stored.
 */
export const termAdviceRoutes = (deps: Deps) =>
  new Hono<AppEnv>().post('/term-advice', async (c) => {
    const user = await requireUserWithin(c, deps.limiters.suggestionsPerUser);
    const request = await jsonBody(c, termAdviceRequestSchema);
    if (request.projectId && !request.projectCategory) {
      request.projectCategory = await viewableCategory(deps.db, user, request.projectId);
    }
    const { value, generatedBy } = await deps.ai.run(reviewTermsTask, request, aiCallOptions(c));
    return c.json({ advice: value.advice, generatedBy });
  });
