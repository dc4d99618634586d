import { type DocumentType, LIMITS } from '@labbridge/shared-types';
import {
  BarChart3,
  FileCheck,
  FileSignature,
  FileText,
  FlaskConical,
  Handshake,
  type LucideIcon,
  MessageSquare,
  Plus,
  TrendingUp,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { fullName, timeAgo } from '../../lib/format';
import { AvatarInitials } from '../../ui/avatar-initials';
import { CountBadge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Panel } from '../../ui/card';
import { EmptyState, LoadError } from '../../ui/empty-state';
import { ListState } from '../../ui/list-state';
import { CardSkeleton, Skeleton } from '../../ui/skeleton';
import { StretchedLink } from '../../ui/stretched-link';
import { generatePath } from '../documents/document-lists';
import { useVestingSchedules } from '../documents/queries';
import { VestingScheduleCard } from '../documents/vesting/vesting-schedule-card';
import { ProjectCard } from '../projects/card/project-card';
import { PERFORMANCE_EVENTS, useFeaturedForHome, useRecentConversations } from './dashboard-data';

/** A panel's link to the page that lists all of what it shows. */
function ViewAll({ to }: { to: string }) {
  return (
    <ButtonLink to={to} variant="link" size="sm">
      View All
    </ButtonLink>
  );
}

export function FeaturedPanel({ canCreate }: { canCreate: boolean }) {
  const query = useFeaturedForHome();
  const { data, isPending, isError } = query;
  const projects = isError ? [] : (data?.projects.slice(0, LIMITS.homeFeaturedProjects) ?? []);
  return (
    <Panel
      title="Featured Research Projects"
      action={
        canCreate && (
          <ButtonLink to="/projects/new" size="sm" icon={Plus}>
            New Project
          </ButtonLink>
        )
      }
    >
      <ListState
        items={projects}
        loading={isPending}
        placeholder={<CardSkeleton />}
        placeholders={LIMITS.homeFeaturedProjects}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        error={
          isError && (
            <LoadError
              icon={FlaskConical}
              title="Featured projects could not be loaded"
              query={query}
            />
          )
        }
        empty={
          <EmptyState
            icon={FlaskConical}
            title="No featured projects yet"
            description="Featured research will appear here once projects are listed."
          />
        }
      >
        {(project) => (
          <li key={project.id}>
            <ProjectCard project={project} variant="home" />
          </li>
        )}
      </ListState>
    </Panel>
  );
}

export function RecentMessagesPanel() {
  const query = useRecentConversations();
  const { data, isPending, isError } = query;
  const conversations = isError
    ? []
    : (data?.conversations.slice(0, LIMITS.homeRecentMessages) ?? []);
  return (
    <Panel title="Recent Messages" action={<ViewAll to="/messages" />}>
      <ListState
        items={conversations}
        loading={isPending}
        placeholder={<Skeleton className="h-12" />}
        placeholderClassName="flex flex-col gap-3"
        className="flex flex-col divide-y divide-slate-100"
        error={
          isError && (
            <LoadError
              icon={MessageSquare}
              title="Recent messages could not be loaded"
              query={query}
            />
          )
        }
        empty={<EmptyState icon={MessageSquare} title="No recent messages" />}
      >
        {({ user, lastMessage, unreadCount }) => (
          <li key={user.id} className="relative flex items-start gap-3 py-3">
            <AvatarInitials firstName={user.firstName} lastName={user.lastName} size="sm" />
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2">
                <StretchedLink
                  to={`/messages?user=${user.id}`}
                  className="truncate text-sm font-medium text-slate-900"
                >
                  {fullName(user)}
                </StretchedLink>
                <CountBadge count={unreadCount} label="unread" />
              </span>
              <span className="truncate text-sm text-slate-700">{lastMessage.content}</span>
            </div>
            <span className="shrink-0 text-xs text-slate-600">
              {timeAgo(lastMessage.createdAt)}
            </span>
          </li>
        )}
      </ListState>
    </Panel>
  );
}

/** The tiles open the Generate tab with their type chosen (Vesting Agreement: equity terms). */
const DOCUMENT_TILES: { label: string; type: DocumentType; icon: LucideIcon }[] = [
  { label: 'POC Agreement', type: 'POC', icon: FileCheck },
  { label: 'LOI', type: 'LOI', icon: FileText },
  { label: 'MOU', type: 'MOU', icon: Handshake },
  { label: 'Vesting Agreement', type: 'equity_agreement', icon: FileSignature },
];

export function DocumentsPanel({
  documentCount,
  loading,
}: {
  documentCount: number;
  loading: boolean;
}) {
  return (
    <Panel
      title="AI Legal Document Generator"
      action={documentCount > 0 && <ViewAll to="/documents" />}
    >
      <ul className="grid grid-cols-2 gap-3">
        {DOCUMENT_TILES.map(({ label, type, icon: Icon }) => (
          <li key={label}>
            <Link
              to={generatePath(type)}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-4 text-center text-sm font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
            >
              <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {loading ? (
        <Skeleton className="mx-auto mt-4 h-5 w-40" />
      ) : (
        <p className="mt-4 text-center text-sm text-slate-600">
          {documentCount === 0
            ? 'No documents generated yet'
            : `${documentCount} ${documentCount === 1 ? 'document' : 'documents'} generated`}
        </p>
      )}
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

/**
 * 'Active Vesting Schedules': my fully executed equity agreements still vesting, live, an empty
 * state, or what failed with Try again; a fully vested one is over and stays on the Vesting tab.
 */
export function VestingPanel() {
  const query = useVestingSchedules({ status: 'active' });
  const { data, isPending, isError } = query;
  const schedules = isError ? [] : (data?.schedules ?? []);
  return (
    <Panel
      title="Active Vesting Schedules"
      action={schedules.length > 0 && <ViewAll to="/documents?tab=vesting" />}
    >
      <ListState
        items={schedules}
        loading={isPending}
        placeholder={<Skeleton className="h-36" />}
        className="grid gap-4 md:grid-cols-2"
        error={
          isError && (
            <LoadError
              icon={TrendingUp}
              title="Vesting schedules could not be loaded"
              query={query}
            />
          )
        }
        empty={
          <EmptyState
            icon={TrendingUp}
            title="No active vesting schedules"
            description="Equity vests here once an equity agreement is signed by both parties."
          />
        }
      >
        {(schedule) => (
          <li key={schedule.documentId}>
            <VestingScheduleCard schedule={schedule} compact />
          </li>
        )}
      </ListState>
    </Panel>
  );
}
