import type { AnalyticsPeriod } from '@labbridge/shared-types';
import { BarChart3 } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';
import { ChartCardSkeleton } from '../../ui/chart/chart-card';
import { EmptyState, LoadError } from '../../ui/empty-state';
import { LoadingStatus } from '../../ui/skeleton';
import {
  isEmptySummary,
  PERIOD_LABELS,
  PERIOD_SPANS,
  parsePeriod,
  SCOPE_TEXT,
  useAnalytics,
} from './analytics-data';
import { IndustryPipelinePanel, ResearcherFunnelPanel } from './deal-panels';
import { PeriodSelector } from './period-selector';
import { StatGrid, StatGridSkeleton } from './stat-grid';
import { TopProjectsSkeleton, TopProjectsTable } from './top-projects-table';
import { ViewsChart } from './views-chart';

/** /analytics: the signed-in user's numbers over 7d, 30d, 90d or 1y (?period=, default 30d). */
export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get('period'));
  const query = useAnalytics(period);
  const { data, isPending, isError, isPlaceholderData } = query;

  const choose = (next: AnalyticsPeriod) =>
    setSearchParams(
      (params) => {
        params.set('period', next);
        return params;
      },
      { replace: true },
    );

  const text = data ? SCOPE_TEXT[data.scope] : null;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Analytics</h1>
          <p className="mt-1 text-slate-600">
            {text ? `${text.intro} ` : ''}Showing {PERIOD_SPANS[period]}.
          </p>
        </div>
        <PeriodSelector value={period} onChange={choose} />
      </header>

      {isPending ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <LoadingStatus>Loading analytics...</LoadingStatus>
          <StatGridSkeleton />
          <ChartCardSkeleton />
          <TopProjectsSkeleton />
        </div>
      ) : isError ? (
        <LoadError icon={BarChart3} title="Analytics could not be loaded" query={query} />
      ) : (
        <div
          className="flex flex-col gap-6 transition-opacity aria-busy:opacity-60"
          aria-busy={isPlaceholderData}
        >
          {isEmptySummary(data) ? (
            <EmptyState
              icon={BarChart3}
              title="No analytics data available"
              description={`Nothing was recorded in ${PERIOD_SPANS[data.period]}.`}
            />
          ) : (
            <>
              <section aria-label="Totals">
                <StatGrid stats={data.stats} />
              </section>
              {data.funnel && (
                <ResearcherFunnelPanel funnel={data.funnel} span={PERIOD_SPANS[data.period]} />
              )}
              {data.pipeline && (
                <IndustryPipelinePanel pipeline={data.pipeline} span={PERIOD_SPANS[data.period]} />
              )}
              <ViewsChart title={SCOPE_TEXT[data.scope].chart} days={data.viewsByDay} />
            </>
          )}
          <TopProjectsTable
            title={SCOPE_TEXT[data.scope].top}
            emptyText={SCOPE_TEXT[data.scope].noTop}
            periodLabel={PERIOD_LABELS[data.period]}
            projects={data.topProjects}
          />
        </div>
      )}
    </div>
  );
}
