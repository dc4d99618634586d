import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { metricsHandler } from './metrics';

export const healthRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .get('/metrics', metricsHandler(deps))
    .get('/healthz', (c) => c.json({ status: 'ok' }))
    .get('/readyz', async (c) => {
      const { waitingFor } = deps.readiness;
      if (waitingFor.length) {
        return c.json({ status: 'starting', database: deps.database.driver, waitingFor }, 503);
      }
      try {
        await deps.database.ping();
        return c.json({ status: 'ready', database: deps.database.driver });
      } catch {
        return c.json({ status: 'unavailable', database: deps.database.driver }, 503);
      }
    });
