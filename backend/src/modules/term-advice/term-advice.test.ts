import { describe, expect, it } from 'vitest';
import { createProject, signUp } from '../../../test/factories';
import { createTestContext, expectJson, readJson } from '../../../test/helpers';

const ctx = await createTestContext();

describe('POST /api/legal/term-advice', () => {
  it('flags terms far from the norms, with why and the source, as advice', async () => {
    const me = await signUp(ctx);
    const res = await ctx.request('/api/legal/term-advice', {
      method: 'POST',
      cookie: me.cookie,
      json: {
        documentType: 'equity_agreement',
        projectCategory: 'ai-ml',
        terms: {
          vestingSchedule: { cliffPeriod: 24, vestingPeriod: 48, vestingFrequency: 'monthly' },
          confidentialityPeriod: 20,
          terminationClause: 'This agreement ends when either party says so.',
          disputeResolution: 'Arbitration',
        },
        content: '<p>The <strong>University</strong> shall hold 25% of the equity.</p>',
      },
    });
    const body = await expectJson(res);
    expect(body.advice.map((a: { topic: string }) => a.topic)).toEqual([
      'university_equity',
      'cliff',
      'confidentiality',
      'termination',
    ]);
    expect(body.advice[0].source.name).toMatch(/USIT/);
    expect(body.generatedBy.provider).toBe('local');
  });

  it('reads the category of the listing the agreement is about, when the caller may open it', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const software = await createProject(ctx, me.cookie, { category: 'ai-ml' });
    const hidden = await createProject(ctx, other.cookie, {
      category: 'ai-ml',
      visibility: 'private',
    });
    const topics = async (projectId: number) => {
      const res = await ctx.request('/api/legal/term-advice', {
        method: 'POST',
        cookie: me.cookie,
        json: {
          documentType: 'equity_agreement',
          projectId,
          terms: {},
          content: 'The University shall hold 20% of the equity. Disputes go to arbitration.',
        },
      });
      return (await readJson(res)).advice.map((a: { topic: string }) => a.topic);
    };
    expect(await topics(software.id)).toEqual(['university_equity']);
    // A listing the caller may not open says nothing: the general 25 % ceiling applies.
    expect(await topics(hidden.id)).toEqual([]);
  });
});
