import {
  type AdminCollaborationRow,
  type AdminProjectRow,
  type AdminUserRow,
  type adminCollaborationsQuerySchema,
  type adminProjectsQuerySchema,
  type adminUsersQuerySchema,
  documentTermsSchema,
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
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { collaborations, legalDocuments, projects, sessions, users } from '../../db/schema';
import { listedAccount } from './access';
import { toAdminProject, toAdminUser, toPerson } from './present';
import { userStatusWhere } from './user-status';

type ProjectsQuery = z.output<typeof adminProjectsQuerySchema>;
type UsersQuery = z.output<typeof adminUsersQuerySchema>;
type CollaborationsQuery = z.output<typeof adminCollaborationsQuerySchema>;

/** One page of a table (the CSV export reads every row instead, see export.ts). */
interface Paging {
  page: number;
  limit: number;
}

/** A table's filter and order, shared by its ids, its pages and its total. */
interface TableQuery {
  where: SQL | undefined;
  orderBy: SQL[];
}

const inOrder = <T extends PgSelect>(qb: T, { where, orderBy }: TableQuery) =>
  qb.where(where).orderBy(...orderBy);

const onePage = <T extends PgSelect>(qb: T, query: TableQuery, { page, limit }: Paging) =>
  inOrder(qb, query)
    .limit(limit)
    .offset((page - 1) * limit);

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Rows where any of the fields contains the search text; every row when there is none. */
const search = (text: string | undefined, fields: (AnyColumn | SQL)[]) =>
  text ? or(...fields.map((field) => ilike(field, like(text)))) : undefined;

/** The chosen sort (empty values last), then the row id so that pages never overlap. */
const ordered = (sortBy: SQL | AnyColumn, order: 'asc' | 'desc', id: AnyColumn) => {
  const dir = order === 'asc' ? asc : desc;
  return [sql`${dir(sortBy)} nulls last`, dir(id)];
};

/**
 * `column = any(ids)` with the ids as one array parameter: an export batch names hundreds of rows,
 * and a parameter each (IN) costs PGlite about twice as much to parse and plan. Ids are integers or
 * uuids, which an array literal holds without quoting.
 */
const oneOf = (column: AnyColumn, ids: (number | string)[], type: 'int' | 'uuid') =>
  sql`${column} = any(${`{${ids.join(',')}}`}::${sql.raw(type)}[])`;

/** The columns of an account that toPerson shows. */
type PersonColumn = 'id' | 'firstName' | 'lastName' | 'organization' | 'email';
export const personColumns = <T extends Record<PersonColumn, PgColumn>>(
  t: T,
): Pick<T, PersonColumn> => ({
  id: t.id,
  firstName: t.firstName,
  lastName: t.lastName,
  organization: t.organization,
  email: t.email,
});

const personName = (t: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql`coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '')`;

// ---- projects ----

const projectScore = sql`(
  select round(avg(s)) from unnest(array[${projects.executabilityScore}, ${projects.feasibilityScore}, ${projects.matchabilityScore}]) as s
  where s is not null and s <> 0)`;

/** The filter and order of the projects table, shared by its pages and its export. */
const projectsQuery = (q: ProjectsQuery & { ids?: number[] }) => {
  const where = and(
    q.ids ? oneOf(projects.id, q.ids, 'int') : undefined,
    q.status ? eq(projects.reviewStatus, q.status) : undefined,
    q.stage ? eq(projects.stage, q.stage) : undefined,
    q.type ? eq(projects.category, q.type) : undefined,
    search(q.q, [projects.title, users.email, personName(users)]),
  );
  const sortColumn: Record<ProjectsQuery['sort'], SQL | AnyColumn> = {
    createdAt: projects.createdAt,
    title: sql`lower(${projects.title})`,
    score: sql`${projectScore}`,
    stage: projects.stage,
    researcher: sql`lower(${personName(users)})`,
  };
  return { where, orderBy: ordered(sortColumn[q.sort], q.order, projects.id) };
};

/** The projects table reads each project with its owner, whose name and email it searches. */
const withOwner = <T extends PgSelect>(qb: T) => qb.innerJoin(users, eq(users.id, projects.userId));

/** Ids of every project the filter matches, in the table's order. */
export const adminProjectIds = async (db: DbOrTx, q: ProjectsQuery) => {
  const selected = db.select({ id: projects.id }).from(projects).$dynamic();
  const rows = await inOrder(withOwner(selected), projectsQuery(q));
  return rows.map((r) => r.id);
};

/** What a row of the projects table shows, and nothing else (no search vector, no score details). */
const projectColumns = {
  id: projects.id,
  title: projects.title,
  category: projects.category,
  stage: projects.stage,
  executabilityScore: projects.executabilityScore,
  feasibilityScore: projects.feasibilityScore,
  matchabilityScore: projects.matchabilityScore,
  reviewStatus: projects.reviewStatus,
  reviewReason: projects.reviewReason,
  visibility: projects.visibility,
  isActive: projects.isActive,
  isPremiumListing: projects.isPremiumListing,
  createdAt: projects.createdAt,
};

/** One page of the projects table, or with `ids` those rows (the export's batches). */
export const adminProjectRows = async (
  db: DbOrTx,
  q: ProjectsQuery & Paging & { ids?: number[] },
): Promise<AdminProjectRow[]> => {
  const selected = db
    .select({ project: projectColumns, owner: personColumns(users) })
    .from(projects)
    .$dynamic();
  const rows = await onePage(withOwner(selected), projectsQuery(q), q);
  return rows.map((r) => toAdminProject(r.project, r.owner));
};

export const listAdminProjects = async (
  db: DbOrTx,
  q: ProjectsQuery & Paging & { ids?: number[] },
): Promise<{ items: AdminProjectRow[]; total: number }> => {
  const { where } = projectsQuery(q);
  const items = await adminProjectRows(db, q);
  const [total] = await withOwner(db.select({ n: count() }).from(projects).$dynamic()).where(where);
  return { items, total: total?.n ?? 0 };
};

// ---- users ----

const lastSignIn = sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

const usersQuery = (q: UsersQuery & { ids?: string[] }) => {
  const where = and(
    listedAccount,
    q.ids ? oneOf(users.id, q.ids, 'uuid') : undefined,
    q.status ? userStatusWhere(q.status) : undefined,
    q.type ? eq(users.userType, q.type) : undefined,
    search(q.q, [users.email, users.organization, personName(users)]),
  );
  const sortColumn: Record<UsersQuery['sort'], SQL | AnyColumn> = {
    createdAt: users.createdAt,
    name: sql`lower(${personName(users)})`,
    email: users.email,
    type: users.userType,
    lastSignInAt: lastSignIn,
  };
  return { where, orderBy: ordered(sortColumn[q.sort], q.order, users.id) };
};

export const adminUserIds = async (db: DbOrTx, q: UsersQuery) => {
  const rows = await inOrder(db.select({ id: users.id }).from(users).$dynamic(), usersQuery(q));
  return rows.map((r) => r.id);
};

/** The account columns the users table shows (toAdminUser), not the password hash or profile. */
const userColumns = {
  ...personColumns(users),
  userType: users.userType,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  reviewStatus: users.reviewStatus,
  reviewReason: users.reviewReason,
  isVerified: users.isVerified,
  onboardingCompleted: users.onboardingCompleted,
  createdAt: users.createdAt,
};

/** One page of the users table, or with `ids` those rows (the export's batches). */
export const adminUserRows = async (
  db: DbOrTx,
  q: UsersQuery & Paging & { ids?: string[] },
): Promise<AdminUserRow[]> => {
  const selected = db.select({ user: userColumns, lastSignInAt: lastSignIn }).from(users);
  const rows = await onePage(selected.$dynamic(), usersQuery(q), q);
  return rows.map((r) => toAdminUser(r.user, r.lastSignInAt ? new Date(r.lastSignInAt) : null));
};

export const listAdminUsers = async (
  db: DbOrTx,
  q: UsersQuery & Paging & { ids?: string[] },
): Promise<{ items: AdminUserRow[]; total: number }> => {
  const { where } = usersQuery(q);
  const items = await adminUserRows(db, q);
  return { items, total: await db.$count(users, where) };
};

// ---- collaborations ----

const researcher = alias(users, 'researcher');
const partner = alias(users, 'partner');

const collaborationsQuery = (q: CollaborationsQuery & { ids?: number[] }) => {
  const where = and(
    q.ids ? oneOf(collaborations.id, q.ids, 'int') : undefined,
    q.status ? eq(collaborations.status, q.status) : undefined,
    search(q.q, [
      projects.title,
      personName(researcher),
      personName(partner),
      partner.organization,
    ]),
  );
  const sortColumn: Record<CollaborationsQuery['sort'], SQL | AnyColumn> = {
    createdAt: collaborations.createdAt,
    updatedAt: collaborations.updatedAt,
    project: sql`lower(${projects.title})`,
    equity: collaborations.proposedEquity,
    status: collaborations.status,
  };
  return { where, orderBy: ordered(sortColumn[q.sort], q.order, collaborations.id) };
};

/** The partnerships table reads each collaboration with its project and both parties. */
const withParties = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(projects, eq(projects.id, collaborations.projectId))
    .innerJoin(researcher, eq(researcher.id, collaborations.researcherId))
    .innerJoin(partner, eq(partner.id, collaborations.industryPartnerId));

export const adminCollaborationIds = async (db: DbOrTx, q: CollaborationsQuery) => {
  const selected = db.select({ id: collaborations.id }).from(collaborations);
  const rows = await inOrder(withParties(selected.$dynamic()), collaborationsQuery(q));
  return rows.map((r) => r.id);
};

/** One page of the partnerships table, or with `ids` those rows (the export's batches). */
export const adminCollaborationRows = async (
  db: DbOrTx,
  q: CollaborationsQuery & Paging & { ids?: number[] },
): Promise<AdminCollaborationRow[]> => {
  const selected = db
    .select({
      collaboration: {
        id: collaborations.id,
        status: collaborations.status,
        proposedEquity: collaborations.proposedEquity,
        proposedTimeline: collaborations.proposedTimeline,
        createdAt: collaborations.createdAt,
        updatedAt: collaborations.updatedAt,
      },
      project: { id: projects.id, title: projects.title },
      researcher: personColumns(researcher),
      partner: personColumns(partner),
    })
    .from(collaborations)
    .$dynamic();
  const rows = await onePage(withParties(selected), collaborationsQuery(q), q);
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
  // The latest fully executed equity agreement's split is the one in force (as its vesting is).
  const signed = ids.length
    ? await db
        .select({ collaborationId: legalDocuments.collaborationId, terms: legalDocuments.terms })
        .from(legalDocuments)
        .where(
          and(
            inArray(legalDocuments.collaborationId, ids),
            eq(legalDocuments.documentType, 'equity_agreement'),
            eq(legalDocuments.status, 'fully_executed'),
          ),
        )
        .orderBy(desc(legalDocuments.executedAt), desc(legalDocuments.id))
    : [];
  const signedEquity = (collaborationId: number) => {
    const agreement = signed.find((d) => d.collaborationId === collaborationId);
    return agreement
      ? (documentTermsSchema.parse(agreement.terms).equityDistribution ?? null)
      : null;
  };
  return rows.map((r) => ({
    id: r.collaboration.id,
    project: r.project,
    researcher: toPerson(r.researcher),
    industryPartner: toPerson(r.partner),
    status: r.collaboration.status,
    proposedEquity: r.collaboration.proposedEquity,
    signedEquity: signedEquity(r.collaboration.id),
    proposedTimeline: r.collaboration.proposedTimeline,
    createdAt: r.collaboration.createdAt.toISOString(),
    updatedAt: r.collaboration.updatedAt.toISOString(),
    documents: docs
      .filter((d) => d.collaborationId === r.collaboration.id)
      .map(({ collaborationId: _, ...d }) => d),
  }));
};

export const listAdminCollaborations = async (
  db: DbOrTx,
  q: CollaborationsQuery & Paging & { ids?: number[] },
): Promise<{ items: AdminCollaborationRow[]; total: number }> => {
  const { where } = collaborationsQuery(q);
  const items = await adminCollaborationRows(db, q);
  const [total] = await withParties(
    db.select({ n: count() }).from(collaborations).$dynamic(),
  ).where(where);
  return { items, total: total?.n ?? 0 };
};
