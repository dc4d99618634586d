import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@labbridge/shared-types';
import type { BadgeScheme } from '../../ui/badge';

export const DOCUMENT_BADGES: BadgeScheme<DocumentStatus> = {
  labels: DOCUMENT_STATUS_LABELS,
  tones: {
    draft: 'gray',
    pending_signatures: 'yellow',
    fully_executed: 'green',
    cancelled: 'red',
  },
};
