import { describe, expect, it } from 'vitest';
import { holdAppClock } from '../../../test/clock';
import { factoriesFor } from '../../../test/factories';
import { createTestContext, expectJson, readJson } from '../../../test/helpers';

const ctx = await createTestContext();
const {
  deals: { parties },
  messaging: { captured },
  docs,
  signUp,
  signUpAdmin,
} = factoriesFor(ctx);
const { requestBody, generated, detail, patch, finalize, sign, cancel } = docs;
const admin = await signUpAdmin();

const draft = async () => {
  const { researcher, industry } = await parties();
  const { documentId } = await generated(researcher, requestBody(researcher, industry));
  return { researcher, industry, id: documentId };
};

const status = async (res: Response) => ({
  status: res.status,
  code: (await readJson(res)).error?.code,
});

describe('who may see and change a document', () => {
  it('visitor 401, stranger 403, missing 404, superadmin reads', async () => {
    const { researcher, id } = await draft();
    const stranger = await signUp({ userType: 'industry' });
    expect((await ctx.request(`/api/legal/documents/${id}`)).status).toBe(401);
    expect((await ctx.request(`/api/legal/documents/${id}/pdf`)).status).toBe(401);
    expect((await detail(stranger, id)).status).toBe(403);
    expect(
      (await ctx.request(`/api/legal/documents/${id}/pdf`, { cookie: stranger.cookie })).status,
    ).toBe(403);
    expect(await status(await patch(stranger, id, { version: 1, content: '<p>x</p>' }))).toEqual({
      status: 403,
      code: 'AUTHORIZATION_ERROR',
    });
    expect((await finalize(stranger, id)).status).toBe(403);
    expect((await sign(stranger, id)).status).toBe(403);
    expect((await cancel(stranger, id)).status).toBe(403);
    expect((await detail(researcher, 999_999)).status).toBe(404);
    expect((await patch(researcher, 999_999, { version: 1, title: 'x' })).status).toBe(404);
    const seen = await detail(admin, id);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ myRole: 'admin', allowedActions: ['edit'] });
  });

  it('a superadmin may edit a draft but neither finalise, sign nor cancel it', async () => {
    const { id } = await draft();
    expect((await patch(admin, id, { version: 1, title: 'Reviewed by the TTO' })).status).toBe(200);
    expect((await finalize(admin, id)).status).toBe(403);
    expect((await cancel(admin, id)).status).toBe(403);
  });

  it('lists only the user’s documents, filtered by status and type', async () => {
    const { researcher, industry, id } = await draft();
    const { documentId: mou } = await generated(
      industry,
      requestBody(researcher, industry, { documentType: 'MOU' }),
    );
    await finalize(researcher, id);
    const list = async (query: string) =>
      (
        await readJson(
          await ctx.request(`/api/legal/documents${query}`, { cookie: industry.cookie }),
        )
      ).documents.map((d: { id: number }) => d.id);
    expect(await list('')).toEqual([mou, id]);
    expect(await list('?status=pending_signatures')).toEqual([id]);
    expect(await list('?type=MOU')).toEqual([mou]);
    expect(await list('?type=MOU&status=pending_signatures')).toEqual([]);
    expect(
      (await ctx.request('/api/legal/documents?status=signed', { cookie: industry.cookie })).status,
    ).toBe(400);
    const [row] = (
      await readJson(await ctx.request('/api/legal/documents', { cookie: industry.cookie }))
    ).documents.filter((d: { id: number }) => d.id === id);
    expect(row).toMatchObject({ awaitingMySignature: true, signedBy: [], myRole: 'industry' });
  });
});

describe('PATCH /api/legal/documents/:id', () => {
  it('saves sanitised HTML and bumps the version; a stale version is 409 and saves nothing', async () => {
    const { researcher, industry, id } = await draft();
    const res = await patch(industry, id, {
      version: 1,
      title: 'NDA <script>x</script>(final)',
      content:
        '<h2 style="color:red" onclick="steal()">Terms</h2><p>Keep <strong>secret</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a><a href="https://example.org">ok</a></p><iframe src="https://evil.example"></iframe>',
    });
    const saved = await expectJson(res);
    expect(saved).toMatchObject({ version: 2, title: 'NDA x(final)' });
    expect(saved.content).toBe(
      '<h2>Terms</h2><p>Keep <strong>secret</strong><a rel="noopener noreferrer nofollow">link</a><a href="https://example.org" rel="noopener noreferrer nofollow">ok</a></p>',
    );
    const stale = await patch(researcher, id, { version: 1, content: '<p>Mine</p>' });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).error).toMatchObject({
      code: 'CONFLICT',
      details: { version: ['The latest version is 2'] },
    });
    expect((await detail(researcher, id)).body.content).toBe(saved.content);
    expect((await patch(researcher, id, { version: 2, content: '<p>Mine</p>' })).status).toBe(200);
  });

  it('refuses equity terms on a non-equity document and edits after finalize', async () => {
    const { researcher, id } = await draft();
    const equity = await patch(researcher, id, {
      version: 1,
      terms: { equityDistribution: { researcher: 50, industry: 50 } },
    });
    expect(equity.status).toBe(400);
    expect(
      (await patch(researcher, id, { version: 1, terms: { confidentialityPeriod: 3 } })).status,
    ).toBe(200);
    await finalize(researcher, id);
    const frozen = await patch(researcher, id, { version: 3, content: '<p>late change</p>' });
    expect(await status(frozen)).toEqual({ status: 409, code: 'BUSINESS_LOGIC_ERROR' });
  });
});

describe('finalize, sign and cancel', () => {
  it('draft → pending_signatures with the SHA-256 of the frozen text → fully_executed', async () => {
    const { researcher, industry, id } = await draft();
    const notes = captured('notification:created');
    const finalized = await readJson(await finalize(researcher, id));
    expect(finalized).toMatchObject({
      status: 'pending_signatures',
      allowedActions: ['sign', 'cancel'],
    });
    expect(finalized.contentHash).toMatch(/^[0-9a-f]{64}$/);

    const first = await sign(industry, id, 'Henry Ford');
    const afterFirst = await expectJson(first);
    expect(afterFirst.status).toBe('pending_signatures');
    expect(afterFirst.signers).toEqual([
      expect.objectContaining({ role: 'researcher', signature: null }),
      expect.objectContaining({
        role: 'industry',
        signature: expect.objectContaining({
          fullName: 'Henry Ford',
          contentHash: finalized.contentHash,
          ipAddress: expect.any(String),
        }),
      }),
    ]);
    expect(await status(await sign(industry, id))).toEqual({
      status: 409,
      code: 'BUSINESS_LOGIC_ERROR',
    });

    const done = await readJson(await sign(researcher, id, 'Rosalind Franklin'));
    expect(done).toMatchObject({ status: 'fully_executed', allowedActions: [] });
    expect(done.executedAt).not.toBeNull();
    expect(done.auditTrail.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'finalized',
      'signed',
      'signed',
      'executed',
    ]);
    notes.stop();
    expect(notes.seen.map((n) => [n.userId, n.notification.title])).toEqual([
      [industry.user.id, 'Document ready for signature'],
      [researcher.user.id, 'Document signed'],
      [industry.user.id, 'Document fully executed'],
    ]);
    expect(await status(await sign(researcher, id))).toEqual({
      status: 409,
      code: 'BUSINESS_LOGIC_ERROR',
    });
    expect(await status(await cancel(researcher, id))).toEqual({
      status: 409,
      code: 'BUSINESS_LOGIC_ERROR',
    });
    expect(await status(await finalize(researcher, id))).toEqual({
      status: 409,
      code: 'BUSINESS_LOGIC_ERROR',
    });
  });

  it('signing needs explicit consent and a typed name, and a draft cannot be signed', async () => {
    const { researcher, id } = await draft();
    expect(await status(await sign(researcher, id))).toEqual({
      status: 409,
      code: 'BUSINESS_LOGIC_ERROR',
    });
    await finalize(researcher, id);
    const noConsent = await docs.post(researcher, `/api/legal/documents/${id}/sign`, {
      fullName: 'R F',
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    const noName = await docs.post(researcher, `/api/legal/documents/${id}/sign`, {
      fullName: ' ',
      consent: true,
    });
    expect(noName.status).toBe(400);
    expect((await sign(admin, id)).status).toBe(403);
  });

  it('cancels a draft or a document awaiting signatures, with the reason recorded', async () => {
    const { researcher, industry, id } = await draft();
    const noReason = await docs.post(researcher, `/api/legal/documents/${id}/cancel`, {
      reason: '',
    });
    expect(noReason.status).toBe(400);
    const cancelled = await readJson(await cancel(industry, id, 'Terms changed'));
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Terms changed',
      allowedActions: [],
    });
    expect(cancelled.auditTrail.at(-1)).toMatchObject({
      action: 'cancelled',
      detail: 'Terms changed',
    });
    for (const res of [
      await finalize(researcher, id),
      await sign(researcher, id),
      await cancel(researcher, id),
    ]) {
      expect(await status(res)).toEqual({ status: 409, code: 'BUSINESS_LOGIC_ERROR' });
    }
    const pending = await draft();
    await finalize(pending.researcher, pending.id);
    await sign(pending.industry, pending.id);
    expect((await cancel(pending.researcher, pending.id)).status).toBe(200);
  });

  it('records a view once per viewer and day, with where it came from', async () => {
    // Both opens fall on one day even when the run crosses midnight.
    holdAppClock();
    const { researcher, id } = await draft();
    await ctx.request(`/api/legal/documents/${id}`, {
      cookie: researcher.cookie,
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    const again = await detail(researcher, id);
    const views = again.body.auditTrail.filter((e: { action: string }) => e.action === 'viewed');
    expect(views).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: researcher.user.id }),
        userAgent: 'AuditTest/1.0',
        createdAt: new Date().toISOString(),
      }),
    ]);
  });
});
