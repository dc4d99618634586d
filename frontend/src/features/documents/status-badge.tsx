import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@labbridge/shared-types';
import { Badge, type BadgeTone } from '../../ui/badge';

const TONES: Record<DocumentStatus, BadgeTone> = {
  draft: 'gray',
  pending_signatures: 'yellow',
  fully_executed: 'green',
  cancelled: 'red',
};

export function DocumentStatusBadge({
  status,
  className,
}: {
  status: DocumentStatus;
  className?: string;
}) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {DOCUMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
