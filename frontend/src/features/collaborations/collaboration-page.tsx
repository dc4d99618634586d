import {
  type CollaborationDetail,
  type DealParty,
  DOCUMENT_TYPE_LABELS,
  documentPath,
  partnerLabel,
  partyName,
  projectPath,
} from '@labbridge/shared-types';
import { FilePlus2, FileText, Handshake, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../lib/api';
import { formatDate, formatDateTime, formatPercent } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { AvatarInitials } from '../../ui/avatar-initials';
import { BackLink } from '../../ui/back-link';
import { StatusBadge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Panel } from '../../ui/card';
import { EmptyState, LoadError } from '../../ui/empty-state';
import { LoadingStatus, Skeleton } from '../../ui/skeleton';
import { StretchedLink } from '../../ui/stretched-link';
import { generatePath } from '../documents/document-lists';
import { DOCUMENT_BADGES } from '../documents/status-badges';
import { useRefetchAtNextUnlock } from '../documents/vesting/next-unlock';
import { VestingScheduleCard } from '../documents/vesting/vesting-schedule-card';
import { CollaborationActions } from './collaboration-actions';
import { CollaborationHistory } from './collaboration-history';
import { useCollaboration } from './queries';
import { COLLABORATION_BADGES } from './status-badges';

const parseId = (raw: string | undefined) =>
  raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

function PartyRow({ label, party }: { label: string; party: DealParty }) {
  return (
    <div className="flex items-center gap-3">
      <AvatarInitials firstName={party.firstName} lastName={party.lastName} size="sm" />
      <div className="min-w-0 text-sm">
        <p className="text-xs text-slate-600">{label}</p>
        <Link to={`/profile/${party.id}`} className="font-medium text-brand-800 hover:underline">
          {partyName(party)}
        </Link>
        {party.organization && <p className="text-slate-700">{party.organization}</p>}
        <p className="truncate text-slate-600">{party.email}</p>
      </div>
    </div>
  );
}

function Proposal({ collaboration: c }: { collaboration: CollaborationDetail }) {
  return (
    <Panel title="Proposal">
      <p className="break-words whitespace-pre-line text-slate-800">{c.proposalMessage}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">Proposed equity</dt>
          <dd className="font-semibold text-slate-900">
            {c.proposedEquity === null ? 'Not specified' : formatPercent(c.proposedEquity)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Proposed timeline</dt>
          <dd className="font-semibold text-slate-900">{c.proposedTimeline ?? 'Not specified'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Proposed</dt>
          <dd className="font-semibold text-slate-900">{formatDate(c.createdAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function LinkedDocuments({ collaboration: c }: { collaboration: CollaborationDetail }) {
  const canGenerate = c.myRole !== null && (c.status === 'pending' || c.status === 'active');
  return (
    <Panel
      title="Documents"
      action={
        canGenerate && (
          <ButtonLink to={generatePath(undefined, c.id)} size="sm" icon={FilePlus2}>
            Generate Document
          </ButtonLink>
        )
      }
    >
      {c.documents.length === 0 ? (
        <p className="text-sm text-slate-600">
          No documents yet.{' '}
          {canGenerate
            ? 'Generate an NDA, a term sheet or an agreement pre-filled from this proposal.'
            : ''}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Linked documents">
          {c.documents.map((doc) => (
            <li key={doc.id} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0 flex-1 basis-[calc(100%-2rem)] sm:basis-0">
                <StretchedLink
                  to={documentPath(doc.id)}
                  className="font-medium text-slate-900 hover:underline"
                >
                  {doc.title}
                </StretchedLink>
                <p className="text-xs text-slate-600">
                  {DOCUMENT_TYPE_LABELS[doc.documentType]} · updated {formatDateTime(doc.updatedAt)}
                </p>
              </div>
              <StatusBadge status={doc.status} scheme={DOCUMENT_BADGES} className="ml-8 sm:ml-0" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <BackLink to="/collaborations">Collaborations</BackLink>
      {children}
    </div>
  );
}

/** /collaborations/:id: one deal from proposal to vesting, for its two parties and admins. */
export default function CollaborationPage() {
  const id = parseId(useParams().id);
  const query = useCollaboration(id);
  const { data: c, isPending, isError, error } = query;
  useRefetchAtNextUnlock(c?.vesting ? [c.vesting] : undefined, query);
  usePageTitle(c ? `Collaboration on ${c.project.title}` : 'Collaboration');

  if (id === null || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Frame>
        <EmptyState
          icon={SearchX}
          title="Collaboration not found"
          description="It may not exist, or you are not one of its parties."
        />
      </Frame>
    );
  }
  if (isPending) {
    return (
      <Frame>
        <LoadingStatus>Loading collaboration...</LoadingStatus>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </Frame>
    );
  }
  if (isError) {
    return (
      <Frame>
        <LoadError icon={Handshake} title="The collaboration could not be loaded" query={query} />
      </Frame>
    );
  }

  return (
    <Frame>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={c.status} scheme={COLLABORATION_BADGES} />
          <span className="text-sm text-slate-600">
            {c.myRole === 'proposer'
              ? `Your proposal to ${partyName(c.counterpart)}`
              : `Proposal from ${partyName(c.counterpart)}`}
          </span>
        </div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Collaboration on{' '}
          <Link to={projectPath(c.project.id)} className="text-brand-800 hover:underline">
            {c.project.title}
          </Link>
        </h1>
        <CollaborationActions collaboration={c} />
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Proposal collaboration={c} />
          <LinkedDocuments collaboration={c} />
          {c.vesting && (
            <section aria-labelledby="vesting-heading" className="flex flex-col gap-3">
              <h2 id="vesting-heading" className="text-lg font-semibold text-slate-900">
                Vesting schedule
              </h2>
              <VestingScheduleCard schedule={c.vesting} linkCollaboration={false} />
            </section>
          )}
        </div>
        <div className="flex flex-col gap-6">
          <Panel title="Parties">
            <div className="flex flex-col gap-4">
              <PartyRow label="Researcher" party={c.parties.researcher} />
              <PartyRow
                label={partnerLabel(c.parties.industryPartner)}
                party={c.parties.industryPartner}
              />
            </div>
          </Panel>
          <Panel title="History">
            <CollaborationHistory history={c.history} />
          </Panel>
        </div>
      </div>
    </Frame>
  );
}
