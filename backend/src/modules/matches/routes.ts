import { matchesQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';
import { requireUser } from '../auth/session';
import { createMatchService } from './service';

/** Mounted at /api/matches: smart matching for the signed-in user. */
export const matchRoutes = (deps: Deps) => {
  const service = createMatchService(deps);
  return new Hono<AppEnv>().get('/', async (c) => {
    const user = requireUser(c);
    const { limit } = queryParams(c, matchesQuerySchema);
    return c.json(await service.list(user, limit, aiCallOptions(c)));
  });
};
