import type { ProjectData } from '@labbridge/shared-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { projects, uploadAttachments, uploads } from '../../db/schema';
import { canView } from '../projects/access';
import type { Viewer } from '../users/access';
import { STORAGE_NAME, uploadUrl } from './storage';

type UploadRow = typeof uploads.$inferSelect;

const URL_PREFIX = uploadUrl('');

type Attachable = Pick<
  ProjectData,
  'headerImageUrl' | 'mediaCarousel' | 'researchPapers' | 'teamMembers'
>;

/** The stored names of this app's uploads that a listing links to. */
export const uploadNamesIn = (data: Attachable) => {
  const urls = [
    data.headerImageUrl,
    ...data.mediaCarousel.map((m) => m.url),
    ...data.researchPapers.map((p) => p.fileUrl),
    ...data.teamMembers.map((m) => m.imageUrl),
  ];
  const names = urls.flatMap((url) => {
    const name = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : '';
    return STORAGE_NAME.test(name) ? [name] : [];
  });
  return [...new Set(names)];
};

/**
 * Records which uploads a listing carries, so they are served only to those who may open it.
 * Only files uploaded by `uploaderIds` (the listing's owner, or the editor) are attached: a link
 * to somebody else's file changes nothing about who may read it.
 */
export const attachUploads = async (
  tx: DbOrTx,
  projectId: number,
  uploaderIds: string[],
  data: Attachable,
) => {
  await tx.delete(uploadAttachments).where(eq(uploadAttachments.projectId, projectId));
  const names = uploadNamesIn(data);
  if (names.length === 0) return;
  const owned = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.storageName, names), inArray(uploads.ownerId, uploaderIds)));
  if (owned.length === 0) return;
  await tx
    .insert(uploadAttachments)
    .values(owned.map(({ id }) => ({ uploadId: id, projectId })))
    .onConflictDoNothing();
};

const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';
const PRIVATE = 'private, no-cache';

/**
 * Who may fetch a file, and how it may be cached. A file on no listing (a profile picture, an
 * upload not saved into a listing yet) is served to anyone who has its random name. A file on
 * listings is served to its uploader and to whoever may open one of them; only images on a
 * listing everyone may open are cached publicly.
 * @returns the Cache-Control value, or null when this viewer may not have the file.
 */
export const uploadAccess = async (db: DbOrTx, row: UploadRow, viewer: Viewer) => {
  const listings = await db
    .select({
      userId: projects.userId,
      visibility: projects.visibility,
      isActive: projects.isActive,
      reviewStatus: projects.reviewStatus,
    })
    .from(uploadAttachments)
    .innerJoin(projects, eq(projects.id, uploadAttachments.projectId))
    .where(eq(uploadAttachments.uploadId, row.id));
  const isImage = row.kind === 'image';
  if (listings.length === 0) return isImage ? PUBLIC_FOREVER : PRIVATE;
  if (listings.some((listing) => canView(null, listing))) {
    return isImage ? PUBLIC_FOREVER : PRIVATE;
  }
  const allowed =
    (viewer !== null && viewer.id === row.ownerId) ||
    listings.some((listing) => canView(viewer, listing));
  return allowed ? PRIVATE : null;
};
