import type { AdminAuditAction, AdminAuditLogResponse } from '@labbridge/shared-types';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminAuditEvents, users } from '../../db/schema';
import { toPerson } from './present';

export interface AuditEntry {
  actorId: string;
  action: AdminAuditAction;
  targetType: 'user' | 'project' | 'proposal' | 'document';
  targetId: string | number;
  targetLabel: string;
  reason?: string | null;
  dedupeKey?: string;
  /** When it happened, if not the database's now: the instant a dedupeKey's day was taken from. */
  at?: Date;
}

/** Writes one line of the admin audit log inside the action's own transaction. */
export const recordAudit = async (tx: DbOrTx, entry: AuditEntry) => {
  const [row] = await tx
    .insert(adminAuditEvents)
    .values({
      ...entry,
      targetId: String(entry.targetId),
      reason: entry.reason ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: adminAuditEvents.dedupeKey })
    .returning({ id: adminAuditEvents.id, createdAt: adminAuditEvents.createdAt });
  return row ?? null;
};

/** The latest admin actions, newest first, with who took them. */
export const listAudit = async (db: DbOrTx, limit: number): Promise<AdminAuditLogResponse> => {
  const rows = await db
    .select({ entry: adminAuditEvents, actor: users })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.actorId))
    .orderBy(desc(adminAuditEvents.id))
    .limit(limit);
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      action: entry.action,
      actor: actor ? toPerson(actor) : null,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
};
