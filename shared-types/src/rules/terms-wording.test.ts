import { describe, expect, it } from 'vitest';
import { recordedTerms, recordedTermsNote } from './terms-wording';

const clauses = {
  confidentialityPeriod: 1,
  terminationClause: 'Ends on 30 days notice.',
  disputeResolution: 'Arbitration in Zurich.',
};

describe('recordedTerms', () => {
  it('words an equity agreement’s split, vesting and milestones, then the clauses every type has', () => {
    const terms = recordedTerms(
      'equity_agreement',
      {
        equityDistribution: { researcher: 62.5, industry: 37.5 },
        vestingSchedule: {
          cliffPeriod: 1,
          vestingPeriod: 24,
          vestingFrequency: 'yearly',
          milestones: [
            { name: 'Pilot', equityPercent: 12.5 },
            { name: 'Pilot', equityPercent: 10 },
          ],
        },
        ...clauses,
      },
      'Industry Partner',
    );
    expect(terms).toEqual([
      { label: 'Equity split', value: 'Researcher 62.5%, Industry Partner 37.5%' },
      { label: 'Vesting cliff', value: '1 month' },
      { label: 'Vesting period', value: '24 months' },
      { label: 'Vesting frequency', value: 'Annual instalments' },
      {
        label: 'Milestones',
        value: "22.5% of each Party's equity vests on milestones, 77.5% over time",
        items: ['Pilot: 12.5%', 'Pilot: 10%'],
      },
      { label: 'Confidentiality period', value: '1 year after the Agreement ends' },
      { label: 'Termination', value: 'Ends on 30 days notice.' },
      { label: 'Dispute resolution', value: 'Arbitration in Zurich.' },
    ]);
  });

  it('lists no equity or vesting for other types, whatever the terms hold', () => {
    const terms = recordedTerms(
      'NDA',
      {
        equityDistribution: { researcher: 50, industry: 50 },
        ...clauses,
      },
      'Industry Partner',
    );
    expect(terms.map((t) => t.label)).toEqual([
      'Confidentiality period',
      'Termination',
      'Dispute resolution',
    ]);
    expect(recordedTermsNote('NDA')).not.toContain('vesting');
    expect(recordedTermsNote('equity_agreement')).toContain('computes vesting');
  });

  it('names the partner side as the agreement does: a researcher who proposed is the Partner', () => {
    const [split] = recordedTerms(
      'equity_agreement',
      { equityDistribution: { researcher: 70, industry: 30 } },
      'Partner',
    );
    expect(split).toEqual({ label: 'Equity split', value: 'Researcher 70%, Partner 30%' });
  });

  it('says what an old row never stored instead of assuming a default', () => {
    expect(recordedTerms('equity_agreement', {}, 'Industry Partner')).toEqual([
      { label: 'Equity split', value: 'Not recorded' },
      { label: 'Vesting schedule', value: 'Not recorded' },
      { label: 'Confidentiality period', value: 'Not recorded' },
      { label: 'Termination', value: 'Not recorded' },
      { label: 'Dispute resolution', value: 'Not recorded' },
    ]);
  });
});
