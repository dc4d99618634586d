import { describe, expect, it } from 'vitest';
import {
  createCollaborationRequestSchema,
  updateCollaborationRequestSchema,
} from './collaborations';
import {
  generateDocumentRequestSchema,
  signDocumentRequestSchema,
  updateLegalDocumentRequestSchema,
} from './documents';

const party = (name: string, email: string) => ({ name, organization: 'Org', email });
const request = (overrides: object = {}) => ({
  documentType: 'NDA',
  parties: {
    researcher: party('Ada', 'ada@example.test'),
    industry: party('Bob', 'BOB@example.test'),
  },
  projectDetails: { title: 'T', description: 'D', timeline: '12 months' },
  ...overrides,
});

describe('collaboration contracts', () => {
  it('requires a non-blank proposal and equity in steps of 0.1 within 0-100', () => {
    const bad = createCollaborationRequestSchema.safeParse({ projectId: 1, proposalMessage: '  ' });
    expect(bad.error?.issues[0]?.message).toBe('Please enter a collaboration proposal.');
    expect(
      createCollaborationRequestSchema.safeParse({
        projectId: 1,
        proposalMessage: 'x',
        proposedEquity: 12.3,
      }).success,
    ).toBe(true);
    for (const proposedEquity of [12.34, -1, 100.1]) {
      expect(
        createCollaborationRequestSchema.safeParse({
          projectId: 1,
          proposalMessage: 'x',
          proposedEquity,
        }).success,
      ).toBe(false);
    }
  });

  it('ignores the parties and status a client sends', () => {
    const parsed = createCollaborationRequestSchema.parse({
      projectId: 1,
      proposalMessage: 'x',
      researcherId: 'placeholder',
      status: 'active',
    });
    expect(parsed).toEqual({
      projectId: 1,
      proposalMessage: 'x',
      proposedEquity: null,
      proposedTimeline: null,
    });
  });

  it('needs a reason from the list to decline', () => {
    expect(updateCollaborationRequestSchema.safeParse({ action: 'decline' }).success).toBe(false);
    expect(
      updateCollaborationRequestSchema.safeParse({ action: 'decline', reason: 'bored' }).success,
    ).toBe(false);
    expect(
      updateCollaborationRequestSchema.safeParse({
        action: 'decline',
        reason: 'too_early',
        note: 'Next year',
      }).success,
    ).toBe(true);
    expect(updateCollaborationRequestSchema.safeParse({ action: 'approve' }).success).toBe(false);
  });
});

describe('document contracts', () => {
  it('normalises emails and drops blank IP assets', () => {
    const parsed = generateDocumentRequestSchema.parse(
      request({
        projectDetails: {
          title: 'T',
          description: 'D',
          timeline: '1y',
          intellectualProperty: ['A', ' ', 'B'],
        },
      }),
    );
    expect(parsed.parties.industry.email).toBe('bob@example.test');
    expect(parsed.projectDetails.intellectualProperty).toEqual(['A', 'B']);
    expect(parsed.terms).toEqual({});
  });

  it('accepts equity and vesting terms only for equity agreements, summing to 100', () => {
    const terms = {
      equityDistribution: { researcher: 60, industry: 40 },
      vestingSchedule: { cliffPeriod: 12, vestingPeriod: 48, vestingFrequency: 'monthly' },
    };
    expect(
      generateDocumentRequestSchema.safeParse(request({ documentType: 'equity_agreement', terms }))
        .success,
    ).toBe(true);
    const nda = generateDocumentRequestSchema.safeParse(request({ terms }));
    expect(nda.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'terms.equityDistribution',
      'terms.vestingSchedule',
    ]);
    const uneven = generateDocumentRequestSchema.safeParse(
      request({
        documentType: 'equity_agreement',
        terms: { equityDistribution: { researcher: 60, industry: 50 } },
      }),
    );
    expect(uneven.success).toBe(false);
    const longCliff = generateDocumentRequestSchema.safeParse(
      request({
        documentType: 'equity_agreement',
        terms: {
          vestingSchedule: { cliffPeriod: 50, vestingPeriod: 48, vestingFrequency: 'monthly' },
        },
      }),
    );
    expect(longCliff.success).toBe(false);
  });

  it('requires the party fields the Generate button waits for', () => {
    const missing = generateDocumentRequestSchema.safeParse(
      request({
        parties: {
          researcher: party('', 'ada@example.test'),
          industry: party('Bob', 'not-an-email'),
        },
      }),
    );
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'parties.researcher.name',
      'parties.industry.email',
    ]);
  });

  it('PATCH carries a version and something to save; signing needs explicit consent', () => {
    expect(updateLegalDocumentRequestSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(updateLegalDocumentRequestSchema.safeParse({ version: 2 }).success).toBe(false);
    expect(
      updateLegalDocumentRequestSchema.safeParse({ version: 2, content: '<p>x</p>' }).success,
    ).toBe(true);
    expect(signDocumentRequestSchema.safeParse({ fullName: 'Ada', consent: false }).success).toBe(
      false,
    );
    expect(signDocumentRequestSchema.safeParse({ fullName: ' ', consent: true }).success).toBe(
      false,
    );
    expect(
      signDocumentRequestSchema.safeParse({ fullName: 'Ada Lovelace', consent: true }).success,
    ).toBe(true);
  });
});
