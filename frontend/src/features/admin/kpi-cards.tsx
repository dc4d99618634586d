import { API } from '@labbridge/shared-types';
import { DollarSign, FlaskConical, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { formatPercent, formatUsd } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';

function Kpi({
  label,
  value,
  caption,
  icon: Icon,
  loading,
}: {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        {loading ? (
          <Skeleton className="mt-1 h-7 w-16" />
        ) : (
          <span className="text-2xl font-bold text-slate-900">{value}</span>
        )}
        <span className="text-xs text-slate-600">{caption}</span>
      </div>
    </Card>
  );
}

/** Spec §2's four KPI cards, computed by GET /api/admin/institution-stats. */
export function KpiCards() {
  const { data, isPending } = useApiQuery(API.admin.institutionStats, {});
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Kpi
        label="Total Projects"
        value={String(data?.totalProjects ?? 0)}
        caption="Listings on the platform, archived aside"
        icon={FlaskConical}
        loading={isPending}
      />
      <Kpi
        label="Active Users"
        value={String(data?.activeUsers ?? 0)}
        caption={`Signed in within 30 days, of ${data?.totalUsers ?? 0}`}
        icon={Users}
        loading={isPending}
      />
      <Kpi
        label="Success Rate"
        value={formatPercent(data?.successRate ?? 0)}
        caption={`${data?.completedCollaborations ?? 0} of ${data?.collaborations ?? 0} collaborations completed`}
        icon={TrendingUp}
        loading={isPending}
      />
      <Kpi
        label="Total Revenue"
        value={formatUsd(data?.totalRevenue ?? 0)}
        caption="Premium listing fees accrued"
        icon={DollarSign}
        loading={isPending}
      />
    </section>
  );
}
