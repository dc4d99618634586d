import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { projects } from './projects';
import { userRefOrNull, users } from './users';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    eventType: text('event_type').notNull(),
    /** Who did it (null for visitors). */
    userId: userRefOrNull('user_id'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** Whose thing it happened to (project owner, profile owner). */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Makes "once per viewer per day" events idempotent. */
    dedupeKey: text('dedupe_key'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_events_dedupe_unique').on(t.dedupeKey),
    index('analytics_events_type_idx').on(t.eventType, t.createdAt),
    index('analytics_events_project_idx').on(t.projectId, t.createdAt),
    index('analytics_events_subject_idx').on(t.subjectUserId, t.createdAt),
  ],
);
