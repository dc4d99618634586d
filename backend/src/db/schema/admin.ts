import { ADMIN_AUDIT_ACTIONS } from '@labbridge/shared-types';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { userRefOrNull } from './users';

export const adminAuditActionEnum = pgEnum('admin_audit_action', ADMIN_AUDIT_ACTIONS);

/** Every action of the tech transfer office: who did what to which row, when, and why. */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: serial('id').primaryKey(),
    actorId: userRefOrNull('actor_id'),
    action: adminAuditActionEnum('action').notNull(),
    /** 'user', 'project', 'collaboration' or 'document'. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /**
     * What the target was called at the time, so the log reads well after a rename or once a
     * listing is archived. A person's name or email is not kept past their account's deletion,
     * which labels the lines about the account 'Deleted user' (privacy/mentions.ts).
     */
    targetLabel: text('target_label').notNull().default(''),
    reason: text('reason'),
    /** Makes "at most once a day" actions (a nudge) idempotent. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_events_created_idx').on(t.createdAt),
    uniqueIndex('admin_audit_events_dedupe_unique').on(t.dedupeKey),
    // An account's deletion relabels the lines about it, inside its transaction.
    index('admin_audit_events_target_idx').on(t.targetType, t.targetId),
    // A stalled deal's last nudge, looked up for every deal the dashboard lists.
    index('admin_audit_events_nudge_idx')
      .on(t.targetType, t.targetId, t.createdAt)
      .where(sql`${t.action} = 'deal_nudged'`),
  ],
);
