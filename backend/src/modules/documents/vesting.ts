import {
  buildVestingSchedule,
  documentTermsSchema,
  type VestingScheduleView,
  vestingProgress,
} from '@labbridge/shared-types';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { businessRule, notFound } from '../../core/errors';
import { withTx } from '../../core/tx';
import type { DbOrTx } from '../../db/client';
import { legalDocuments, projects, vestingMilestoneCompletions } from '../../db/schema';
import type { Deps } from '../../deps';
import { lockDocument } from '../../realtime/collab/store';
import { displayName, loadUsers, partyOf } from '../users/parties';
import type { UserRow } from '../users/present';
import { assertDocumentAccess, type DocumentRow, documentRole, documentsVisibleTo } from './access';
import { announceDocument } from './announce';
import { documentColumns, findDocument } from './queries';

type Completion = typeof vestingMilestoneCompletions.$inferSelect;

const isExecutedEquity = (row: DocumentRow) =>
  row.documentType === 'equity_agreement' &&
  row.status === 'fully_executed' &&
  row.executedAt !== null;

type Side = 'researcher' | 'industry';

/**
 * The sides whose account was deleted. A party leaves an executed agreement in force (deletion
 * keeps it as signed) but can no longer mark its milestones.
 */
const deletedSides = (row: DocumentRow, users: Map<string, UserRow>): Side[] =>
  (
    [
      ['researcher', row.researcherUserId],
      ['industry', row.industryUserId],
    ] as const
  )
    .filter(([, id]) => id !== null && users.get(id)?.deletedAt)
    .map(([side]) => side);

/**
 * When a milestone unlocked, or null: once both parties had marked it (the later of the two). A
 * deleted account's side counts as marked from the deletion, so the remaining party's mark alone
 * unlocks it, as deletion settles what the leaver left open (privacy/delete.ts) without the
 * office; with no mark at all, nothing unlocks.
 */
const completedAt = (
  row: DocumentRow,
  users: Map<string, UserRow>,
  mine: Completion[],
  index: number,
) => {
  const marks = mine.filter((c) => c.milestoneIndex === index);
  const markOf = (id: string | null) => marks.find((c) => c.userId === id)?.completedAt ?? null;
  const researcher = markOf(row.researcherUserId);
  const industry = markOf(row.industryUserId);
  const standIn = (id: string | null) => (id ? (users.get(id)?.deletedAt ?? null) : null);
  const sides = [
    researcher ?? standIn(row.researcherUserId),
    industry ?? standIn(row.industryUserId),
  ];
  const unlocked =
    (researcher || industry) && sides[0] && sides[1]
      ? new Date(Math.max(sides[0].getTime(), sides[1].getTime()))
      : null;
  return { researcher, industry, unlocked };
};

/**
 * The viewer's view of an executed equity agreement's schedule now: the shared vesting rule over
 * its frozen terms, from the moment it was fully executed, with the milestones unlocked (completedAt).
 */
const toView = (
  viewer: UserRow,
  row: DocumentRow,
  completions: Completion[],
  users: Map<string, UserRow>,
  projectTitle: string | null,
  now: Date,
): VestingScheduleView => {
  const terms = documentTermsSchema.parse(row.terms);
  const vesting = terms.vestingSchedule!;
  const equity = terms.equityDistribution ?? { researcher: 0, industry: 0 };
  const role = documentRole(viewer, row);
  const myRole = role === 'researcher' || role === 'industry' ? role : null;
  const partnerId =
    myRole === 'researcher'
      ? row.industryUserId
      : myRole === 'industry'
        ? row.researcherUserId
        : null;
  const mine = completions.filter((c) => c.documentId === row.id);
  const milestones = (vesting.milestones ?? []).map((m, index) => ({
    ...m,
    index,
    ...completedAt(row, users, mine, index),
  }));
  const schedule = buildVestingSchedule({
    terms: vesting,
    totalEquity: myRole ? equity[myRole] : equity.researcher + equity.industry,
    startDate: row.executedAt!.toISOString(),
    milestoneCompletedAt: milestones.map((m) => m.unlocked?.toISOString() ?? null),
  });
  const progress = vestingProgress(schedule, now);
  const unlocked = (date: string | null) => date !== null && Date.parse(date) <= now.getTime();
  return {
    documentId: row.id,
    documentTitle: row.title,
    collaborationId: row.collaborationId,
    projectId: row.projectId,
    projectTitle,
    myRole,
    partner: partyOf(users, partnerId),
    deletedSides: deletedSides(row, users),
    startDate: schedule.startDate,
    terms: {
      cliffPeriod: vesting.cliffPeriod,
      vestingPeriod: vesting.vestingPeriod,
      vestingFrequency: vesting.vestingFrequency,
    },
    totalEquity: schedule.totalEquity,
    equityUnlocked: progress.unlockedEquity,
    completionPercentage: progress.vestedPercent,
    status: progress.status,
    nextUnlock: progress.nextUnlock ? { ...progress.nextUnlock, unlocked: false } : null,
    nextMilestone: (progress.nextUnlock ?? progress.pendingMilestones[0])?.label ?? null,
    tranches: schedule.tranches.map((tr) => ({ ...tr, unlocked: unlocked(tr.date) })),
    milestones: milestones.map((m) => ({
      index: m.index,
      name: m.name,
      equityPercent: m.equityPercent,
      completedAt: m.unlocked?.toISOString() ?? null,
      completedByResearcherAt: m.researcher?.toISOString() ?? null,
      completedByIndustryAt: m.industry?.toISOString() ?? null,
      completedByMe: mine.some((c) => c.milestoneIndex === m.index && c.userId === viewer.id),
    })),
    asOf: now.toISOString(),
  };
};

const viewsOf = async (db: DbOrTx, viewer: UserRow, rows: DocumentRow[]) => {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const projectIds = rows.map((r) => r.projectId).filter((id): id is number => id !== null);
  const [completions, users, titles] = await Promise.all([
    db
      .select()
      .from(vestingMilestoneCompletions)
      .where(inArray(vestingMilestoneCompletions.documentId, ids)),
    loadUsers(
      db,
      rows.flatMap((r) => [r.researcherUserId, r.industryUserId]),
    ),
    projectIds.length
      ? db
          .select({ id: projects.id, title: projects.title })
          .from(projects)
          .where(inArray(projects.id, projectIds))
      : Promise.resolve([]),
  ]);
  const now = new Date();
  return rows.map((row) =>
    toView(
      viewer,
      row,
      completions,
      users,
      titles.find((p) => p.id === row.projectId)?.title ?? null,
      now,
    ),
  );
};

const executedEquity = and(
  eq(legalDocuments.documentType, 'equity_agreement'),
  eq(legalDocuments.status, 'fully_executed'),
);

/**
 * The schedules of the fully executed equity agreements the viewer may read (a party's own; every
 * one for the office, as its documents list shows them), newest agreement first; `active`: only
 * those not yet fully vested (vesting is reckoned now, so it is filtered after the rule runs).
 */
export const listVesting = async (db: DbOrTx, viewer: UserRow, status?: 'active') => {
  const views = await viewsOf(
    db,
    viewer,
    await db
      .select(documentColumns)
      .from(legalDocuments)
      .where(and(executedEquity, documentsVisibleTo(viewer)))
      .orderBy(desc(legalDocuments.executedAt), desc(legalDocuments.id)),
  );
  return status === 'active' ? views.filter((v) => v.status !== 'fully_vested') : views;
};

/** The schedule of a collaboration's latest fully executed equity agreement, if it has one. */
export const latestVestingForCollaboration = async (
  db: DbOrTx,
  viewer: UserRow,
  collaborationId: number,
) => {
  const rows = await db
    .select(documentColumns)
    .from(legalDocuments)
    .where(and(executedEquity, eq(legalDocuments.collaborationId, collaborationId)))
    .orderBy(desc(legalDocuments.executedAt), desc(legalDocuments.id))
    .limit(1);
  return (await viewsOf(db, viewer, rows))[0] ?? null;
};

/**
 * A party marks a milestone of an executed equity agreement complete (again is harmless); it
 * unlocks once both have, or at once when the other party's account was deleted. The other party
 * is told either way, unless their account was deleted.
 */
export const completeMilestone = async (deps: Deps, viewer: UserRow, id: number, index: number) => {
  const row = await findDocument(deps.db, id);
  assertDocumentAccess(viewer, row, false);
  if (!isExecutedEquity(row)) {
    throw businessRule('Milestones vest only under a fully executed equity agreement', 409);
  }
  const milestone = documentTermsSchema.parse(row.terms).vestingSchedule?.milestones?.[index];
  if (!milestone) throw notFound('Milestone not found');
  await withTx(deps, async (tx, emit) => {
    // Both parties marking at once would each count only their own mark and neither announce the
    // unlock: the row lock makes the second wait and see the first.
    await lockDocument(tx, id);
    const inserted = await tx
      .insert(vestingMilestoneCompletions)
      .values({ documentId: id, milestoneIndex: index, userId: viewer.id })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const marks = await tx
      .select()
      .from(vestingMilestoneCompletions)
      .where(
        and(
          eq(vestingMilestoneCompletions.documentId, id),
          eq(vestingMilestoneCompletions.milestoneIndex, index),
        ),
      );
    const parties = await loadUsers(tx, [row.researcherUserId, row.industryUserId]);
    const unlocked = completedAt(row, parties, marks, index).unlocked !== null;
    const partnerDeleted = deletedSides(row, parties).length > 0;
    await announceDocument(
      tx,
      emit,
      row,
      'milestone',
      viewer.id,
      partnerDeleted
        ? undefined
        : {
            type: 'milestone',
            title: unlocked ? 'Milestone reached' : 'Milestone marked complete',
            message: unlocked
              ? `“${milestone.name}” is complete: ${milestone.equityPercent}% of the equity under “${row.title}” has unlocked.`
              : `${displayName(viewer)} marked “${milestone.name}” complete. Confirm it to unlock ${milestone.equityPercent}% of the equity.`,
          },
    );
  });
  const [view] = await viewsOf(deps.db, viewer, [await findDocument(deps.db, id)]);
  return view!;
};
