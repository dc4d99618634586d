import {
  type CollaborationListItem,
  collaborationPath,
  OPEN_COLLABORATION_STATUSES,
  partyName,
} from '@labbridge/shared-types';
import { ArrowRight, Handshake } from 'lucide-react';
import { timeAgo } from '../../lib/format';
import { StatusBadge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import { StretchedLink } from '../../ui/stretched-link';
import { useCollaborations } from './queries';
import { StartCollaborationDialog } from './start-collaboration-dialog';
import { COLLABORATION_BADGES } from './status-badges';

const isOpen = (c: CollaborationListItem) =>
  (OPEN_COLLABORATION_STATUSES as readonly string[]).includes(c.status);

/** My collaborations on one listing, latest activity first (the list comes sorted). */
function useProjectCollaborations(projectId: number) {
  const { data } = useCollaborations();
  return data?.collaborations.filter((c) => c.projectId === projectId) ?? [];
}

interface CollaborationEntryProps {
  projectId: number;
  projectTitle: string;
  ownerName: string;
}

/**
 * A non-owner's way into a deal on this listing: Start Collaboration, or, while a proposal of
 * theirs is open (the server allows one at a time), the way to it.
 */
export function CollaborationEntry({
  projectId,
  projectTitle,
  ownerName,
}: CollaborationEntryProps) {
  const open = useProjectCollaborations(projectId).find(isOpen);
  if (open) {
    return (
      <ButtonLink to={collaborationPath(open.id)} icon={Handshake}>
        View Collaboration
      </ButtonLink>
    );
  }
  return (
    <StartCollaborationDialog
      projectId={projectId}
      projectTitle={projectTitle}
      ownerName={ownerName}
    />
  );
}

/** The deals on this listing I am party to: the owner's proposals received, a partner's own. */
export function ProjectCollaborations({ projectId }: { projectId: number }) {
  const collaborations = useProjectCollaborations(projectId);
  if (collaborations.length === 0) return null;
  return (
    <Card className="p-4">
      <h2 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
        <Handshake className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Your collaborations on this project
      </h2>
      <ul className="divide-y divide-slate-100">
        {collaborations.map((c) => (
          <li key={c.id} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <StretchedLink
              to={collaborationPath(c.id)}
              className="font-medium text-brand-800 hover:underline"
            >
              {c.myRole === 'proposer' ? 'Your proposal to' : 'Proposal from'}{' '}
              {partyName(c.counterpart)}
            </StretchedLink>
            <StatusBadge status={c.status} scheme={COLLABORATION_BADGES} />
            <span className="text-xs text-slate-600">{timeAgo(c.updatedAt)}</span>
            <ArrowRight className="ml-auto h-4 w-4 text-slate-400" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
