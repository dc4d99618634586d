import { homeActivityQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';
import { requireUser } from '../auth/session';
import { homeActivity } from './activity';
import { homeEvaluation } from './evaluation';
import { homeSummary } from './service';

export const homeRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>()
    .get('/summary', async (c) => c.json(await homeSummary(db, requireUser(c))))
    .get('/evaluation', async (c) => c.json(await homeEvaluation(db, requireUser(c))))
    .get('/activity', async (c) => {
      const user = requireUser(c);
      const { limit } = queryParams(c, homeActivityQuerySchema);
      return c.json({ items: await homeActivity(db, user.id, limit) });
    });
