/**
 * The deal side of /analytics: a researcher's funnel (rates with what they are made of) and an
 * industry user's pipeline. Rates with nothing to divide read 'No data yet', never a sample figure.
 */
import {
  type AnalyticsRatio,
  COLLABORATION_STATUS_LABELS,
  type IndustryPipeline,
  type ResearcherFunnel,
} from '@labbridge/shared-types';
import {
  Clock,
  FileCheck2,
  FileSignature,
  Handshake,
  MessagesSquare,
  MousePointerClick,
  Send,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ChartCard } from '../../ui/chart/chart-card';
import { StatFigure } from './stat-grid';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const noData = <span className="text-base font-medium text-slate-600">No data yet</span>;

const rate = (ratio: AnalyticsRatio) => (ratio.percent === null ? noData : `${ratio.percent}%`);

type Figure = Omit<ComponentProps<typeof StatFigure>, `data-${string}`> & { name: string };

/** A <dl> of figures, each named by `data-figure` for tests. */
function Figures({ className, figures }: { className: string; figures: Figure[] }) {
  return (
    <dl className={className}>
      {figures.map(({ name, ...figure }) => (
        <StatFigure key={name} data-figure={name} {...figure} />
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="deals-heading" className="flex flex-col gap-4">
      <h2 id="deals-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ResearcherFunnelPanel({
  funnel,
  span,
}: {
  funnel: ResearcherFunnel;
  span: string;
}) {
  const { engagement, collaborationSuccess, documentCompletion, timeToSignature } = funnel;
  const steps = [
    { step: 'Signed-in viewers', count: engagement.whole },
    { step: 'Messaged or proposed', count: engagement.part },
    { step: 'Proposals received', count: collaborationSuccess.whole },
    { step: 'Active or completed', count: collaborationSuccess.part },
    { step: 'Documents executed', count: documentCompletion.part },
  ];
  return (
    <Section title="Deal funnel">
      <Figures
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        figures={[
          {
            name: 'engagement',
            label: 'Engagement',
            icon: MousePointerClick,
            value: rate(engagement),
            detail: `${engagement.part} of ${plural(engagement.whole, 'viewer')} messaged you or proposed`,
          },
          {
            name: 'collaborationSuccess',
            label: 'Collaboration success',
            icon: Handshake,
            value: rate(collaborationSuccess),
            detail: `${collaborationSuccess.part} of ${plural(collaborationSuccess.whole, 'proposal')} active or completed`,
          },
          {
            name: 'documentCompletion',
            label: 'Document completion',
            icon: FileCheck2,
            value: rate(documentCompletion),
            detail: `${documentCompletion.part} of ${plural(documentCompletion.whole, 'document')} fully executed`,
          },
          {
            name: 'timeToSignature',
            label: 'First message to signature',
            icon: Clock,
            value:
              timeToSignature.medianDays === null
                ? noData
                : plural(timeToSignature.medianDays, 'day'),
            detail:
              timeToSignature.deals === 0
                ? 'No agreement signed in this period'
                : `Median of ${plural(timeToSignature.deals, 'signed agreement')}`,
          },
        ]}
      />
      <ChartCard
        title="From view to signature"
        description={`People and deals at each step, ${span}.`}
        kind="horizontal-bar"
        data={steps}
        xKey="step"
        xLabel="Step"
        series={[{ key: 'count', label: 'Count' }]}
        emptyText={`No deal activity in ${span}`}
      />
    </Section>
  );
}

export function IndustryPipelinePanel({
  pipeline,
  span,
}: {
  pipeline: IndustryPipeline;
  span: string;
}) {
  const proposals = pipeline.proposalsByStatus.reduce((sum, s) => sum + s.count, 0);
  return (
    <Section title="Your pipeline">
      <Figures
        className="grid grid-cols-1 gap-4 sm:grid-cols-3"
        figures={[
          {
            name: 'conversations',
            label: 'Conversations',
            icon: MessagesSquare,
            value: pipeline.conversations,
            detail: `With messages written in ${span}`,
          },
          {
            name: 'awaitingMine',
            label: 'Awaiting your signature',
            icon: FileSignature,
            value: pipeline.awaitingSignature.mine,
            detail: 'Documents you have not signed yet',
          },
          {
            name: 'awaitingTheirs',
            label: 'Awaiting the other party',
            icon: Send,
            value: pipeline.awaitingSignature.theirs,
            detail: 'Signed by you, waiting for them',
          },
        ]}
      />
      <ChartCard
        title="Your proposals by status"
        description={`${plural(proposals, 'proposal')} made in ${span}, by where they stand now.`}
        data={pipeline.proposalsByStatus.map((s) => ({
          status: COLLABORATION_STATUS_LABELS[s.status],
          count: s.count,
        }))}
        xKey="status"
        xLabel="Status"
        series={[{ key: 'count', label: 'Proposals' }]}
        emptyText={`No proposals in ${span}`}
      />
    </Section>
  );
}
