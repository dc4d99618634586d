import type {
  AdminCollaborationRow,
  AdminProjectRow,
  AdminUserRow,
  adminCollaborationsQuerySchema,
  adminProjectsQuerySchema,
  adminUsersQuerySchema,
} from '@labbridge/shared-types';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { collaborations, legalDocuments, projects, sessions, users } from '../../db/schema';
import { toAdminProject, toAdminUser, toPerson } from './present';

type ProjectsQuery = z.output<typeof adminProjectsQuerySchema>;
type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type CollaborationsQuery = z.output<typeof adminCollaborationsQuerySchema>;

/** One page of a table (the CSV export reads every row instead, see export.ts). */
interface Paging {
  page: number;
  limit: number;
}

const window = ({ page, limit }: Paging) => ({ limit, offset: (page - 1) * limit });

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const direction = (order: 'asc' | 'desc') => (order === 'asc' ? asc : desc);

const personName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;

// ---- projects ----

const projectScore = sql`(
  select round(avg(s)) from unnest(array[${projects.executabilityScore}, ${projects.feasibilityScore}, ${projects.matchabilityScore}]) as s
  where s is not null and s <> 0)`;

/** The filter and order of the projects table, shared by its pages and its export. */
const projectsQuery = (q: ProjectsQuery & { ids?: number[] }) => {
  const where = and(
    q.ids ? inArray(projects.id, q.ids) : undefined,
    q.status ? eq(projects.reviewStatus, q.status) : undefined,
    q.stage ? eq(projects.stage, q.stage) : undefined,
    q.type ? eq(projects.category, q.type) : undefined,
    q.q
      ? or(
          ilike(projects.title, like(q.q)),
          ilike(users.email, like(q.q)),
          sql`${personName(users)} ilike ${like(q.q)}`,
        )
      : undefined,
  );
  const sortColumn: Record<ProjectsQuery['sort'], SQL | AnyColumn> = {
    createdAt: projects.createdAt,
    title: sql`lower(${projects.title})`,
    score: sql`${projectScore}`,
    stage: projects.stage,
    researcher: sql`lower(${personName(users)})`,
  };
  const dir = direction(q.order);
  return { where, orderBy: [sql`${dir(sortColumn[q.sort])} nulls last`, dir(projects.id)] };
};

/** Ids of every project the filter matches, in the table's order. */
export const adminProjectIds = async (db: DbOrTx, q: ProjectsQuery) => {
  const { where, orderBy } = projectsQuery(q);
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where)
    .orderBy(...orderBy);
  return rows.map((r) => r.id);
};

export const listAdminProjects = async (
  db: DbOrTx,
  q: ProjectsQuery & Paging & { ids?: number[] },
): Promise<{ items: AdminProjectRow[]; total: number }> => {
  const { where, orderBy } = projectsQuery(q);
  const { limit, offset } = window(q);
  const rows = await db
    .select({ project: projects, owner: users })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .where(where);
  return { items: rows.map((r) => toAdminProject(r.project, r.owner)), total: total?.n ?? 0 };
};

// ---- users ----

const lastSignIn = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

const statusFilter = (status: UsersQuery['status']) => {
  switch (status) {
    case 'suspended':
      return isNotNull(users.suspendedAt);
    case 'verified':
      return and(isNull(users.suspendedAt), eq(users.isVerified, true));
    case 'rejected':
      return and(
        isNull(users.suspendedAt),
        eq(users.isVerified, false),
        eq(users.reviewStatus, 'rejected'),
      );
    case 'pending':
      return and(
        isNull(users.suspendedAt),
        eq(users.isVerified, false),
        eq(users.reviewStatus, 'pending'),
      );
    default:
      return undefined;
  }
};

const usersQuery = (q: UsersQuery & { ids?: string[] }) => {
  const where = and(
    q.ids ? inArray(users.id, q.ids) : undefined,
    statusFilter(q.status),
    q.type ? eq(users.userType, q.type) : undefined,
    q.q
      ? or(
          ilike(users.email, like(q.q)),
          ilike(users.organization, like(q.q)),
          sql`${personName(users)} ilike ${like(q.q)}`,
        )
      : undefined,
  );
  const sortColumn: Record<UsersQuery['sort'], SQL | AnyColumn> = {
    createdAt: users.createdAt,
    name: sql`lower(${personName(users)})`,
    email: users.email,
    type: users.userType,
    lastSignInAt: lastSignIn,
  };
  const dir = direction(q.order);
  return { where, orderBy: [sql`${dir(sortColumn[q.sort])} nulls last`, dir(users.id)] };
};

export const adminUserIds = async (db: DbOrTx, q: UsersQuery) => {
  const { where, orderBy } = usersQuery(q);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderBy);
  return rows.map((r) => r.id);
};

export const listAdminUsers = async (
  db: DbOrTx,
  q: UsersQuery & Paging & { ids?: string[] },
): Promise<{ items: AdminUserRow[]; total: number }> => {
  const { where, orderBy } = usersQuery(q);
  const { limit, offset } = window(q);
  const rows = await db
    .select({ user: users, lastSignInAt: lastSignIn })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return {
    items: rows.map((r) => toAdminUser(r.user, r.lastSignInAt ? new Date(r.lastSignInAt) : null)),
    total: total?.n ?? 0,
  };
};

// ---- collaborations ----

const researcher = alias(users, 'researcher');
const partner = alias(users, 'partner');

const collaborationsQuery = (q: CollaborationsQuery & { ids?: number[] }) => {
  const where = and(
    q.ids ? inArray(collaborations.id, q.ids) : undefined,
    q.status ? eq(collaborations.status, q.status) : undefined,
    q.q
      ? or(
          ilike(projects.title, like(q.q)),
          sql`${personName(researcher)} ilike ${like(q.q)}`,
          sql`${personName(partner)} ilike ${like(q.q)}`,
          ilike(partner.organization, like(q.q)),
        )
      : undefined,
  );
  const sortColumn: Record<CollaborationsQuery['sort'], SQL | AnyColumn> = {
    createdAt: collaborations.createdAt,
    updatedAt: collaborations.updatedAt,
    project: sql`lower(${projects.title})`,
    equity: collaborations.proposedEquity,
    status: collaborations.status,
  };
  const dir = direction(q.order);
  return {
    where,
    orderBy: [sql`${dir(sortColumn[q.sort])} nulls last`, dir(collaborations.id)],
  };
};

export const adminCollaborationIds = async (db: DbOrTx, q: CollaborationsQuery) => {
  const { where, orderBy } = collaborationsQuery(q);
  const rows = await db
    .select({ id: collaborations.id })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(researcher, eq(researcher.id, collaborations.researcherId))
    .innerJoin(partner, eq(partner.id, collaborations.industryPartnerId))
    .where(where)
    .orderBy(...orderBy);
  return rows.map((r) => r.id);
};

export const listAdminCollaborations = async (
  db: DbOrTx,
  q: CollaborationsQuery & Paging & { ids?: number[] },
): Promise<{ items: AdminCollaborationRow[]; total: number }> => {
  const { where, orderBy } = collaborationsQuery(q);
  const { limit, offset } = window(q);
  const rows = await db
    .select({ collaboration: collaborations, project: projects, researcher, partner })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(researcher, eq(researcher.id, collaborations.researcherId))
    .innerJoin(partner, eq(partner.id, collaborations.industryPartnerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(collaborations)
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(researcher, eq(researcher.id, collaborations.researcherId))
    .innerJoin(partner, eq(partner.id, collaborations.industryPartnerId))
    .where(where);
  const ids = rows.map((r) => r.collaboration.id);
  const docs = ids.length
    ? await db
        .select({
          id: legalDocuments.id,
          title: legalDocuments.title,
          documentType: legalDocuments.documentType,
          status: legalDocuments.status,
          collaborationId: legalDocuments.collaborationId,
        })
        .from(legalDocuments)
        .where(inArray(legalDocuments.collaborationId, ids))
        .orderBy(desc(legalDocuments.id))
    : [];
  return {
    items: rows.map((r) => ({
      id: r.collaboration.id,
      project: { id: r.project.id, title: r.project.title },
      researcher: toPerson(r.researcher),
      industryPartner: toPerson(r.partner),
      status: r.collaboration.status,
      proposedEquity: r.collaboration.proposedEquity,
      proposedTimeline: r.collaboration.proposedTimeline,
      createdAt: r.collaboration.createdAt.toISOString(),
      updatedAt: r.collaboration.updatedAt.toISOString(),
      documents: docs
        .filter((d) => d.collaborationId === r.collaboration.id)
        .map(({ collaborationId: _, ...d }) => d),
    })),
    total: total?.n ?? 0,
  };
};
