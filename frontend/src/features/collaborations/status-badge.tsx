import { COLLABORATION_STATUS_LABELS, type CollaborationStatus } from '@labbridge/shared-types';
import { Badge, type BadgeTone } from '../../ui/badge';

const TONES: Record<CollaborationStatus, BadgeTone> = {
  pending: 'yellow',
  active: 'green',
  completed: 'brand',
  declined: 'red',
  withdrawn: 'gray',
};

export function CollaborationStatusBadge({
  status,
  className,
}: {
  status: CollaborationStatus;
  className?: string;
}) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {COLLABORATION_STATUS_LABELS[status]}
    </Badge>
  );
}
