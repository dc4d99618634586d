import { z } from 'zod';
import { clientErrorRecordSchema } from '../errors';
import { POST } from './endpoint';
import { SHELL_PATHS } from './shell-paths';

const MAX_REPORT_CHARS = 16_384;

/** POST /api/errors/report: the normalised error plus where and on what it happened. */
export const clientErrorReportSchema = z
  .object({
    error: clientErrorRecordSchema,
    context: z.record(z.string().max(100), z.unknown()).optional(),
    clientInfo: z
      .object({
        userAgent: z.string().max(500).optional(),
        url: z.string().max(2048).optional(),
        timestamp: z.string().max(64).optional(),
        viewport: z
          .object({ width: z.number().int().min(0), height: z.number().int().min(0) })
          .optional(),
      })
      .optional(),
  })
  .refine((r) => JSON.stringify(r).length <= MAX_REPORT_CHARS, {
    message: `Report must be at most ${MAX_REPORT_CHARS} characters`,
  });
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

export const clientErrorReportResponseSchema = z.object({ id: z.number().int() });

export const clientErrorEndpoints = {
  report: POST(
    SHELL_PATHS.clientErrorReport,
    clientErrorReportResponseSchema,
    clientErrorReportSchema,
  ),
};
