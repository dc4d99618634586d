import {
  createCollaborationRequestSchema,
  updateCollaborationRequestSchema,
} from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import { requireUser } from '../auth/session';
import { documentPrefill } from './prefill';
import { listCollaborations } from './queries';
import { createCollaborationService } from './service';

export const collaborationRoutes = (deps: Deps) => {
  const service = createCollaborationService(deps);
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const collaborations = await listCollaborations(deps.db, requireUser(c));
      return c.json({ collaborations });
    })
    .post('/', async (c) => {
      const user = requireUser(c);
      const input = await jsonBody(c, createCollaborationRequestSchema);
      return c.json(await service.propose(user, input), 201);
    })
    .get('/:id', async (c) => c.json(await service.detail(requireUser(c), idParam(c))))
    .patch('/:id', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const input = await jsonBody(c, updateCollaborationRequestSchema);
      return c.json(await service.act(user, id, input));
    })
    .get('/:id/document-prefill', async (c) =>
      c.json(await documentPrefill(deps.db, requireUser(c), idParam(c))),
    );
};
