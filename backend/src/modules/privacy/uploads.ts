import { and, eq, notExists } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uploadAttachments, uploads } from '../../db/schema';

/**
 * Deletes the rows of the user's uploads that are on no listing (a profile photo or header, a
 * file never saved into a listing): nothing kept refers to them, and such a file is served to
 * anyone with its name. Files on the archived listings stay with them. Returns the stored names,
 * whose files go once the transaction commits.
 */
export const deleteLooseUploads = async (tx: Tx, userId: string) => {
  const rows = await tx
    .delete(uploads)
    .where(
      and(
        eq(uploads.ownerId, userId),
        notExists(
          tx
            .select({ uploadId: uploadAttachments.uploadId })
            .from(uploadAttachments)
            .where(eq(uploadAttachments.uploadId, uploads.id)),
        ),
      ),
    )
    .returning({ storageName: uploads.storageName });
  return rows.map((row) => row.storageName);
};
