import {
  type ApprovalDecision,
  type ApprovalType,
  approvalKey,
  type PendingApproval,
  type PendingApprovalsResponse,
  partyName,
  projectPath,
  USER_TYPE_LABELS,
} from '@labbridge/shared-types';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { businessRule, notFound } from '../../core/errors';
import { type Emit, type TxDeps, withTx } from '../../core/tx';
import { type DbOrTx, queryRows } from '../../db/client';
import { awaitingApproval, awaitingReview, projects, users } from '../../db/schema';
import { notify } from '../notifications/service';
import type { UserRow } from '../users/present';
import { lockAccount } from './access';
import { recordAudit } from './audit';
import { toPerson } from './present';
import { personColumns } from './tables';
import { isReviewable } from './user-status';

type ProjectRow = typeof projects.$inferSelect;
type Decision = 'approved' | 'rejected';

/** Accounts awaiting review, in the words of their partial index. */
export const pendingUserWhere: SQL = awaitingApproval(users);

/** Listings awaiting review, in the words of their partial index. */
export const pendingProjectWhere: SQL = awaitingReview(projects);

/** How much of a listing's description a queue item shows. */
const CLIP = 240;
const clip = (text: string, max = CLIP) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

type PersonRow = Parameters<typeof toPerson>[0];

export const projectApprovalItem = (
  project: Pick<ProjectRow, 'id' | 'title' | 'description' | 'createdAt'>,
  owner: PersonRow,
): PendingApproval => ({
  id: approvalKey('project', project.id),
  type: 'project',
  targetId: String(project.id),
  title: project.title,
  description: clip(project.description),
  owner: toPerson(owner),
  submittedAt: project.createdAt.toISOString(),
});

export const userApprovalItem = (
  user: PersonRow & Pick<UserRow, 'userType' | 'position' | 'createdAt'>,
): PendingApproval => ({
  id: approvalKey('user', user.id),
  type: 'user',
  targetId: user.id,
  title: partyName(user),
  description: [
    user.userType ? USER_TYPE_LABELS[user.userType] : null,
    user.organization,
    user.position,
    user.email,
  ]
    .filter(Boolean)
    .join(' · '),
  owner: toPerson(user),
  submittedAt: user.createdAt.toISOString(),
});

/** Tells every connected admin that an item joined the queue (after the caller's commit). */
export const announcePending = (emit: Emit, item: PendingApproval) =>
  emit('approval:queued', { item });

/** An item left the queue undecided: its listing was archived, or its account deleted. */
export const announceWithdrawn = (
  emit: Emit,
  type: ApprovalType,
  targetId: string | number,
  byUserId: string,
) =>
  emit('approval:decided', {
    event: {
      id: approvalKey(type, targetId),
      type,
      targetId: String(targetId),
      decision: 'withdrawn',
      byUserId,
    },
  });

/** The listings in the queue, newest first, through their partial index. */
export const pendingProjectsQuery = (db: DbOrTx) =>
  db
    .select({
      project: {
        id: projects.id,
        title: projects.title,
        description: sql<string>`left(${projects.description}, ${CLIP + 1})`,
        createdAt: projects.createdAt,
      },
      owner: personColumns(users),
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(pendingProjectWhere)
    .orderBy(desc(projects.createdAt), desc(projects.id));

/** The accounts in the queue, newest first, through their partial index. */
export const pendingUsersQuery = (db: DbOrTx) =>
  db
    .select({
      ...personColumns(users),
      userType: users.userType,
      position: users.position,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(pendingUserWhere)
    .orderBy(desc(users.createdAt), desc(users.id));

/** How many items the queue holds, both kinds, each counted through its own predicate's index. */
export const pendingCount = sql<number>`(select count(*)::int from users where ${pendingUserWhere})
  + (select count(*)::int from projects where ${pendingProjectWhere})`;

/**
 * The newest `limit` pending items of both kinds, and how many there are in all. Each kind gives
 * at most `limit`, so the merge never reads the whole queue. Only the columns an item shows are
 * read (a listing row carries its search vector and score details besides), and of a description
 * only what `clip` can keep: one character more than it shows, so it still knows to add the
 * ellipsis.
 */
export const listPendingApprovals = async (
  db: DbOrTx,
  limit: number,
): Promise<PendingApprovalsResponse> => {
  const pendingUsers = await pendingUsersQuery(db).limit(limit);
  const pendingProjects = await pendingProjectsQuery(db).limit(limit);
  const [count] = await queryRows<{ total: number }>(db, sql`select ${pendingCount} as total`);
  const items = [
    ...pendingUsers.map(userApprovalItem),
    ...pendingProjects.map((r) => projectApprovalItem(r.project, r.owner)),
  ]
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt))
    .slice(0, limit);
  return { items, total: count!.total };
};

const resolvedEvent = (d: ApprovalDecision, admin: UserRow) => ({
  id: d.id,
  type: d.type,
  targetId: d.targetId,
  decision: d.reviewStatus as Decision,
  byUserId: admin.id,
});

/** The answer to a decision on an item, before anything is written (`changed` false). */
const decisionAnswer = (
  type: ApprovalType,
  targetId: string | number,
  decision: Decision,
  reason: string | null,
): ApprovalDecision => ({
  id: approvalKey(type, targetId),
  type,
  targetId: String(targetId),
  reviewStatus: decision,
  reason: decision === 'rejected' ? reason : null,
  changed: false,
});

/** Whether the item already has this decision (a rejection, for the same reason): nothing to do. */
const repeatsDecision = (
  current: { status: string; reason: string | null },
  decision: Decision,
  reason: string | null,
) => current.status === decision && (decision === 'approved' || current.reason === reason);

const reviewFields = (decision: Decision, reason: string | null) => ({
  reviewStatus: decision,
  reviewReason: decision === 'rejected' ? reason : null,
  reviewedAt: new Date(),
  isVerified: decision === 'approved',
});

/**
 * An admin's decision on a listing: approved verifies it, rejected hides it from the catalogue
 * (catalogueVisibility) until its owner edits it. The owner is notified, the decision is
 * audited and every admin's queue drops the item. Repeating a decision changes nothing.
 */
export const decideProject = (
  deps: TxDeps,
  admin: UserRow,
  id: number,
  decision: Decision,
  reason: string | null,
  action: 'review' | 'unpublish' = 'review',
) =>
  withTx(deps, async (tx, emit) => {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!row) throw notFound('Project not found');
    const result = decisionAnswer('project', id, decision, reason);
    if (repeatsDecision({ status: row.reviewStatus, reason: row.reviewReason }, decision, reason)) {
      return { decision: result, project: row };
    }
    const [updated] = await tx
      .update(projects)
      .set({ ...reviewFields(decision, reason), updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action:
        action === 'unpublish'
          ? 'project_unpublished'
          : decision === 'approved'
            ? 'project_approved'
            : 'project_rejected',
      targetType: 'project',
      targetId: id,
      targetLabel: row.title,
      reason,
    });
    await notify(tx, emit, [row.userId], {
      type: 'milestone',
      ...(decision === 'approved'
        ? {
            title: 'Project approved',
            message: `"${row.title}" was approved by the tech transfer office.`,
          }
        : action === 'unpublish'
          ? {
              title: 'Project unpublished',
              message: `"${row.title}" was taken out of the catalogue: ${reason}`,
            }
          : {
              title: 'Project not approved',
              message: `"${row.title}" was not approved and is hidden from the catalogue: ${reason}`,
            }),
      actionUrl: projectPath(id),
    });
    if (row.reviewStatus === 'pending') {
      emit('approval:decided', { event: resolvedEvent(result, admin) });
    }
    return { decision: { ...result, changed: true }, project: updated! };
  });

/**
 * The same for an account: approval verifies it (spec §4); the user hears either way. Only an
 * account the queue could hold is decided (isReviewable): one still onboarding has no role to
 * approve, and an administrator's role is not the office's to review.
 */
export const decideUser = (
  deps: TxDeps,
  admin: UserRow,
  id: string,
  decision: Decision,
  reason: string | null,
) =>
  withTx(deps, async (tx, emit) => {
    const row = await lockAccount(tx, id);
    if (!isReviewable(row)) {
      throw businessRule(
        row.onboardingCompleted
          ? 'Administrator accounts are not reviewed.'
          : 'This account has not finished onboarding: it can be reviewed once its role is chosen.',
        409,
      );
    }
    const result = decisionAnswer('user', id, decision, reason);
    const current = row.isVerified ? 'approved' : row.reviewStatus;
    if (repeatsDecision({ status: current, reason: row.reviewReason }, decision, reason)) {
      return result;
    }
    await tx
      .update(users)
      .set({ ...reviewFields(decision, reason), updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision === 'approved' ? 'user_approved' : 'user_rejected',
      targetType: 'user',
      targetId: id,
      targetLabel: partyName(row) === 'Unknown user' ? row.email : partyName(row),
      reason,
    });
    await notify(tx, emit, [id], {
      type: 'milestone',
      ...(decision === 'approved'
        ? {
            title: 'Account verified',
            message: 'The tech transfer office has verified your account.',
          }
        : {
            title: 'Account not verified',
            message: `The tech transfer office could not verify your account: ${reason}`,
          }),
      actionUrl: '/profile',
    });
    if (current === 'pending') {
      emit('approval:decided', { event: resolvedEvent(result, admin) });
    }
    return { ...result, changed: true };
  });
