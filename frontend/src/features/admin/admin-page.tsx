import { API } from '@labbridge/shared-types';
import { AlertTriangle, ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../app/auth';
import { loadChunk } from '../../lib/load-chunk';
import { useApiQuery } from '../../lib/use-api-query';
import { usePageTitle } from '../../lib/use-page-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { TabSections, useTabParam } from '../../ui/tabs';
import { ApprovalsTab } from './approvals-tab';
import { KpiCards } from './kpi-cards';
import { OverviewTab } from './overview-tab';
import { PartnershipsTab } from './partnerships-tab';
import { ProjectsTab } from './projects-tab';
import { approvalsQuery } from './queries';
import { UsersTab } from './users-tab';

// The charts (recharts) load only when the Analytics tab opens.
const AnalyticsTab = lazy(() => loadChunk(() => import('./analytics-tab')));

const TABS = [
  ['overview', 'Overview'],
  ['projects', 'Projects'],
  ['users', 'Users'],
  ['partnerships', 'Partnerships'],
  ['analytics', 'Analytics'],
  ['approvals', 'Approvals'],
] as const;

export const ACCESS_RESTRICTED =
  'Access Restricted - Super admin privileges required to view this dashboard.';

function AccessRestricted() {
  return (
    <Card className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <ShieldAlert className="h-10 w-10 text-red-700" aria-hidden="true" />
      <p role="alert" className="text-lg font-semibold text-slate-900">
        {ACCESS_RESTRICTED}
      </p>
    </Card>
  );
}

function ApprovalBanner({ onReview }: { onReview: () => void }) {
  const { data } = useApiQuery(API.admin.pendingApprovals, approvalsQuery());
  const n = data?.total ?? 0;
  if (n === 0) return null;
  return (
    <section
      aria-live="polite"
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        {n} {n === 1 ? 'item requires' : 'items require'} your approval
      </p>
      <Button size="sm" onClick={onReview}>
        Review Now
      </Button>
    </section>
  );
}

function Dashboard() {
  const [tab, setTab] = useTabParam(TABS);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Tech Transfer Office Dashboard"
        description="Listings, accounts and deals across the institution, as they happen."
      />
      <KpiCards />
      <ApprovalBanner onReview={() => setTab('approvals')} />
      {/* The six tabs wrap onto two rows on a phone rather than hiding some off-screen. */}
      <TabSections
        label="Dashboard sections"
        tabs={TABS}
        value={tab}
        onValueChange={setTab}
        panels={{
          overview: <OverviewTab />,
          projects: <ProjectsTab />,
          users: <UsersTab />,
          partnerships: <PartnershipsTab />,
          analytics: (
            <Suspense fallback={<Skeleton className="h-80 w-full" />}>
              <AnalyticsTab />
            </Suspense>
          ),
          approvals: <ApprovalsTab />,
        }}
      />
    </div>
  );
}

/** / for superadmins and /admin (spec §2 super admin dashboard); everyone else is told no. */
export default function AdminPage() {
  usePageTitle('Tech Transfer Office Dashboard');
  const { data: user } = useCurrentUser();
  return user?.userType === 'superadmin' ? <Dashboard /> : <AccessRestricted />;
}
