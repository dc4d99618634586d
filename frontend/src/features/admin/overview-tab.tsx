import {
  type AdminAuditAction,
  type AdminAuditEntry,
  API,
  type StalledDeal,
} from '@labbridge/shared-types';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Clock, Gauge, History } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../lib/api';
import { apiKey, callApi } from '../../lib/api-client';
import { fullName, timeAgo } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast';

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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" /> Deal speed
        </CardTitle>
        <CardDescription>Median time between the steps of a deal.</CardDescription>
      </CardHeader>
      <CardContent>
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
      </CardContent>
    </Card>
  );
}

function StalledDeals() {
  const queryClient = useQueryClient();
  const { data, isPending } = useApiQuery(API.admin.stalledDeals, {});
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
      void queryClient.invalidateQueries({ queryKey: apiKey(API.admin.stalledDeals) });
      void queryClient.invalidateQueries({ queryKey: [API.admin.auditLog.path] });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BellRing className="h-5 w-5 text-brand-700" aria-hidden="true" /> Stalled deals
        </CardTitle>
        <CardDescription>
          Proposals unanswered and documents unsigned for 7 days or more.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : !data || data.items.length === 0 ? (
          <p className="text-sm text-slate-600">No deal is stalled. Everything is moving.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((deal) => (
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
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="h-5 w-5 text-brand-700" aria-hidden="true" /> Recent admin activity
        </CardTitle>
        <CardDescription>Every action of the office: who, what and when.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : !data || data.entries.length === 0 ? (
          <EmptyState title="No admin actions yet" />
        ) : (
          <ol className="flex flex-col gap-3">
            {data.entries.map((e: AdminAuditEntry) => (
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
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
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
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Gauge className="h-5 w-5 text-brand-700" aria-hidden="true" /> Platform performance
        </CardTitle>
        <CardDescription>Measured by this server since it started.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
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
            <div className="overflow-x-auto">
              <table className="w-full min-w-[420px] text-left text-sm">
                <caption className="sr-only">Requests and latency per API area</caption>
                <thead className="text-xs text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="py-2">
                      Area
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      Requests
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      Errors
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      p50
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      p95
                    </th>
                    <th scope="col" className="py-2 pl-3 text-right">
                      p99
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.routes.slice(0, 8).map((r) => (
                    <tr key={r.group}>
                      <th scope="row" className="py-2 font-medium">
                        {r.group}
                      </th>
                      <td className="py-2 pl-3 text-right">{r.requests}</td>
                      <td className="py-2 pl-3 text-right">{r.errors}</td>
                      <td className="py-2 pl-3 text-right whitespace-nowrap">{r.p50Ms} ms</td>
                      <td className="py-2 pl-3 text-right whitespace-nowrap">{r.p95Ms} ms</td>
                      <td className="py-2 pl-3 text-right whitespace-nowrap">{r.p99Ms} ms</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
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
