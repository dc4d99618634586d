import {
  COLLABORATION_STATUS_LABELS,
  type CollaborationListItem,
  collaborationPath,
  partyName,
} from '@labbridge/shared-types';
import { Handshake, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { formatPercent, timeAgo } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { BackLink } from '../../ui/back-link';
import { Badge, StatusBadge } from '../../ui/badge';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, LoadError } from '../../ui/empty-state';
import { choices, SelectField } from '../../ui/field';
import { LinkRow } from '../../ui/link-row';
import { PageHeader } from '../../ui/page-header';
import { ListSkeleton } from '../../ui/skeleton';
import {
  awaitsMyReply,
  COLLABORATION_FILTERS,
  type CollaborationFilter,
  countByFilter,
  matchesFilter,
  readCollaborationFilter,
} from './collaboration-list';
import { useCollaborations } from './queries';
import { COLLABORATION_BADGES } from './status-badges';

const FILTER_LABELS: Record<CollaborationFilter, string> = {
  open: 'Open (pending or active)',
  all: 'All statuses',
  ...COLLABORATION_STATUS_LABELS,
};

function CollaborationRow({ collaboration: c }: { collaboration: CollaborationListItem }) {
  const who =
    c.myRole === 'proposer'
      ? `Your proposal to ${partyName(c.counterpart)}`
      : `Proposal from ${partyName(c.counterpart)}`;
  return (
    <LinkRow
      icon={Handshake}
      to={collaborationPath(c.id)}
      title={c.project.title}
      details={
        <>
          {who}
          {c.counterpart.organization ? ` (${c.counterpart.organization})` : ''}
          {c.proposedEquity !== null && ` · ${formatPercent(c.proposedEquity)} equity`} · updated{' '}
          <time dateTime={c.updatedAt}>{timeAgo(c.updatedAt)}</time>
        </>
      }
      aside={
        <>
          {awaitsMyReply(c) && <Badge tone="orange">Awaiting your reply</Badge>}
          <StatusBadge status={c.status} scheme={COLLABORATION_BADGES} />
        </>
      }
    />
  );
}

/**
 * /collaborations: every deal I am party to, proposals I made and received, latest activity
 * first, with the project, the other party and where it stands. The filter lives in the URL.
 */
export default function CollaborationsPage() {
  usePageTitle('Collaborations');
  const [params, setParams] = useSearchParams();
  const filter = readCollaborationFilter(params.get('status'));
  const query = useCollaborations();
  const list = query.data?.collaborations ?? [];
  const counts = countByFilter(list);
  const shown = list.filter((c) => matchesFilter(c, filter));

  const setFilter = (next: CollaborationFilter) =>
    setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <BackLink to="/documents">Legal Documents</BackLink>
      <PageHeader
        title="Collaborations"
        description="The proposals you made and received, from first message to signed agreement."
      />

      <SelectField
        label="Status"
        className="sm:max-w-xs"
        value={filter}
        onValueChange={setFilter}
        options={choices(
          COLLABORATION_FILTERS,
          (f) => `${FILTER_LABELS[f]}${query.data ? ` (${counts[f]})` : ''}`,
        )}
      />

      {query.isPending ? (
        <ListSkeleton label="Loading collaborations..." />
      ) : query.isError ? (
        <LoadError icon={Handshake} title="Collaborations could not be loaded" query={query} />
      ) : shown.length > 0 ? (
        <Card>
          <ul aria-label="My collaborations" className="divide-y divide-slate-100">
            {shown.map((c) => (
              <CollaborationRow key={c.id} collaboration={c} />
            ))}
          </ul>
        </Card>
      ) : list.length > 0 ? (
        <EmptyState
          icon={SearchX}
          title="No collaborations with this status"
          action={
            <Button variant="outline" onClick={() => setFilter('all')}>
              Show all
            </Button>
          }
        />
      ) : (
        <EmptyState
          icon={Handshake}
          title="No collaborations yet"
          description="Propose one from a research project's page with Start Collaboration; proposals you receive appear here too."
          action={<ButtonLink to="/projects">Browse Projects</ButtonLink>}
        />
      )}
    </div>
  );
}
