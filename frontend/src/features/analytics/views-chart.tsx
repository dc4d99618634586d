import type { AnalyticsDayCount } from '@labbridge/shared-types';
import { ChartCard } from '../../ui/chart/chart-card';
import { bucketDays, bucketLabel } from './chart-data';

const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

/** Views per day (per week beyond a month), drawn as bars with the same numbers as a table. */
export function ViewsChart({ title, days }: { title: string; days: AnalyticsDayCount[] }) {
  const { unit, buckets } = bucketDays(days);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const max = Math.max(0, ...buckets.map((b) => b.count));
  const peak = buckets.find((b) => b.count === max && max > 0);
  const summary = peak
    ? `${views(total)} in total; the busiest ${unit} was ${bucketLabel(peak)} with ${views(max)}.`
    : 'No views in this period.';
  return (
    <ChartCard
      title={title}
      description={`Per ${unit}. ${summary}`}
      data={buckets.map((b) => ({ when: bucketLabel(b), views: b.count }))}
      xKey="when"
      xLabel={unit === 'day' ? 'Day' : 'Week'}
      series={[{ key: 'views', label: 'Views' }]}
    />
  );
}
