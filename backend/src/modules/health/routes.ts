import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';

export const healthRoutes = ({ database }: Deps) =>
  new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      try {
        await database.ping();
        return c.json({ status: 'ready', database: database.driver });
      } catch {
        return c.json({ status: 'unavailable', database: database.driver }, 503);
      }
    });
