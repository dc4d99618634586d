import { ShieldCheck } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';

/** / for superadmins until the admin feature provides the full dashboard. */
export default function AdminHomePage() {
  usePageTitle('Tech Transfer Office Dashboard');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Tech Transfer Office Dashboard
      </h1>
      <EmptyState
        icon={ShieldCheck}
        title="No platform data to show yet"
        description="Platform KPIs, pending approvals and user management will appear here."
      />
    </div>
  );
}
