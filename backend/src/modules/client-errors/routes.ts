import { clientErrorReportSchema } from '@labbridge/shared-types';
import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import { requestLogger } from '../../http/correlation';
import type { AppEnv } from '../../http/env';
import { jsonBody } from '../../http/validate';
import { storeClientError } from './service';

/** POST /api/errors/report: stores HIGH/CRITICAL client errors for the operators. */
export const clientErrorRoutes = ({ db, limiters }: Deps) =>
  new Hono<AppEnv>().post('/report', async (c) => {
    await limiters.errorReportsPerIp.consume(clientIp(c));
    const report = await jsonBody(c, clientErrorReportSchema);
    const id = await storeClientError(db, c.get('auth')?.user.id ?? null, report);
    requestLogger(c)?.warn({ report: report.error }, 'client error reported');
    return c.json({ id }, 201);
  });
