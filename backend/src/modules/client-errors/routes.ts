import { clientErrorReportSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import { clientErrorReports as clientErrors } from '../../db/schema';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';

/** POST /api/errors/report: stores HIGH/CRITICAL client errors for the operators. */
export const clientErrorRoutes = ({ db, limiters }: Deps) =>
  new Hono<AppEnv>().post('/report', async (c) => {
    limiters.errorReportsPerIp.hit(clientIp(c));
    const report = await jsonBody(c, clientErrorReportSchema);
    const [row] = await db
      .insert(clientErrors)
      .values({
        userId: c.get('auth')?.user.id ?? null,
        correlationId: report.error.correlationId ?? null,
        severity: report.error.severity,
        record: report.error,
        context: { ...report.context, clientInfo: report.clientInfo },
      })
      .returning({ id: clientErrors.id });
    c.get('logger').warn({ report: report.error }, 'client error reported');
    return c.json({ id: row!.id }, 201);
  });
