import { buildErrorRecord } from '@labbridge/shared-types/testing';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { createTestContext, expectErrorCode } from '../../../test/helpers';
import { clientErrorReports } from '../../db/schema';

const ctx = await createTestContext();

const record = buildErrorRecord('abc-123-def');

describe('POST /api/errors/report', () => {
  it('stores the record with its context and the reporting user', async () => {
    const { cookie, user } = await signUp(ctx);
    const res = await ctx.request('/api/errors/report', {
      method: 'POST',
      cookie,
      json: {
        error: record,
        context: { page: '/projects' },
        clientInfo: {
          userAgent: 'test',
          url: 'http://localhost/projects',
          timestamp: record.timestamp,
          viewport: { width: 1280, height: 800 },
        },
      },
    });
    expect(res.status).toBe(201);
    const [row] = await ctx.deps.db
      .select()
      .from(clientErrorReports)
      .orderBy(desc(clientErrorReports.id))
      .limit(1);
    expect(row).toMatchObject({ userId: user.id, severity: 'HIGH', correlationId: 'abc-123-def' });
    expect(row?.context).toMatchObject({ page: '/projects', clientInfo: { userAgent: 'test' } });
  });

  it('rejects a malformed record and an oversized one', async () => {
    const bad = await ctx.request('/api/errors/report', {
      method: 'POST',
      json: { error: { ...record, severity: 'SEVERE' } },
    });
    expect(bad.status).toBe(400);
    const huge = await ctx.request('/api/errors/report', {
      method: 'POST',
      json: { error: record, context: { blob: 'x'.repeat(20_000) } },
    });
    await expectErrorCode(huge, 400, 'VALIDATION_ERROR');
  });
});
