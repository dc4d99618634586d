import { LEGAL_DEFAULTS, type TermAdviceRequest } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { NORMS, reviewTermsLocally, universityEquityIn } from './terms';

const defaults: TermAdviceRequest = {
  documentType: 'equity_agreement',
  terms: {
    equityDistribution: { researcher: 60, industry: 40 },
    vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
    confidentialityPeriod: LEGAL_DEFAULTS.confidentialityYears,
    terminationClause: LEGAL_DEFAULTS.terminationClause,
    disputeResolution: LEGAL_DEFAULTS.disputeResolution,
  },
  content: '<p>The parties agree to the terms below.</p>',
};
const topics = (req: TermAdviceRequest) => reviewTermsLocally(req).map((a) => a.topic);

describe('deal terms against published norms', () => {
  it('has nothing to say about the §9 defaults', () => {
    expect(reviewTermsLocally(defaults)).toEqual([]);
  });

  it('flags a cliff over 12 months, a long vesting and confidentiality over 10 years', () => {
    const advice = reviewTermsLocally({
      ...defaults,
      terms: {
        ...defaults.terms,
        vestingSchedule: { cliffPeriod: 18, vestingPeriod: 60, vestingFrequency: 'monthly' },
        confidentialityPeriod: 15,
      },
    });
    expect(advice.map((a) => [a.topic, a.severity])).toEqual([
      ['cliff', 'warning'],
      ['vesting', 'info'],
      ['confidentiality', 'warning'],
    ]);
    expect(advice[0]!.why).toMatch(/18 months/);
    expect(advice[2]!.source).toEqual(NORMS.lambert);
    expect(
      topics({ ...defaults, terms: { ...defaults.terms, confidentialityPeriod: 10 } }),
    ).toEqual([]);
  });

  it('flags a termination clause without a notice period', () => {
    const without = {
      ...defaults,
      terms: { ...defaults.terms, terminationClause: 'Either party may terminate at will.' },
    };
    expect(topics(without)).toEqual(['termination']);
    for (const clause of [
      'Either party may end it on ninety days notice.',
      'Termination needs notice of 3 months.',
    ]) {
      expect(
        topics({ ...defaults, terms: { ...defaults.terms, terminationClause: clause } }),
      ).toEqual([]);
    }
  });

  it('reads a university’s equity from the text and holds software spin-outs to 5-10 % (USIT)', () => {
    expect(universityEquityIn('The University shall hold 20% of the equity.')).toBe(20);
    expect(universityEquityIn('15 per cent of the shares are issued to the University.')).toBe(15);
    expect(universityEquityIn('The researcher holds 60% of the equity.')).toBeNull();

    const software = { ...defaults, projectCategory: 'ai-ml' as const };
    const high = reviewTermsLocally({
      ...software,
      content: '<p>The University shall hold 20% of the equity.</p>',
    });
    expect(high).toEqual([
      expect.objectContaining({
        topic: 'university_equity',
        severity: 'warning',
        source: NORMS.usitSoftware,
      }),
    ]);
    expect(high[0]!.why).toMatch(/20 %.*5–10 %/);
    expect(topics({ ...software, content: 'The University shall hold 8% of the equity.' })).toEqual(
      [],
    );
    // Outside software the general guide's ceiling applies.
    expect(
      topics({
        ...defaults,
        projectCategory: 'biotechnology',
        content: 'The University shall hold 20% of the equity.',
      }),
    ).toEqual([]);
  });

  it('notes when nothing says how disputes are resolved', () => {
    const { disputeResolution: _d, ...terms } = defaults.terms;
    expect(topics({ ...defaults, terms })).toEqual(['disputes']);
    expect(
      topics({ ...defaults, terms, content: 'Disputes go to arbitration in London.' }),
    ).toEqual([]);
  });
});
