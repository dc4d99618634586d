import {
  LIMITS,
  projectHighlightsQuerySchema,
  projectInputSchema,
  projectListQuerySchema,
  rowIdParamSchema,
  shareProjectRequestSchema,
} from '@labbridge/shared-types';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { notFound } from '../../core/errors';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { sendPreparedJson } from '../../http/prepared-json';
import { jsonBody, queryParams } from '../../http/validate';
import { viewerIdentity } from '../analytics/service';
import { requireUser } from '../auth/session';
import { followedProjectIds } from '../follows/service';
import { assertCanCreate } from './access';
import { createCatalogueCache } from './catalogue-cache';
import { createProjectService } from './service';

/** Project ids are positive integers; anything else is a listing that does not exist. */
export const projectIdParam = (c: Context) => {
  const id = rowIdParamSchema.safeParse(c.req.param('id'));
  if (!id.success) throw notFound('Project not found');
  return id.data;
};

const viewerOf = (c: Context<AppEnv>) => c.get('auth')?.user ?? null;

export const projectRoutes = (deps: Deps) => {
  const service = createProjectService(deps);
  const catalogue = createCatalogueCache(deps);
  const viewerKey = (c: Context<AppEnv>) =>
    viewerIdentity(deps.config.sessionSecret, viewerOf(c)?.id ?? null, clientIp(c));

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const answer = await catalogue.list(viewerOf(c), queryParams(c, projectListQuerySchema));
      return sendPreparedJson(c, answer);
    })
    .get('/featured', async (c) => {
      const { limit } = queryParams(c, projectHighlightsQuerySchema);
      return c.json(
        await service.highlights(viewerOf(c), 'featured', limit ?? LIMITS.landingFeatured),
      );
    })
    .get('/trending', async (c) => {
      const { limit } = queryParams(c, projectHighlightsQuerySchema);
      return c.json(await service.highlights(viewerOf(c), 'trending', limit ?? LIMITS.trending));
    })
    .get('/mine', async (c) => c.json(await service.mine(requireUser(c))))
    .get('/following', async (c) => {
      const user = requireUser(c);
      return c.json({ projectIds: await followedProjectIds(deps.db, user.id) });
    })
    .get('/:id', async (c) =>
      c.json(await service.open(viewerOf(c), projectIdParam(c), viewerKey(c))),
    )
    .post('/', async (c) => {
      const user = requireUser(c);
      assertCanCreate(user);
      const input = await jsonBody(c, projectInputSchema);
      return c.json(await service.create(user, input), 201);
    })
    .put('/:id', async (c) => {
      const user = requireUser(c);
      const id = projectIdParam(c);
      await service.loadEditable(user, id);
      const input = await jsonBody(c, projectInputSchema);
      return c.json(await service.update(user, id, input));
    })
    .post('/:id/archive', async (c) =>
      c.json(await service.setActive(requireUser(c), projectIdParam(c), false)),
    )
    .post('/:id/restore', async (c) =>
      c.json(await service.setActive(requireUser(c), projectIdParam(c), true)),
    )
    .post('/:id/share', async (c) => {
      const id = projectIdParam(c);
      const hasBody = Boolean(c.req.header('content-type'));
      const { channel } = hasBody ? await jsonBody(c, shareProjectRequestSchema) : {};
      return c.json(await service.engage(viewerOf(c), id, 'share', viewerKey(c), channel), 201);
    })
    .post('/:id/referral', async (c) =>
      c.json(await service.engage(viewerOf(c), projectIdParam(c), 'referral', viewerKey(c)), 201),
    );
};
