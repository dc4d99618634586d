import { researcherSearchQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { queryParams } from '../../http/validate';
import { viewerIdentity } from '../analytics/service';
import { requireUser } from '../auth/session';
import { createUserService } from './service';

/** Researcher search (team tab) and public profiles (/profile/:id). */
export const userRoutes = (deps: Deps) => {
  const service = createUserService(deps);
  return new Hono<AppEnv>()
    .get('/researchers', async (c) => {
      // The editor's team search: signed-in users only, so visitors cannot harvest the members.
      requireUser(c);
      const { q } = queryParams(c, researcherSearchQuerySchema);
      return c.json(await service.searchResearchers(q));
    })
    .get('/:id', async (c) => {
      const viewer = c.get('auth')?.user ?? null;
      const key = viewerIdentity(deps.config.sessionSecret, viewer?.id ?? null, clientIp(c));
      return c.json(await service.profile(viewer, c.req.param('id'), key));
    });
};
