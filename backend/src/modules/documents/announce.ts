import { type DocumentUpdatedEvent, documentPath } from '@labbridge/shared-types';
import type { Emit } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { notify } from '../notifications/service';
import { type DocumentRow, documentPartyIds } from './access';

/**
 * Tells a document's parties about a change once the transaction commits: `document:updated`
 * to both (and the admins room), and, when `notice` is given, a notification to the party who
 * did not make the change.
 */
export const announceDocument = async (
  tx: DbOrTx,
  emit: Emit,
  row: DocumentRow,
  change: DocumentUpdatedEvent['change'],
  actorId: string,
  notice?: { title: string; message: string; type?: 'document' | 'milestone' },
) => {
  const partyIds = documentPartyIds(row);
  if (notice) {
    await notify(
      tx,
      emit,
      partyIds.filter((id) => id !== actorId),
      {
        type: notice.type ?? 'document',
        title: notice.title,
        message: notice.message,
        actionUrl: documentPath(row.id),
      },
    );
  }
  emit('document:changed', {
    event: {
      id: row.id,
      status: row.status,
      version: row.version,
      change,
      actorId,
      collaborationId: row.collaborationId,
      updatedAt: row.updatedAt.toISOString(),
    },
    partyIds,
  });
};
