import type { AnalyticsStat } from '@labbridge/shared-types';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { STAT_DISPLAY } from './analytics-data';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * One figure of a <dl> of figures: its icon and label, the value and, when given, what it is
 * made of. `data-*` attributes name it for tests.
 */
export function StatFigure({
  label,
  icon: Icon,
  value,
  detail,
  ...data
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail?: string;
} & Record<`data-${string}`, string>) {
  return (
    <Card className="flex flex-col gap-2 p-5" {...data}>
      <dt className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        {label}
      </dt>
      {detail === undefined ? (
        <dd className="text-2xl font-bold text-slate-900">{value}</dd>
      ) : (
        <dd className="flex flex-col gap-1">
          <span className="text-2xl font-bold text-slate-900">{value}</span>
          <span className="text-sm text-slate-600">{detail}</span>
        </dd>
      )}
    </Card>
  );
}

export function StatGrid({ stats }: { stats: AnalyticsStat[] }) {
  return (
    <dl
      className={cn(
        'grid grid-cols-2 gap-4',
        stats.length === 5 ? 'xl:grid-cols-5' : 'lg:grid-cols-4',
      )}
    >
      {stats.map(({ key, value }) => {
        const { label, icon } = STAT_DISPLAY[key];
        return (
          <StatFigure
            key={key}
            data-stat={key}
            label={label}
            icon={icon}
            value={numberFormat.format(value)}
          />
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
