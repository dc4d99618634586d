import { API, APPROVALS_PAGE, type PendingApproval } from '@labbridge/shared-types';
import { keepPreviousData } from '@tanstack/react-query';
import { Check, CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fullName, timeAgo } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { useAdminActions } from './actions';
import { approvalsQuery } from './queries';
import { ReasonDialog } from './reason-dialog';
import { ShowMore, useGrowingLimit } from './show-more';

function ApprovalItem({ item, onReject }: { item: PendingApproval; onReject: () => void }) {
  const { approve } = useAdminActions();
  const [busy, setBusy] = useState(false);
  const name = item.type === 'project' ? item.title : fullName(item.owner, item.owner.email);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={item.type === 'project' ? 'blue' : 'purple'}>
              {item.type === 'project' ? 'Project' : 'User'}
            </Badge>
            {item.type === 'project' ? (
              <Link
                to={`/projects/${item.targetId}`}
                className="font-semibold text-slate-900 hover:underline"
              >
                {name}
              </Link>
            ) : (
              <span className="font-semibold text-slate-900">{name}</span>
            )}
          </div>
          <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700">{item.description}</p>
          <p className="mt-1 text-xs text-slate-600">
            {item.type === 'project' ? `By ${fullName(item.owner, item.owner.email)} · ` : ''}
            Submitted {timeAgo(item.submittedAt)}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            disabled={busy}
            aria-label={`Approve ${name}`}
            onClick={async () => {
              setBusy(true);
              await approve(item.type, item.targetId);
              setBusy(false);
            }}
          >
            <Check className="h-4 w-4" aria-hidden="true" /> Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Reject ${name}`}
            onClick={onReject}
          >
            <X className="h-4 w-4" aria-hidden="true" /> Reject
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The approval queue, newest first, live (features/admin/live.ts). */
export function ApprovalsTab() {
  const [limit, more] = useGrowingLimit(APPROVALS_PAGE);
  const { data, isPending, isFetching } = useApiQuery(
    API.admin.pendingApprovals,
    approvalsQuery(limit),
    { placeholderData: keepPreviousData },
  );
  const { reject } = useAdminActions();
  const [rejecting, setRejecting] = useState<PendingApproval | null>(null);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (!data || data.items.length === 0) {
    return (
      <EmptyState
        icon={CheckCircle2}
        title="Nothing awaits your approval"
        description="New accounts and listings appear here as soon as they are submitted."
      />
    );
  }
  return (
    <section aria-labelledby="approvals-heading">
      <h2 id="approvals-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Pending approvals ({data.total})
      </h2>
      <ul className="flex flex-col gap-3">
        {data.items.map((item) => (
          <ApprovalItem key={item.id} item={item} onReject={() => setRejecting(item)} />
        ))}
      </ul>
      <ShowMore list={data} which="newest" loading={isFetching} onMore={more} />
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={rejecting?.type === 'project' ? 'Reject project' : 'Reject user'}
        description={
          rejecting?.type === 'project'
            ? 'The listing is hidden from the catalogue and its owner is told your reason.'
            : 'The account stays unverified and its owner is told your reason.'
        }
        confirmLabel="Reject"
        onConfirm={(reason) =>
          rejecting ? reject(rejecting.type, rejecting.targetId, reason) : Promise.resolve(false)
        }
      />
    </section>
  );
}
