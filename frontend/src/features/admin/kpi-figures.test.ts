import type { InstitutionStats } from '@labbridge/shared-types';
import { describe, expect, it } from 'vitest';
import { kpiFigures } from './kpi-figures';

const stats = (figures: Partial<InstitutionStats>): InstitutionStats => ({
  totalProjects: 0,
  totalUsers: 1,
  activeUsers: 1,
  collaborations: 0,
  completedCollaborations: 0,
  successRate: 0,
  totalRevenue: 0,
  pendingApprovals: 0,
  dealSpeed: {
    firstMessageToProposal: { medianDays: null, samples: 0 },
    proposalToAccepted: { medianDays: null, samples: 0 },
    documentToExecuted: { medianDays: null, samples: 0 },
  },
  ...figures,
});

const card = (data: InstitutionStats | undefined, label: string) =>
  kpiFigures(data).find((s) => s.label === label)!;

describe('kpiFigures', () => {
  it('reads the success rate as no data before any collaboration, not as 0%', () => {
    expect(card(stats({}), 'Success Rate')).toMatchObject({
      value: 'No data yet',
      caption: 'No collaborations yet',
    });
  });

  it('shows a measured rate, a 0% one included, with what it is made of', () => {
    expect(card(stats({ collaborations: 4 }), 'Success Rate')).toMatchObject({
      value: '0%',
      caption: '0 of 4 collaborations completed',
    });
    const some = stats({ collaborations: 3, completedCollaborations: 1, successRate: 33.3 });
    expect(card(some, 'Success Rate').value).toBe('33.3%');
  });

  it('shows no figure, never a zero, when the figures could not be loaded', () => {
    expect(kpiFigures(undefined).map((s) => s.value)).toEqual(['—', '—', '—', '—']);
    expect(kpiFigures(stats({ totalProjects: 7, totalRevenue: 12 })).map((s) => s.value)).toEqual([
      '7',
      '1',
      'No data yet',
      '$12',
    ]);
  });
});
