import { API } from '@labbridge/shared-types';
import { DollarSign, FlaskConical, TrendingUp, Users } from 'lucide-react';
import { formatPercent, formatUsd } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { StatCards } from '../home/stat-card';

/** Spec §2's four KPI cards, computed by GET /api/admin/institution-stats. */
export function KpiCards() {
  const { data, isPending } = useApiQuery(API.admin.institutionStats, {});
  return (
    <StatCards
      label="Key figures"
      loading={isPending}
      stats={[
        {
          label: 'Total Projects',
          value: String(data?.totalProjects ?? 0),
          caption: 'Listings on the platform, archived aside',
          icon: FlaskConical,
        },
        {
          label: 'Active Users',
          value: String(data?.activeUsers ?? 0),
          caption: `Signed in within 30 days, of ${data?.totalUsers ?? 0}`,
          icon: Users,
        },
        {
          label: 'Success Rate',
          value: formatPercent(data?.successRate ?? 0),
          caption: `${data?.completedCollaborations ?? 0} of ${data?.collaborations ?? 0} collaborations completed`,
          icon: TrendingUp,
        },
        {
          label: 'Total Revenue',
          value: formatUsd(data?.totalRevenue ?? 0),
          caption: 'Premium listing fees accrued',
          icon: DollarSign,
        },
      ]}
    />
  );
}
