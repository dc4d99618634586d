/**
 * The left navigation's Quick Stats and Recent Activity (spec §2), on the signed-in user's own
 * data: the same summary as the dashboard's counters, and their latest events, each linked.
 */
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../../app/auth';
import { timeAgo } from '../../lib/format';
import { ListState } from '../../ui/list-state';
import { Skeleton } from '../../ui/skeleton';
import { describeActivity } from './activity-text';
import { useHomeActivity, useHomeSummary } from './dashboard-data';

function NavSection({ title, children }: { title: string; children: ReactNode }) {
  // The navigation renders twice on a phone (hidden sidebar and open drawer): ids stay unique.
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 border-t border-slate-200 px-6 py-4"
    >
      <h2 id={id} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function QuickStats() {
  const user = useSignedInUser();
  const { data, isPending, isError } = useHomeSummary();
  if (isError) return null;
  const stats = [
    {
      label: user.userType === 'researcher' ? 'My active listings' : 'Open listings',
      value: data?.activeProjects,
    },
    { label: 'My collaborations', value: data?.collaborations },
    {
      label: user.userType === 'researcher' ? 'My average score' : 'Average listing score',
      value: data ? (data.averageScore ?? '–') : undefined,
    },
  ];
  return (
    <NavSection title="Quick Stats">
      <dl className="flex flex-col gap-1.5 text-sm">
        {stats.map(({ label, value }) => (
          <div key={label} className="flex items-center justify-between gap-2">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">
              {isPending ? <Skeleton className="h-4 w-6" /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </NavSection>
  );
}

export function RecentActivity({ onNavigate }: { onNavigate?: () => void }) {
  const { data, isPending, isError } = useHomeActivity();
  const items = isError ? [] : (data?.items ?? []);
  return (
    <NavSection title="Recent Activity">
      <ListState
        items={items}
        loading={isPending}
        placeholder={<Skeleton className="h-8" />}
        placeholderClassName="flex flex-col gap-2"
        className="flex flex-col gap-2.5"
        empty={<p className="text-sm text-slate-600">No activity yet</p>}
      >
        {(item) => {
          const { text, href } = describeActivity(item);
          return (
            <li key={item.id} className="flex flex-col text-sm">
              <Link
                to={href}
                onClick={onNavigate}
                className="line-clamp-3 text-slate-800 hover:text-brand-800 hover:underline"
              >
                {text}
              </Link>
              <span className="text-xs text-slate-600">{timeAgo(item.at)}</span>
            </li>
          );
        }}
      </ListState>
    </NavSection>
  );
}
