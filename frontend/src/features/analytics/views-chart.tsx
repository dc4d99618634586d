import type { AnalyticsDayCount } from '@labbridge/shared-types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { bucketDays, bucketLabel } from './chart-data';

const BAR_SLOT = 10;
const BAR_WIDTH = 7;
const HEIGHT = 100;

const views = (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`;

/** A plain SVG bar chart of views, with its numbers also available as a table. */
export function ViewsChart({ title, days }: { title: string; days: AnalyticsDayCount[] }) {
  const { unit, buckets } = bucketDays(days);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const max = Math.max(0, ...buckets.map((b) => b.count));
  const peak = buckets.find((b) => b.count === max && max > 0);
  const summary = peak
    ? `${views(total)} in total; the busiest ${unit} was ${bucketLabel(peak)} with ${views(max)}.`
    : 'No views in this period.';
  const first = buckets[0];
  const last = buckets.at(-1);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          Per {unit}. {summary}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex gap-2">
          <div
            aria-hidden="true"
            className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-slate-600"
          >
            <span>{max}</span>
            <span>0</span>
          </div>
          <svg
            role="img"
            viewBox={`0 0 ${buckets.length * BAR_SLOT} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-48 w-full"
          >
            <title>{`${title}, per ${unit}. ${summary}`}</title>
            <line
              x1={0}
              x2={buckets.length * BAR_SLOT}
              y1={HEIGHT}
              y2={HEIGHT}
              className="stroke-slate-300"
              vectorEffect="non-scaling-stroke"
            />
            {buckets.map((bucket, i) => {
              const height =
                bucket.count === 0 ? 0 : Math.max(1.5, (bucket.count / max) * (HEIGHT - 2));
              return (
                <rect
                  key={bucket.from}
                  x={i * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
                  y={HEIGHT - height}
                  width={BAR_WIDTH}
                  height={height}
                  rx={1}
                  className="fill-brand-600"
                >
                  <title>{`${bucketLabel(bucket)}: ${views(bucket.count)}`}</title>
                </rect>
              );
            })}
          </svg>
        </div>
        {first && last && (
          <div aria-hidden="true" className="ml-10 flex justify-between text-xs text-slate-600">
            <span>{bucketLabel({ ...first, to: first.from })}</span>
            <span>{bucketLabel({ ...last, from: last.to })}</span>
          </div>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-700 hover:underline">
            Show the numbers as a table
          </summary>
          <table className="mt-2 w-full max-w-sm text-left">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {unit === 'day' ? 'Day' : 'Week'}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.from} className="border-b border-slate-100">
                  <td className="py-1">{bucketLabel(bucket)}</td>
                  <td className="py-1 text-right tabular-nums">{bucket.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}

export function ViewsChartSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-72" />
      <Skeleton className="h-48 w-full" />
    </Card>
  );
}
