import type { AnalyticsStat } from '@labbridge/shared-types';
import { cn } from '../../lib/cn';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { STAT_DISPLAY } from './analytics-data';

const numberFormat = new Intl.NumberFormat('en-US');

export function StatGrid({ stats }: { stats: AnalyticsStat[] }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-4',
        stats.length === 5 ? 'xl:grid-cols-5' : 'lg:grid-cols-4',
      )}
    >
      {stats.map(({ key, value }) => {
        const { label, icon: Icon } = STAT_DISPLAY[key];
        return (
          <Card key={key} className="flex flex-col gap-2 p-5" data-stat={key}>
            <dt className="flex items-center gap-3 text-sm font-medium text-slate-700">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold text-slate-900">{numberFormat.format(value)}</dd>
          </Card>
        );
      })}
    </dl>
  );
}

export function StatGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-[100px] rounded-xl" />
      ))}
    </div>
  );
}
