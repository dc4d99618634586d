import { COLLABORATION_STATUS_LABELS, type CollaborationStatus } from '@labbridge/shared-types';
import type { BadgeScheme } from '../../ui/badge';

export const COLLABORATION_BADGES: BadgeScheme<CollaborationStatus> = {
  labels: COLLABORATION_STATUS_LABELS,
  tones: {
    pending: 'yellow',
    active: 'green',
    completed: 'brand',
    declined: 'red',
    withdrawn: 'gray',
    ended: 'gray',
  },
};
