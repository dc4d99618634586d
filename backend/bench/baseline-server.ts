// The benchmark's baseline: a bare Hono server (no middleware, no session, no presentation) that
// answers a fixed JSON body and runs the same queries as the app's database-backed routes, on
// the same driver. Started by bench/run.ts with PORT and BENCH_DATABASE_URL or BENCH_DATA_DIR.
import { createServer } from 'node:http';
import { serve } from '@hono/node-server';
import { projectListQuerySchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { openDatabase } from '../src/db/client';
import { recordEvent } from '../src/modules/analytics/service';
import { followState } from '../src/modules/follows/service';
import { recentConversations } from '../src/modules/messages/queries';
import { findWithOwner, listCatalogue } from '../src/modules/projects/queries';
import { officeRoutes } from './office-baseline';

const database = await openDatabase({
  url: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR,
  migrate: false,
});
const { db } = database;
// Its PGlite copy was taken after the seed's VACUUM ANALYZE (run.ts), so it plans with the same
// statistics as the app.

/** Baseline routes by name: a scenario names the one that runs its query (see scenarios.ts). */
const app = new Hono()
  .get('/bare', (c) => c.json({ status: 'ok' }))
  .get('/sql/catalogue', async (c) =>
    c.json(await listCatalogue(db, projectListQuerySchema.parse(c.req.query()))),
  )
  .get('/sql/detail/:id', async (c) => {
    const id = Number(c.req.param('id'));
    const found = await findWithOwner(db, id);
    const follow = await followState(db, id, null);
    await recordEvent(db, {
      eventType: 'view',
      projectId: id,
      subjectUserId: found?.project.userId ?? null,
      viewer: 'bench',
    });
    return c.json({ ...found, ...follow });
  })
  .get('/sql/recent/:userId', async (c) =>
    c.json(await recentConversations(db, c.req.param('userId'), 20)),
  )
  .route('/office', await officeRoutes(database));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), createServer }, () =>
  console.info('baseline ready'),
);
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
