import type { InstitutionStats } from '@labbridge/shared-types';
import { DollarSign, FlaskConical, TrendingUp, Users } from 'lucide-react';
import { formatPercent, formatUsd } from '../../lib/format';
import type { Stat } from '../home/stat-card';

/** Shown for a figure the server did not give (its request failed): never a made-up zero. */
const NO_FIGURE = '—';

/**
 * Spec §2's four KPI cards from GET /api/admin/institution-stats. A rate needs something to
 * divide: with no collaboration yet, success reads as no data, not as 0%.
 */
export function kpiFigures(data: InstitutionStats | undefined): Stat[] {
  const successRate = !data
    ? NO_FIGURE
    : data.collaborations === 0
      ? 'No data yet'
      : formatPercent(data.successRate);
  return [
    {
      label: 'Total Projects',
      value: data ? String(data.totalProjects) : NO_FIGURE,
      caption: 'Listings on the platform, archived aside',
      icon: FlaskConical,
    },
    {
      label: 'Active Users',
      value: data ? String(data.activeUsers) : NO_FIGURE,
      caption: data
        ? `Signed in within 30 days, of ${data.totalUsers}`
        : 'Signed in within 30 days',
      icon: Users,
    },
    {
      label: 'Success Rate',
      value: successRate,
      caption: !data
        ? 'Collaborations completed'
        : data.collaborations === 0
          ? 'No collaborations yet'
          : `${data.completedCollaborations} of ${data.collaborations} collaborations completed`,
      icon: TrendingUp,
    },
    {
      label: 'Total Revenue',
      value: data ? formatUsd(data.totalRevenue) : NO_FIGURE,
      caption: 'Premium listing fees accrued',
      icon: DollarSign,
    },
  ];
}
