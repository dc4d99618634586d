import { randomUUID } from 'node:crypto';
import { legalDocumentListResponseSchema } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { signUp, signUpAdmin } from '../../../test/factories';
import { createTestContext, expectErrorCode, type Json, readJson } from '../../../test/helpers';
import { legalDocuments } from '../../db/schema';

const ctx = await createTestContext();

const listIds = async (cookie: string) => {
  const res = await ctx.request('/api/legal/documents', { cookie });
  expect(res.status).toBe(200);
  return ((await readJson(res)).documents as Json[]).map((d) => d.id);
};

const insertDocument = async (
  researcherUserId: string,
  industryUserId: string,
  createdAt?: Date,
) => {
  const [row] = await ctx.deps.db
    .insert(legalDocuments)
    .values({
      title: `NDA ${randomUUID().slice(0, 8)}`,
      documentType: 'NDA',
      content: '<p>Confidential</p>',
      terms: { confidentialityPeriod: 5 },
      researcherUserId,
      industryUserId,
      yjsState: new Uint8Array([1, 2, 3]),
      ...(createdAt ? { createdAt } : {}),
    })
    .returning();
  return row!;
};

describe('GET /api/legal/documents', () => {
  it('needs a session', async () => {
    const res = await ctx.request('/api/legal/documents');
    await expectErrorCode(res, 401, 'AUTHENTICATION_ERROR');
  });

  it('is empty for a new user: nothing is made up', async () => {
    const { cookie } = await signUp(ctx);
    const res = await ctx.request('/api/legal/documents', { cookie });
    expect(await readJson(res)).toEqual({ documents: [] });
  });

  it('shows each party their documents, newest first, and nobody else', async () => {
    const researcher = await signUp(ctx);
    const industry = await signUp(ctx, { userType: 'industry' });
    const outsider = await signUp(ctx, { userType: 'industry' });
    const older = await insertDocument(
      researcher.user.id,
      industry.user.id,
      new Date(Date.now() - 60_000),
    );
    const newer = await insertDocument(researcher.user.id, industry.user.id);

    expect(await listIds(researcher.cookie)).toEqual([newer.id, older.id]);
    expect(await listIds(industry.cookie)).toEqual([newer.id, older.id]);
    expect(await listIds(outsider.cookie)).toEqual([]);

    const res = await ctx.request('/api/legal/documents', { cookie: industry.cookie });
    const body = await readJson(res);
    expect(legalDocumentListResponseSchema.safeParse(body).success).toBe(true);
    const [first] = body.documents;
    expect(first).toMatchObject({
      id: newer.id,
      title: newer.title,
      documentType: 'NDA',
      status: 'draft',
      terms: { confidentialityPeriod: 5 },
      createdAt: newer.createdAt.toISOString(),
      researcherUserId: researcher.user.id,
      industryUserId: industry.user.id,
      parties: {
        researcher: { id: researcher.user.id, firstName: 'Ada', lastName: 'Lovelace' },
        industry: { id: industry.user.id },
      },
      signedBy: [],
      awaitingMySignature: false,
      myRole: 'industry',
    });
    expect(first).not.toHaveProperty('content');
  });

  it('shows a superadmin every document', async () => {
    const admin = await signUpAdmin(ctx);
    const a = await signUp(ctx);
    const b = await signUp(ctx, { userType: 'industry' });
    const c = await signUp(ctx, { userType: 'industry' });
    const first = await insertDocument(a.user.id, b.user.id);
    const second = await insertDocument(a.user.id, c.user.id);
    const ids = await listIds(admin.cookie);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});
