import { USER_TYPE_LABELS } from '@labbridge/shared-types';
import { Brain, FileClock, FlaskConical, Handshake } from 'lucide-react';
import { useSignedInUser } from '../../app/auth';
import { isNewAccount } from '../../app/new-account';
import { usePageTitle } from '../../lib/use-page-title';
import { AiEvaluationPanel } from './ai-panel/ai-evaluation-panel';
import { useHomeSummary } from './dashboard-data';
import {
  AnalyticsPanel,
  DocumentsPanel,
  FeaturedPanel,
  RecentMessagesPanel,
  VestingPanel,
} from './panels';
import { StatCards } from './stat-card';

/** / for signed-in researchers and industry users (spec §2). */
export default function HomePage() {
  usePageTitle('Dashboard');
  const user = useSignedInUser();
  const { data: summary, isPending: loading } = useHomeSummary();
  const isResearcher = user.userType === 'researcher';

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <section className="rounded-2xl bg-brand-700 px-6 py-8 text-white">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {isNewAccount(user.id) ? 'Welcome' : 'Welcome back'}, {user.firstName || 'Researcher'}!
        </h1>
        <p className="mt-2 text-brand-50">
          {user.userType === 'industry'
            ? 'Discover research ready for partnership and keep your collaborations moving.'
            : 'Manage your research listings, conversations and agreements in one place.'}
        </p>
        {user.userType && (
          <p className="mt-3 text-sm text-brand-100">{USER_TYPE_LABELS[user.userType]}</p>
        )}
      </section>

      <StatCards
        label="Overview"
        loading={loading}
        stats={[
          {
            label: 'Active Projects',
            icon: FlaskConical,
            value: summary?.activeProjects ?? 0,
            caption: isResearcher ? 'Your active listings' : 'Platform total: open listings',
          },
          {
            label: 'Collaborations',
            icon: Handshake,
            value: summary?.collaborations ?? 0,
            caption: 'Yours, proposed or active',
            to: '/collaborations?status=open',
          },
          {
            label: 'Pending Documents',
            icon: FileClock,
            value: summary?.pendingDocuments ?? 0,
            caption: 'Waiting for your signature',
            to: '/documents?tab=signatures',
          },
          {
            label: 'AI Evaluations',
            icon: Brain,
            value: summary?.aiEvaluations ?? 0,
            caption: isResearcher ? 'Your listings scored' : 'Platform total: listings scored',
          },
        ]}
      />

      <FeaturedPanel canCreate={isResearcher} />
      <AiEvaluationPanel canCreate={isResearcher} />

      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentMessagesPanel />
        <DocumentsPanel documentCount={summary?.documents ?? 0} loading={loading} />
      </div>

      <AnalyticsPanel counts={summary?.performance ?? {}} loading={loading} />
      <VestingPanel />
    </div>
  );
}
