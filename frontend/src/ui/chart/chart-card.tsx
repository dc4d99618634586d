/**
 * The one way the app draws a chart: recharts inside a card that always carries the same numbers
 * as a table. Screen readers read the table (the drawing is hidden from them); sighted users can
 * switch to it with the Chart / Table toggle. Import this only from lazily loaded pages so recharts
 * stays out of the landing bundle.
 */
import { BarChart3 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardDescription, CardHeader } from '../card';
import { EmptyState } from '../empty-state';
import { Skeleton } from '../skeleton';
import { Table } from '../table';

/** Colours for series in order: brand teal first, then hues that stay apart for colour-blind eyes. */
export const CHART_COLORS = ['#0d9488', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#475569'];

export type ChartRow = Record<string, string | number>;

export interface ChartSeries<T extends ChartRow> {
  key: keyof T & string;
  label: string;
  color?: string;
}

export interface ChartCardProps<T extends ChartRow> {
  title: string;
  titleAs?: 'h2' | 'h3';
  description?: ReactNode;
  data: readonly T[];
  /** The category or date of each row: the x axis (y axis for horizontal bars) and the table's first column. */
  xKey: keyof T & string;
  /** Header of the table's first column, e.g. 'Day'. */
  xLabel: string;
  series: ChartSeries<T>[];
  kind?: 'bar' | 'stacked-bar' | 'horizontal-bar' | 'line' | 'area';
  /** How an x value reads on the axis and in the table (default: as it is). */
  formatX?: (value: T[keyof T & string]) => string;
  formatValue?: (value: number) => string;
  /** Plot height in px (horizontal bars grow with the number of rows instead). */
  height?: number;
  /** When every value is 0 the card shows this instead of a flat chart. */
  emptyText?: string;
  className?: string;
}

const plain = (value: unknown) => String(value);
const numberFormat = new Intl.NumberFormat('en-US');
const tick = { fontSize: 12, fill: '#475569' };

export function ChartCard<T extends ChartRow>({
  title,
  titleAs: Title = 'h2',
  description,
  data,
  xKey,
  xLabel,
  series,
  kind = 'bar',
  formatX = plain,
  formatValue = (n) => numberFormat.format(n),
  height = 240,
  emptyText,
  className,
}: ChartCardProps<T>) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const tableId = useId();
  const isEmpty = data.every((row) => series.every((s) => Number(row[s.key] ?? 0) === 0));
  const colored = series.map((s, i) => ({
    ...s,
    color: s.color ?? CHART_COLORS[i % CHART_COLORS.length] ?? '#0d9488',
  }));
  const label = (value: unknown) => formatX(value as T[keyof T & string]);

  return (
    <Card className={className}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <Title className="text-lg font-semibold text-slate-900">{title}</Title>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {!(isEmpty && emptyText) && (
          <fieldset className="inline-flex shrink-0 rounded-md border border-slate-300 p-0.5 text-xs">
            <legend className="sr-only">Show {title} as</legend>
            {(['chart', 'table'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                aria-controls={option === 'table' ? tableId : undefined}
                onClick={() => setView(option)}
                className={cn(
                  'rounded px-2 py-1 font-medium capitalize',
                  view === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {option}
              </button>
            ))}
          </fieldset>
        )}
      </CardHeader>
      <CardContent>
        {isEmpty && emptyText ? (
          <EmptyState icon={BarChart3} title={emptyText} className="py-8" />
        ) : (
          <>
            {view === 'chart' && (
              <div aria-hidden="true" data-testid="chart-drawing">
                <ResponsiveContainer
                  width="100%"
                  height={kind === 'horizontal-bar' ? Math.max(120, data.length * 44) : height}
                >
                  {drawing({ kind, data, xKey, series: colored, label, formatValue })}
                </ResponsiveContainer>
              </div>
            )}
            {/* Shown, a long table scrolls: keyboard users reach the scroll box with Tab. */}
            <div
              id={tableId}
              className={cn(view === 'chart' ? 'sr-only' : 'max-h-96 overflow-auto')}
              {...(view === 'table'
                ? { role: 'region', 'aria-label': `${title}, table`, tabIndex: 0 }
                : {})}
            >
              <Table
                caption={title}
                rows={data}
                rowKey={(row) => String(row[xKey])}
                columns={[
                  {
                    header: xLabel,
                    rowHeader: true,
                    className: 'font-normal',
                    cell: (row) => label(row[xKey]),
                  },
                  ...colored.map((s) => ({
                    header: s.label,
                    numeric: true,
                    cell: (row: T) => formatValue(Number(row[s.key] ?? 0)),
                  })),
                ]}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface DrawingInput {
  kind: NonNullable<ChartCardProps<ChartRow>['kind']>;
  data: readonly ChartRow[];
  xKey: string;
  series: { key: string; label: string; color: string }[];
  label: (value: unknown) => string;
  formatValue: (value: number) => string;
}

/**
 * The recharts tree; `accessibilityLayer` is off because the table is the accessible form, and
 * animation is off so a chart never moves for people who asked for reduced motion (nor mid-test).
 * Horizontal bars swap the axes: the categories run down the y axis.
 */
function drawing({ kind, data, xKey, series, label, formatValue }: DrawingInput) {
  const horizontal = kind === 'horizontal-bar';
  const Chart = kind === 'line' ? LineChart : kind === 'area' ? AreaChart : BarChart;
  const valueAxis = { allowDecimals: false, tick, tickFormatter: formatValue };
  const categoryAxis = { dataKey: xKey, tick, tickFormatter: label };
  return (
    <Chart
      data={[...data]}
      accessibilityLayer={false}
      {...(horizontal
        ? { layout: 'vertical', margin: { top: 0, right: 16, left: 8 } }
        : { margin: { top: 8, right: 8, left: 0 } })}
    >
      <CartesianGrid
        strokeDasharray="3 3"
        stroke="#e2e8f0"
        vertical={horizontal}
        horizontal={!horizontal}
      />
      {horizontal ? (
        <XAxis type="number" {...valueAxis} />
      ) : (
        <XAxis {...categoryAxis} minTickGap={16} />
      )}
      {horizontal ? (
        <YAxis type="category" {...categoryAxis} width={120} />
      ) : (
        <YAxis {...valueAxis} width={36} />
      )}
      <Tooltip
        labelFormatter={label}
        formatter={(value) => formatValue(Number(value))}
        isAnimationActive={false}
      />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
      {series.map((s) => mark(kind, s))}
    </Chart>
  );
}

/** One series as the kind draws it. */
function mark(kind: DrawingInput['kind'], s: DrawingInput['series'][number]) {
  const named = { dataKey: s.key, name: s.label, isAnimationActive: false };
  if (kind === 'line') {
    return (
      <Line key={s.key} {...named} stroke={s.color} strokeWidth={2} dot={false} type="monotone" />
    );
  }
  if (kind === 'area') {
    return (
      <Area
        key={s.key}
        {...named}
        stroke={s.color}
        fill={s.color}
        fillOpacity={0.15}
        type="monotone"
      />
    );
  }
  const radius: [number, number, number, number] | number =
    kind === 'horizontal-bar' ? [0, 4, 4, 0] : kind === 'stacked-bar' ? 0 : [3, 3, 0, 0];
  return (
    <Bar
      key={s.key}
      {...named}
      fill={s.color}
      stackId={kind === 'stacked-bar' ? 'stack' : undefined}
      radius={radius}
    />
  );
}

export function ChartCardSkeleton({ height = 240 }: { height?: number }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <Skeleton className="h-6 w-48" />
      <Skeleton className="h-4 w-72" />
      <Skeleton className="w-full" style={{ height }} />
    </Card>
  );
}
