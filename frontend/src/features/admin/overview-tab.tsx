import {
  type AdminAuditAction,
  type AdminAuditEntry,
  API,
  STALLED_PAGE,
  type StalledDeal,
} from '@labbridge/shared-types';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { BellRing, Clock, Gauge, History, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { fullName, timeAgo } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ListState } from '../../ui/list-state';
import { Skeleton } from '../../ui/skeleton';
import { Table } from '../../ui/table';
import { toast } from '../../ui/toast';
import { ShowMore, useGrowingLimit } from './show-more';

/** A card of the overview: an icon and a title, a line on what it shows, then the figures. */
function OverviewCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

const days = (n: number | null) => (n === null ? '—' : `${n} ${n === 1 ? 'day' : 'days'}`);

function DealSpeed() {
  const { data, isPending } = useApiQuery(API.admin.institutionStats, {});
  const figures = data
    ? [
        ['First message → proposal', data.dealSpeed.firstMessageToProposal],
        ['Proposal → accepted', data.dealSpeed.proposalToAccepted],
        ['Document → fully executed', data.dealSpeed.documentToExecuted],
      ]
    : [];
  return (
    <OverviewCard
      icon={Clock}
      title="Deal speed"
      description="Median time between the steps of a deal."
    >
      {isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map(([label, figure]) => {
            const f = figure as { medianDays: number | null; samples: number };
            return (
              <div key={label as string} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-700">{label as string}</dt>
                <dd className="text-xl font-bold text-slate-900">{days(f.medianDays)}</dd>
                <dd className="text-xs text-slate-600">
                  {f.samples === 0 ? 'No deal has got this far yet' : `over ${f.samples} deals`}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </OverviewCard>
  );
}

function StalledDeals() {
  const queryClient = useQueryClient();
  const [limit, more] = useGrowingLimit(STALLED_PAGE);
  const { data, isPending, isFetching } = useApiQuery(
    API.admin.stalledDeals,
    { query: { limit } },
    { placeholderData: keepPreviousData },
  );
  const [busy, setBusy] = useState<string | null>(null);
  const nudge = async (deal: StalledDeal) => {
    setBusy(`${deal.kind}:${deal.id}`);
    try {
      const { notified } = await callApi(API.admin.nudge, {
        params: { kind: deal.kind, id: deal.id },
      });
      toast({ title: 'Nudge sent', description: `${notified.length} reminded to act.` });
    } catch (err) {
      toast({ title: 'Failed to nudge', description: errorText(err, ''), variant: 'destructive' });
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: [API.admin.stalledDeals.path] });
      void queryClient.invalidateQueries({ queryKey: [API.admin.auditLog.path] });
    }
  };
  return (
    <OverviewCard
      icon={BellRing}
      title="Stalled deals"
      description="Proposals unanswered and documents unsigned for 7 days or more."
    >
      <ListState
        items={data?.items}
        loading={isPending}
        placeholder={<Skeleton className="h-16 w-full" />}
        placeholders={1}
        className="divide-y divide-slate-100"
        empty={<p className="text-sm text-slate-600">No deal is stalled. Everything is moving.</p>}
      >
        {(deal) => (
          <li
            key={`${deal.kind}:${deal.id}`}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">
                <Badge tone={deal.kind === 'proposal' ? 'blue' : 'purple'} className="mr-2">
                  {deal.kind === 'proposal' ? 'Proposal' : 'Document'}
                </Badge>
                {deal.title}
              </p>
              <p className="text-sm text-slate-700">
                {deal.waitingFor} from{' '}
                {deal.waitingOn.map((p) => fullName(p, p.email)).join(' and ') || 'nobody'} ·{' '}
                <strong>{deal.ageDays} days</strong>
                {deal.lastNudgedAt && ` · nudged ${timeAgo(deal.lastNudgedAt)}`}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              disabled={!deal.canNudge || busy !== null}
              aria-label={`Nudge: ${deal.title}`}
              onClick={() => nudge(deal)}
            >
              {deal.canNudge ? 'Nudge' : 'Nudged today'}
            </Button>
          </li>
        )}
      </ListState>
      <ShowMore list={data} which="longest-waiting" loading={isFetching} onMore={more} />
    </OverviewCard>
  );
}

const ACTION_TEXT: Record<AdminAuditAction, string> = {
  user_approved: 'approved the account of',
  user_rejected: 'did not verify',
  user_created: 'added the user',
  user_suspended: 'suspended',
  user_reactivated: 'reactivated',
  project_approved: 'approved the listing',
  project_rejected: 'rejected the listing',
  project_unpublished: 'unpublished',
  deal_nudged: 'nudged',
};

function ActivityFeed() {
  const { data, isPending } = useApiQuery(API.admin.auditLog, { query: { limit: 15 } });
  return (
    <OverviewCard
      icon={History}
      title="Recent admin activity"
      description="Every action of the office: who, what and when."
    >
      <ListState
        items={data?.entries}
        loading={isPending}
        placeholder={<Skeleton className="h-24 w-full" />}
        placeholders={1}
        as="ol"
        className="flex flex-col gap-3"
        empty={<EmptyState title="No admin actions yet" />}
      >
        {(e: AdminAuditEntry) => (
          <li key={e.id} className="text-sm text-slate-800">
            <span className="font-medium">
              {e.actor ? fullName(e.actor, e.actor.email) : 'A former admin'}
            </span>{' '}
            {ACTION_TEXT[e.action]} <span className="font-medium">{e.targetLabel}</span>
            {e.reason && <span className="text-slate-600"> — “{e.reason}”</span>}
            <span className="block text-xs text-slate-600">
              <time dateTime={e.createdAt}>{timeAgo(e.createdAt)}</time>
            </span>
          </li>
        )}
      </ListState>
    </OverviewCard>
  );
}

const bytes = (n: number | null) =>
  n === null ? 'unknown' : n > 1e9 ? `${(n / 1e9).toFixed(1)} GB` : `${(n / 1e6).toFixed(1)} MB`;
const uptime = (s: number) =>
  s >= 86_400
    ? `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`
    : `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;

function Performance() {
  const { data, isPending } = useApiQuery(API.admin.performanceMetrics, {});
  return (
    <OverviewCard
      icon={Gauge}
      title="Platform performance"
      description="Measured by this server since it started."
      contentClassName="flex flex-col gap-4"
    >
      {isPending || !data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Uptime', uptime(data.uptimeSeconds)],
              ['Requests', String(data.totalRequests)],
              ['Live connections', String(data.connectedSockets)],
              ['Database', bytes(data.databaseBytes)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-lg font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="scroll-x-hint">
            <Table
              caption="Requests and latency per API area"
              className="min-w-[420px]"
              rows={data.routes.slice(0, 8)}
              rowKey={(r) => r.group}
              columns={[
                { header: 'Area', rowHeader: true, cell: (r) => r.group },
                { header: 'Requests', numeric: true, cell: (r) => r.requests },
                { header: 'Errors', numeric: true, cell: (r) => r.errors },
                ...(['p50Ms', 'p95Ms', 'p99Ms'] as const).map((key) => ({
                  header: key.slice(0, 3),
                  numeric: true,
                  className: 'whitespace-nowrap',
                  cell: (r: (typeof data.routes)[number]) => `${r[key]} ms`,
                })),
              ]}
            />
          </div>
        </>
      )}
    </OverviewCard>
  );
}

/** Overview: deal speed, the deals that need a push, the office's own activity, performance. */
export function OverviewTab() {
  return (
    // min-w-0: a wide table scrolls inside its card instead of widening the page on a phone.
    <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      <div className="lg:col-span-2">
        <DealSpeed />
      </div>
      <StalledDeals />
      <ActivityFeed />
      <div className="lg:col-span-2">
        <Performance />
      </div>
    </div>
  );
}
