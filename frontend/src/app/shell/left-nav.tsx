import { NavLink } from 'react-router-dom';
import { useHomeSummary } from '../../features/home/dashboard-data';
import { QuickStats, RecentActivity } from '../../features/home/nav-panels';
import { useUnreadMessageCount } from '../../features/messages/queries';
import { cn } from '../../lib/cn';
import { CountBadge } from '../../ui/badge';
import { NAV_ITEMS } from './nav-items';

/**
 * The signed-in navigation with its live badges, then Quick Stats and Recent Activity;
 * `onNavigate` lets the mobile drawer close after a choice.
 */
export function LeftNav({ onNavigate }: { onNavigate?: () => void }) {
  const unreadMessages = useUnreadMessageCount();
  const { data: summary } = useHomeSummary();
  return (
    <div className="flex flex-col">
      <nav aria-label="Main" className="flex flex-col gap-1 p-3">
        {NAV_ITEMS.map(({ label, to, icon: Icon, badge }) => (
          <NavLink
            key={to}
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )
            }
          >
            <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className="flex-1">{label}</span>
            {badge === 'unreadMessages' && unreadMessages !== null && (
              <CountBadge count={unreadMessages} label="unread messages" one="unread message" />
            )}
            {badge === 'pendingDocuments' && summary && (
              <CountBadge
                count={summary.pendingDocuments}
                label="documents to sign"
                one="document to sign"
              />
            )}
          </NavLink>
        ))}
      </nav>
      <QuickStats />
      <RecentActivity onNavigate={onNavigate} />
    </div>
  );
}
