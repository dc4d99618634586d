import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { requireUser } from '../auth/session';
import { homeSummary } from './service';

export const homeRoutes = ({ db }: Deps) =>
  new Hono<AppEnv>().get('/summary', async (c) => c.json(await homeSummary(db, requireUser(c))));
