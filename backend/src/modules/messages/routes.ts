import {
  markConversationReadRequestSchema,
  recentConversationsQuerySchema,
  sendMessageRequestSchema,
  suggestResponseQuerySchema,
  suggestResponseRequestSchema,
  threadQuerySchema,
  threadSinceQuerySchema,
  userIdSchema,
} from '@labbridge/shared-types';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { parseOrThrow } from '../../core/validation';
import type { Deps } from '../../deps';
import { aiCallOptions } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { jsonBody, queryParams } from '../../http/validate';
import { requireUser, requireUserWithin } from '../auth/session';
import { createMessageService } from './service';

const otherUserId = (c: Context) => parseOrThrow(userIdSchema, c.req.param('userId'));

/** An optional JSON body: none at all reads as {}. */
const optionalJsonBody = async (c: Context) => {
  const length = c.req.header('content-length');
  if (!c.req.header('content-type') && (length === undefined || length === '0')) return {};
  return jsonBody(c, markConversationReadRequestSchema);
};

/** Static paths come before /:userId so they are never read as a user id. */
export const messageRoutes = (deps: Deps) => {
  const service = createMessageService(deps);

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const user = await requireUserWithin(c, deps.limiters.messagesPerUser);
      const input = await jsonBody(c, sendMessageRequestSchema);
      const { message, created } = await service.send(user, input);
      return c.json(message, created ? 201 : 200);
    })
    .get('/recent', async (c) => {
      const user = requireUser(c);
      const { limit } = queryParams(c, recentConversationsQuerySchema);
      return c.json(await service.recent(user, limit));
    })
    .get('/unread-count', async (c) => {
      const user = requireUser(c);
      return c.json(await service.unreadCount(user));
    })
    .get('/suggest-response', async (c) => {
      const user = await requireUserWithin(c, deps.limiters.suggestionsPerUser);
      const { text, withUserId } = queryParams(c, suggestResponseQuerySchema);
      return c.json(await service.suggest(user, text, withUserId, aiCallOptions(c)));
    })
    .post('/suggest-response', async (c) => {
      const user = await requireUserWithin(c, deps.limiters.suggestionsPerUser);
      const { text, withUserId } = await jsonBody(c, suggestResponseRequestSchema);
      return c.json(await service.suggest(user, text, withUserId, aiCallOptions(c)));
    })
    .get('/:userId', async (c) => {
      const user = requireUser(c);
      const query = queryParams(c, threadQuerySchema);
      return c.json(await service.thread(user, otherUserId(c), query));
    })
    .get('/:userId/since', async (c) => {
      const user = requireUser(c);
      const query = queryParams(c, threadSinceQuerySchema);
      return c.json(await service.since(user, otherUserId(c), query));
    })
    .post('/:userId/read', async (c) => {
      const user = requireUser(c);
      const other = otherUserId(c);
      const { upToSeq } = await optionalJsonBody(c);
      return c.json(await service.markRead(user, other, upToSeq));
    });
};
