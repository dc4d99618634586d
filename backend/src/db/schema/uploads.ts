import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns';
import { projectRef } from './projects';
import { userRefOrNull } from './users';

export const uploadKindEnum = pgEnum('upload_kind', ['paper', 'image']);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: userRefOrNull('owner_id'),
    kind: uploadKindEnum('kind').notNull(),
    /** Random name on disk; never derived from anything the client sent. */
    storageName: text('storage_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_storage_name_unique').on(t.storageName)],
);

/** Which listings a file is attached to: it is served to whoever may open one of them. */
export const uploadAttachments = pgTable(
  'upload_attachments',
  {
    uploadId: belongsTo(uuid('upload_id'), () => uploads.id),
    projectId: projectRef(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.projectId] }),
    index('upload_attachments_project_idx').on(t.projectId),
  ],
);
