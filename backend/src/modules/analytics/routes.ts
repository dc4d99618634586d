import { analyticsQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';
import { requireUser } from '../auth/session';
import { analyticsSummary } from './summary';

export const analyticsRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const user = requireUser(c);
    const { period } = queryParams(c, analyticsQuerySchema);
    return c.json(await analyticsSummary(db, user, period));
  });
