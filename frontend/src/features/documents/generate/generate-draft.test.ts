import {
  type DocumentPrefill,
  generateDocumentRequestSchema,
  LEGAL_DEFAULTS,
} from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import {
  canGenerate,
  draftFromPrefill,
  type GenerateDraft,
  newDraft,
  normaliseEquity,
  toGenerateRequest,
  withEquityShare,
} from './generate-draft';

const me = {
  firstName: 'Grace',
  lastName: 'Hopper',
  organization: 'Acme Labs',
  email: 'grace@acme.test',
  userType: 'industry' as const,
};

const complete = (draft: GenerateDraft): GenerateDraft => ({
  ...draft,
  researcher: { ...draft.researcher, name: 'Ada', organization: 'Uni', email: 'ada@uni.test' },
  industry: { ...draft.industry, name: 'Grace', organization: 'Acme', email: 'grace@acme.test' },
  project: { ...draft.project, title: 'X-ray', description: 'Benchtop', timeline: '12 months' },
});

describe('newDraft', () => {
  it('starts from the §9 defaults and fills in my own side only', () => {
    const draft = newDraft('NDA', me);
    expect(draft.industry).toEqual({
      name: 'Grace Hopper',
      organization: 'Acme Labs',
      email: 'grace@acme.test',
      role: LEGAL_DEFAULTS.industryRole,
    });
    expect(draft.researcher).toEqual({
      name: '',
      organization: '',
      email: '',
      role: LEGAL_DEFAULTS.researcherRole,
    });
    expect(draft.equity).toEqual({ researcher: '60', industry: '40' });
    expect(draft.vesting).toMatchObject({
      cliffPeriod: '12',
      vestingPeriod: '48',
      vestingFrequency: 'monthly',
    });
    expect(draft.confidentialityPeriod).toBe('5');
    expect(draft.terminationClause).toMatch(/30 days written notice/);
    expect(draft.disputeResolution).toMatch(/binding arbitration/);
  });
});

describe('canGenerate', () => {
  it('needs every required field and no optional one', () => {
    const draft = complete(newDraft('NDA'));
    expect(canGenerate(draft)).toBe(true);
    expect(canGenerate({ ...draft, project: { ...draft.project, fundingAmount: '' } })).toBe(true);
    const blanks: GenerateDraft[] = [
      { ...draft, researcher: { ...draft.researcher, name: ' ' } },
      { ...draft, researcher: { ...draft.researcher, organization: '' } },
      { ...draft, researcher: { ...draft.researcher, email: '' } },
      { ...draft, industry: { ...draft.industry, name: '' } },
      { ...draft, industry: { ...draft.industry, organization: '' } },
      { ...draft, industry: { ...draft.industry, email: '  ' } },
      { ...draft, project: { ...draft.project, title: '' } },
      { ...draft, project: { ...draft.project, description: '' } },
      { ...draft, project: { ...draft.project, timeline: '' } },
    ];
    for (const blank of blanks) expect(canGenerate(blank)).toBe(false);
  });
});

describe('equity split', () => {
  const sum = (d: GenerateDraft) => Number(d.equity.researcher) + Number(d.equity.industry);

  it('keeps what is typed in one field and sets the other to the rest', () => {
    const draft = newDraft('equity_agreement');
    expect(withEquityShare(draft, 'researcher', '72.5').equity).toEqual({
      researcher: '72.5',
      industry: '27.5',
    });
    expect(withEquityShare(draft, 'industry', '10').equity).toEqual({
      researcher: '90',
      industry: '10',
    });
  });

  it('always sums to 100, at the bounds and beyond them once normalised', () => {
    const draft = newDraft('equity_agreement');
    for (const typed of ['0', '100', '33.3', '0.1', '99.9']) {
      expect(sum(withEquityShare(draft, 'researcher', typed))).toBeCloseTo(100, 9);
      expect(sum(withEquityShare(draft, 'industry', typed))).toBeCloseTo(100, 9);
    }
    expect(normaliseEquity(withEquityShare(draft, 'researcher', '150')).equity).toEqual({
      researcher: '100',
      industry: '0',
    });
    expect(normaliseEquity(withEquityShare(draft, 'industry', '')).equity).toEqual({
      researcher: '100',
      industry: '0',
    });
  });
});

describe('toGenerateRequest', () => {
  it('splits IP assets on commas, trimmed, empties dropped; funding as a number or null', () => {
    const draft = complete(newDraft('NDA'));
    const request = toGenerateRequest({
      ...draft,
      project: { ...draft.project, ipAssets: ' Patent A, ,Trade secret B ,, ', fundingAmount: '' },
    });
    expect(request.projectDetails.intellectualProperty).toEqual(['Patent A', 'Trade secret B']);
    expect(request.projectDetails.fundingAmount).toBeNull();
    const funded = toGenerateRequest({
      ...draft,
      project: { ...draft.project, fundingAmount: '250000' },
    });
    expect(funded.projectDetails.fundingAmount).toBe(250000);
  });

  it('sends equity and vesting terms only for an equity agreement', () => {
    const nda = toGenerateRequest(complete(newDraft('NDA')));
    expect(nda.terms).not.toHaveProperty('equityDistribution');
    expect(nda.terms).not.toHaveProperty('vestingSchedule');
    expect(generateDocumentRequestSchema.safeParse(nda).success).toBe(true);

    const draft = withEquityShare(complete(newDraft('equity_agreement')), 'industry', '25');
    const equity = toGenerateRequest({
      ...draft,
      vesting: {
        ...draft.vesting,
        vestingFrequency: 'quarterly',
        milestones: [{ name: 'Prototype', equityPercent: '20' }],
      },
    });
    expect(equity.terms).toMatchObject({
      equityDistribution: { researcher: 75, industry: 25 },
      vestingSchedule: {
        cliffPeriod: 12,
        vestingPeriod: 48,
        vestingFrequency: 'quarterly',
        milestones: [{ name: 'Prototype', equityPercent: 20 }],
      },
      confidentialityPeriod: 5,
    });
    expect(generateDocumentRequestSchema.safeParse(equity).success).toBe(true);
  });
});

describe('draftFromPrefill', () => {
  it('fills every field from the collaboration and keeps it linked', () => {
    const prefill: DocumentPrefill = {
      collaborationId: 9,
      partnerTitle: 'Partner',
      parties: {
        researcher: { name: 'Ada L', organization: 'Uni', email: 'ada@uni.test', role: 'PI' },
        industry: { name: 'Grace H', organization: 'Acme', email: 'g@acme.test', role: 'CTO' },
      },
      projectDetails: {
        title: 'X-ray',
        description: 'Benchtop',
        intellectualProperty: ['Patent A', 'Patent B'],
        fundingAmount: 50000,
        timeline: '6 months',
      },
      terms: {
        equityDistribution: { researcher: 85, industry: 15 },
        vestingSchedule: { cliffPeriod: 6, vestingPeriod: 24, vestingFrequency: 'yearly' },
        confidentialityPeriod: 3,
        terminationClause: 'T',
        disputeResolution: 'D',
      },
    };
    const draft = draftFromPrefill(prefill, 'NDA');
    expect(canGenerate(draft)).toBe(true);
    // A researcher proposed: the form names the industry side as the agreement will.
    expect(draft.partnerTitle).toBe('Partner');
    const request = toGenerateRequest(draft);
    expect(request).toMatchObject({
      documentType: 'NDA',
      collaborationId: 9,
      projectDetails: { intellectualProperty: ['Patent A', 'Patent B'], fundingAmount: 50000 },
      terms: { confidentialityPeriod: 3, terminationClause: 'T', disputeResolution: 'D' },
    });
    expect(draftFromPrefill(prefill, 'equity_agreement').equity).toEqual({
      researcher: '85',
      industry: '15',
    });
  });
});
