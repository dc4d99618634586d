import {
  createCommentThreadRequestSchema,
  createDocumentVersionRequestSchema,
  replyCommentRequestSchema,
  resolveCommentRequestSchema,
} from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody } from '../../http/validate';
import { requireUser } from '../auth/session';
import { createCommentService } from './comments';
import { createVersionService } from './versions';

/** Mounted at /api/legal/documents: a document's comment threads and version history. */
export const documentCollabRoutes = (deps: Deps) => {
  const comments = createCommentService(deps);
  const versions = createVersionService(deps);
  return new Hono<AppEnv>()
    .get('/:id/comments', async (c) => c.json(await comments.list(requireUser(c), idParam(c))))
    .post('/:id/comments', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const input = await jsonBody(c, createCommentThreadRequestSchema);
      return c.json(await comments.create(user, id, input), 201);
    })
    .post('/:id/comments/:threadId/replies', async (c) => {
      const user = requireUser(c);
      const ids = [idParam(c), idParam(c, 'threadId')] as const;
      const { body } = await jsonBody(c, replyCommentRequestSchema);
      return c.json(await comments.reply(user, ...ids, body), 201);
    })
    .post('/:id/comments/:threadId/resolve', async (c) => {
      const user = requireUser(c);
      const ids = [idParam(c), idParam(c, 'threadId')] as const;
      const { resolved } = await jsonBody(c, resolveCommentRequestSchema);
      return c.json(await comments.resolve(user, ...ids, resolved));
    })
    .get('/:id/versions', async (c) => c.json(await versions.list(requireUser(c), idParam(c))))
    .get('/:id/versions/:versionId', async (c) =>
      c.json(await versions.detail(requireUser(c), idParam(c), idParam(c, 'versionId'))),
    )
    .post('/:id/versions', async (c) => {
      const user = requireUser(c);
      const id = idParam(c);
      const { name } = await jsonBody(c, createDocumentVersionRequestSchema);
      return c.json(await versions.create(user, id, name), 201);
    })
    .post('/:id/versions/:versionId/restore', async (c) =>
      c.json(await versions.restore(requireUser(c), idParam(c), idParam(c, 'versionId'))),
    );
};
