import type { ClientErrorReport } from '@labbridge/shared-types';
import type { Db } from '../../db/client';
import { clientErrorReports } from '../../db/schema';

/** Stores one client error report; returns its id. */
export const storeClientError = async (
  db: Db,
  userId: string | null,
  report: ClientErrorReport,
) => {
  const [row] = await db
    .insert(clientErrorReports)
    .values({
      userId,
      correlationId: report.error.correlationId ?? null,
      severity: report.error.severity,
      record: report.error,
      context: { ...report.context, clientInfo: report.clientInfo },
    })
    .returning({ id: clientErrorReports.id });
  return row!.id;
};
