import type { LucideIcon } from 'lucide-react';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { StretchedLink } from '../../ui/stretched-link';

export interface Stat {
  label: string;
  value: number | string;
  icon: LucideIcon;
  caption?: string;
  /** Where the counted things are listed: the whole card leads there. */
  to?: string;
}

function StatCard({ label, value, loading, icon: Icon, caption, to }: Stat & { loading: boolean }) {
  return (
    <Card className="relative flex items-center gap-4 p-5 has-[a:hover]:bg-slate-50">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-col">
        {to ? (
          <StretchedLink to={to} className="text-sm font-medium text-brand-800 hover:underline">
            {label}
          </StretchedLink>
        ) : (
          <span className="text-sm font-medium text-slate-700">{label}</span>
        )}
        {loading ? (
          <Skeleton className="mt-1 h-7 w-12" />
        ) : (
          <span className="text-2xl font-bold text-slate-900">{value}</span>
        )}
        {caption && <span className="text-xs text-slate-600">{caption}</span>}
      </div>
    </Card>
  );
}

/** A row of counters (the dashboard's overview, the office's key figures) that load together. */
export function StatCards({
  label,
  stats,
  loading,
}: {
  label: string;
  stats: Stat[];
  loading: boolean;
}) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} loading={loading} />
      ))}
    </section>
  );
}
