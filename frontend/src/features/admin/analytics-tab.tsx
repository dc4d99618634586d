/**
 * The admin Analytics tab: platform activity over time and the deal funnel, drawn with the
 * shared ChartCard (recharts, with a table view for screen readers). Loaded lazily with the tab.
 */
import {
  type AdminSeriesName,
  type AnalyticsPeriod,
  API,
  DEFAULT_ANALYTICS_PERIOD,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { formatDay } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { ChartCard } from '../../ui/chart/chart-card';
import { Skeleton } from '../../ui/skeleton';
import { PeriodSelector } from '../analytics/period-selector';

const shortDate = (value: string | number) => formatDay(String(value));

/** The charts of the series over time, which share its date axis. */
const OVER_TIME: {
  title: string;
  what: string;
  kind: 'area' | 'line';
  series: { key: AdminSeriesName; label: string }[];
  emptyText: string;
}[] = [
  {
    title: 'Growth',
    what: 'New accounts and listings',
    kind: 'area',
    series: [
      { key: 'signups', label: 'Sign-ups' },
      { key: 'listings', label: 'Listings' },
    ],
    emptyText: 'No sign-ups or listings in this period.',
  },
  {
    title: 'Deal activity',
    what: 'Messages, proposals and signed documents',
    kind: 'line',
    series: [
      { key: 'messages', label: 'Messages' },
      { key: 'proposals', label: 'Proposals' },
      { key: 'signedDocuments', label: 'Signed documents' },
    ],
    emptyText: 'No messages, proposals or signatures in this period.',
  },
];

export default function AnalyticsTab() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { data, isPending } = useApiQuery(API.admin.analytics, { query: { period } });
  const per = data?.bucket === 'week' ? 'week' : 'day';
  const funnel = data
    ? [
        { step: 'Listings', count: data.funnel.listings },
        { step: 'Conversations', count: data.funnel.conversations },
        { step: 'Proposals', count: data.funnel.proposals },
        { step: 'Accepted', count: data.funnel.accepted },
        { step: 'Signed', count: data.funnel.signed },
      ]
    : [];
  return (
    <section className="flex flex-col gap-6" aria-labelledby="admin-analytics-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-analytics-heading" className="text-lg font-semibold text-slate-900">
          Platform analytics
        </h2>
        <PeriodSelector value={period} onChange={setPeriod} />
      </div>
      {isPending || !data ? (
        <Skeleton className="h-80 w-full" />
      ) : (
        <>
          {OVER_TIME.map(({ title, what, kind, series, emptyText }) => (
            <ChartCard
              key={title}
              title={title}
              titleAs="h3"
              description={`${what} per ${per}.`}
              data={data.series}
              xKey="date"
              xLabel={per === 'week' ? 'Week of' : 'Day'}
              formatX={shortDate}
              kind={kind}
              series={series}
              emptyText={emptyText}
            />
          ))}
          <ChartCard
            title="Deal funnel"
            titleAs="h3"
            description="Listings created in the period and how far their deals went."
            data={funnel}
            xKey="step"
            xLabel="Step"
            kind="horizontal-bar"
            series={[{ key: 'count', label: 'Listings' }]}
            emptyText="No listings were created in this period."
          />
        </>
      )}
    </section>
  );
}
