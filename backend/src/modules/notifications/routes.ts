import { listNotificationsQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { idParam, queryParams } from '../../http/validate';
import { requireUser } from '../auth/session';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

/** The signed-in user's own notifications; nobody else's are ever visible or markable. */
export const notificationRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = requireUser(c);
      const query = queryParams(c, listNotificationsQuerySchema);
      return c.json(await listNotifications(deps.db, user.id, query));
    })
    .post('/read-all', async (c) => {
      const user = requireUser(c);
      return c.json(await markAllNotificationsRead(deps, user.id));
    })
    .patch('/:id/read', async (c) => {
      const user = requireUser(c);
      return c.json(await markNotificationRead(deps, user.id, idParam(c)));
    });
