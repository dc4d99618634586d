// The baseline routes of the documents and admin scenarios (bench/documents.ts), mounted at
// /office on the baseline server: the same service calls as the app's routes, without the app's
// middleware, session or access checks around them.
import {
  APPROVALS_PAGE,
  generateDocumentRequestSchema,
  STALLED_PAGE,
} from '@labbridge/shared-types';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { testConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { buildDeps } from '../src/deps';
import { listPendingApprovals } from '../src/modules/admin/approvals';
import { listAudit } from '../src/modules/admin/audit';
import { performanceMetricsReader } from '../src/modules/admin/performance';
import { listStalledDeals } from '../src/modules/admin/stalled';
import { institutionStats } from '../src/modules/admin/stats';
import { generateDocument } from '../src/modules/documents/generate';
import { documentPdf } from '../src/modules/documents/pdf/service';
import { findDocument } from '../src/modules/documents/queries';
import { BENCH_USER_EMAIL } from './dataset';

const meta = { ipAddress: null, userAgent: null };

export const officeRoutes = async (database: Database) => {
  const deps = buildDeps(testConfig(), database);
  const performanceMetrics = performanceMetricsReader(deps);
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, BENCH_USER_EMAIL));
  if (!user) throw new Error('the bench user is missing from the dataset');
  return new Hono()
    .post('/generate', async (c) => {
      const input = generateDocumentRequestSchema.parse(await c.req.json());
      return c.json(await generateDocument(deps, user, input, meta), 201);
    })
    .get('/pdf/:id', async (c) => {
      const row = await findDocument(db, Number(c.req.param('id')));
      return c.body(new Uint8Array(await documentPdf(deps, user, row)));
    })
    .get('/institution-stats', async (c) => c.json(await institutionStats(db)))
    .get('/pending-approvals', async (c) => c.json(await listPendingApprovals(db, APPROVALS_PAGE)))
    .get('/stalled-deals', async (c) => c.json(await listStalledDeals(db, STALLED_PAGE)))
    .get('/audit-log', async (c) => c.json(await listAudit(db, 20)))
    .get('/performance-metrics', async (c) => c.json(await performanceMetrics()));
};
