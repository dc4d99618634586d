import {
  adminAnalyticsQuerySchema,
  adminAuditLogQuerySchema,
  adminCollaborationsQuerySchema,
  adminProjectsQuerySchema,
  adminReasonSchema,
  adminUsersQuerySchema,
  createAdminUserRequestSchema,
  pendingApprovalsQuerySchema,
  STALLED_KINDS,
  stalledDealsQuerySchema,
} from '@labbridge/shared-types';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { sharedReads } from '../../core/shared-reads';
import { parseOrThrow } from '../../core/validation';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { idParam, jsonBody, queryParams } from '../../http/validate';
import { requireSuperadmin } from './access';
import { createUserByAdmin, setSuspended } from './accounts';
import { adminAnalytics } from './analytics';
import { decideProject, decideUser, listPendingApprovals } from './approvals';
import { listAudit } from './audit';
import { type CsvColumn, csvChunks, pullStream } from './csv';
import { collaborationsExport, projectsExport, usersExport } from './export';
import { performanceMetricsReader } from './performance';
import { listStalledDeals, nudge } from './stalled';
import { institutionStats } from './stats';
import { listAdminCollaborations, listAdminProjects, listAdminUsers } from './tables';

const userIdParam = (c: Context) => parseOrThrow(z.uuid(), c.req.param('id'));

/**
 * A CSV download named after the table and the day, streamed a batch at a time. The first query
 * (the ids) runs before the answer starts, so a database failure there is a normal error answer.
 */
const csv = <T>(
  c: Context,
  name: string,
  table: { columns: CsvColumn<T>[]; batches: AsyncIterable<T[]> },
) => {
  const day = new Date().toISOString().slice(0, 10);
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', `attachment; filename="labbridge-${name}-${day}.csv"`);
  return c.body(pullStream(csvChunks(table.columns, table.batches)));
};

/**
 * The dashboard's heavy reads (aggregates over every listing, the whole approval queue), as JSON
 * text, shared by requests that arrive together: each request still gets a read that began after
 * it arrived (see sharedReads), so every answer is as exact as a read of its own, and the live
 * updates that refetch them see every write committed before they asked.
 */
const dashboardReads = (deps: Deps) => {
  const json = (read: () => Promise<unknown>) =>
    sharedReads(async () => JSON.stringify(await read()));
  /** One shared read per page size of a paged list: the query's bounds keep these few. */
  const paged = (read: (db: Deps['db'], limit: number) => Promise<unknown>) => {
    const pages = new Map<number, () => Promise<string>>();
    return (limit: number) => {
      let page = pages.get(limit);
      if (!page) {
        page = json(() => read(deps.db, limit));
        pages.set(limit, page);
      }
      return page();
    };
  };
  return {
    stats: json(() => institutionStats(deps.db)),
    pendingApprovals: paged(listPendingApprovals),
    stalledDeals: paged(listStalledDeals),
  };
};

const jsonText = (c: Context, body: string) =>
  c.body(body, 200, { 'content-type': 'application/json' });

/** The tech transfer office's API: every route is for superadmins only. */
export const adminRoutes = (deps: Deps) => {
  const dashboard = dashboardReads(deps);
  const performanceMetrics = performanceMetricsReader(deps);
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireSuperadmin(c);
      await next();
    })
    .get('/institution-stats', async (c) => jsonText(c, await dashboard.stats()))
    .get('/projects', async (c) => {
      const q = queryParams(c, adminProjectsQuerySchema);
      if (q.format === 'csv') {
        return csv(c, 'projects', await projectsExport(deps.db, q));
      }
      return c.json({ ...(await listAdminProjects(deps.db, q)), page: q.page, limit: q.limit });
    })
    .get('/users', async (c) => {
      const q = queryParams(c, adminUsersQuerySchema);
      if (q.format === 'csv') {
        return csv(c, 'users', await usersExport(deps.db, q));
      }
      return c.json({ ...(await listAdminUsers(deps.db, q)), page: q.page, limit: q.limit });
    })
    .get('/collaborations', async (c) => {
      const q = queryParams(c, adminCollaborationsQuerySchema);
      if (q.format === 'csv') {
        return csv(c, 'partnerships', await collaborationsExport(deps.db, q));
      }
      return c.json({
        ...(await listAdminCollaborations(deps.db, q)),
        page: q.page,
        limit: q.limit,
      });
    })
    .get('/pending-approvals', async (c) => {
      const { limit } = queryParams(c, pendingApprovalsQuerySchema);
      return jsonText(c, await dashboard.pendingApprovals(limit));
    })
    .post('/users', async (c) => {
      const admin = requireSuperadmin(c);
      const input = await jsonBody(c, createAdminUserRequestSchema);
      return c.json(await createUserByAdmin(deps, admin, input), 201);
    })
    .post('/users/:id/approve', async (c) =>
      c.json(await decideUser(deps, requireSuperadmin(c), userIdParam(c), 'approved', null)),
    )
    .post('/users/:id/reject', async (c) => {
      const admin = requireSuperadmin(c);
      const id = userIdParam(c);
      const { reason } = await jsonBody(c, adminReasonSchema);
      return c.json(await decideUser(deps, admin, id, 'rejected', reason));
    })
    .post('/users/:id/suspend', async (c) => {
      const admin = requireSuperadmin(c);
      const id = userIdParam(c);
      const { reason } = await jsonBody(c, adminReasonSchema);
      return c.json(await setSuspended(deps, admin, id, { reason }));
    })
    .post('/users/:id/reactivate', async (c) =>
      c.json(await setSuspended(deps, requireSuperadmin(c), userIdParam(c), null)),
    )
    .post('/projects/:id/approve', async (c) => {
      const result = await decideProject(deps, requireSuperadmin(c), idParam(c), 'approved', null);
      return c.json(result.decision);
    })
    .post('/projects/:id/reject', async (c) => {
      const admin = requireSuperadmin(c);
      const id = idParam(c);
      const { reason } = await jsonBody(c, adminReasonSchema);
      return c.json((await decideProject(deps, admin, id, 'rejected', reason)).decision);
    })
    .post('/projects/:id/unpublish', async (c) => {
      const admin = requireSuperadmin(c);
      const id = idParam(c);
      const { reason } = await jsonBody(c, adminReasonSchema);
      await decideProject(deps, admin, id, 'rejected', reason, 'unpublish');
      const { items } = await listAdminProjects(deps.db, {
        ...adminProjectsQuerySchema.parse({}),
        ids: [id],
      });
      return c.json({ project: items[0]! });
    })
    .get('/performance-metrics', async (c) => c.json(await performanceMetrics()))
    .get('/stalled-deals', async (c) => {
      const { limit } = queryParams(c, stalledDealsQuerySchema);
      return jsonText(c, await dashboard.stalledDeals(limit));
    })
    .post('/stalled-deals/:kind/:id/nudge', async (c) => {
      const admin = requireSuperadmin(c);
      const kind = parseOrThrow(z.enum(STALLED_KINDS), c.req.param('kind'));
      return c.json(await nudge(deps, admin, kind, idParam(c)));
    })
    .get('/audit-log', async (c) => {
      const { limit } = queryParams(c, adminAuditLogQuerySchema);
      return c.json(await listAudit(deps.db, limit));
    })
    .get('/analytics', async (c) => {
      const { period } = queryParams(c, adminAnalyticsQuerySchema);
      return c.json(await adminAnalytics(deps.db, period));
    });
};
