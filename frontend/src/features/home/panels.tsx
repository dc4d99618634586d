import { LIMITS } from '@labbridge/shared-types';
import {
  BarChart3,
  FileCheck,
  FileSignature,
  FileText,
  FlaskConical,
  Handshake,
  MessageSquare,
  Plus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fullName, timeAgo } from '../../lib/format';
import { AvatarInitials } from '../../ui/avatar-initials';
import { CountBadge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { CardSkeleton, Skeleton } from '../../ui/skeleton';
import { PERFORMANCE_EVENTS, useFeaturedForHome, useRecentConversations } from './dashboard-data';
import { HomeProjectCard } from './home-project-card';

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent className="flex-1">{children}</CardContent>
    </Card>
  );
}

export function FeaturedPanel({ canCreate }: { canCreate: boolean }) {
  const { data, isPending, isError } = useFeaturedForHome();
  const projects = isError ? [] : (data?.projects.slice(0, LIMITS.homeFeaturedProjects) ?? []);
  return (
    <Panel
      title="Featured Research Projects"
      action={
        canCreate && (
          <Link to="/projects/new" className={buttonClasses({ size: 'sm' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Project
          </Link>
        )
      }
    >
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: LIMITS.homeFeaturedProjects }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <CardSkeleton key={i} />
          ))}
        </div>
      ) : projects.length === 0 ? (
        <EmptyState
          icon={FlaskConical}
          title="No featured projects yet"
          description="Featured research will appear here once projects are listed."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id}>
              <HomeProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentMessagesPanel() {
  const { data, isPending, isError } = useRecentConversations();
  const conversations = isError
    ? []
    : (data?.conversations.slice(0, LIMITS.homeRecentMessages) ?? []);
  return (
    <Panel
      title="Recent Messages"
      action={
        <Link to="/messages" className={buttonClasses({ variant: 'link', size: 'sm' })}>
          View All
        </Link>
      }
    >
      {isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : conversations.length === 0 ? (
        <EmptyState icon={MessageSquare} title="No recent messages" />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {conversations.map(({ user, lastMessage, unreadCount }) => (
            <li key={user.id} className="relative flex items-start gap-3 py-3">
              <AvatarInitials firstName={user.firstName} lastName={user.lastName} size="sm" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-center gap-2">
                  <Link
                    to={`/messages?user=${user.id}`}
                    className="truncate text-sm font-medium text-slate-900 after:absolute after:inset-0"
                  >
                    {fullName(user)}
                  </Link>
                  <CountBadge count={unreadCount} label="unread" />
                </span>
                <span className="truncate text-sm text-slate-700">{lastMessage.content}</span>
              </div>
              <span className="shrink-0 text-xs text-slate-600">
                {timeAgo(lastMessage.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const DOCUMENT_TILES = [
  { label: 'POC Agreement', icon: FileCheck },
  { label: 'LOI', icon: FileText },
  { label: 'MOU', icon: Handshake },
  { label: 'Vesting Agreement', icon: FileSignature },
];

export function DocumentsPanel({ documentCount }: { documentCount: number }) {
  return (
    <Panel title="AI Legal Document Generator">
      <ul className="grid grid-cols-2 gap-3">
        {DOCUMENT_TILES.map(({ label, icon: Icon }) => (
          <li key={label}>
            <Link
              to="/documents"
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-4 text-center text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-center text-sm text-slate-600">
        {documentCount === 0
          ? 'No documents generated yet'
          : `${documentCount} ${documentCount === 1 ? 'document' : 'documents'} generated`}
      </p>
    </Panel>
  );
}

export function AnalyticsPanel({
  counts,
  loading,
}: {
  counts: Record<string, number>;
  loading: boolean;
}) {
  const rows = PERFORMANCE_EVENTS.map((e) => ({ ...e, count: counts[e.type] ?? 0 }));
  const hasData = rows.some((r) => r.count > 0);
  return (
    <Panel title="Performance Analytics">
      {loading ? (
        <Skeleton className="h-24" />
      ) : hasData ? (
        <dl className="grid grid-cols-2 gap-3">
          {rows.map((row) => (
            <div key={row.type} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{row.label}</dt>
              <dd className="text-xl font-semibold text-slate-900">{row.count}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <EmptyState icon={BarChart3} title="No analytics data available" />
      )}
    </Panel>
  );
}
