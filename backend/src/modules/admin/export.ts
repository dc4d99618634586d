import {
  type AdminCollaborationRow,
  type AdminProjectRow,
  type AdminUserRow,
  partyName,
} from '@labbridge/shared-types';
import type { DbOrTx } from '../../db/client';
import type { CsvColumn } from './csv';
import {
  adminCollaborationIds,
  adminCollaborationRows,
  adminProjectIds,
  adminProjectRows,
  adminUserIds,
  adminUserRows,
} from './tables';

/** Rows read per query while exporting. */
export const EXPORT_BATCH = 500;

/**
 * Every row of a filtered, sorted table, `batch` rows at a time. The ids are read first, in the
 * table's order, in one query (a few bytes each), then the rows by id: each row appears once in
 * that order even when rows change during a long download, and no query pages with OFFSET.
 */
export async function* exportBatches<Id, Row extends { id: Id }>(
  ids: Id[],
  rowsOf: (ids: Id[]) => Promise<Row[]>,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  for (let i = 0; i < ids.length; i += batch) {
    const slice = ids.slice(i, i + batch);
    const byId = new Map((await rowsOf(slice)).map((row) => [row.id, row]));
    // A row deleted since the ids were read is left out.
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}

/** The columns the dashboard shows, plus the ids and emails. */
const PROJECT_COLUMNS: CsvColumn<AdminProjectRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Project', value: (r) => r.title },
  { header: 'Researcher', value: (r) => partyName(r.researcher) },
  { header: 'Researcher email', value: (r) => r.researcher.email },
  { header: 'Category', value: (r) => r.category },
  { header: 'Stage', value: (r) => r.stage },
  { header: 'Score', value: (r) => r.score },
  { header: 'Review', value: (r) => r.reviewStatus },
  { header: 'Visibility', value: (r) => r.visibility },
  { header: 'Archived', value: (r) => (r.isActive ? 'no' : 'yes') },
  { header: 'Premium', value: (r) => (r.isPremiumListing ? 'yes' : 'no') },
  { header: 'Created', value: (r) => r.createdAt },
];

const USER_COLUMNS: CsvColumn<AdminUserRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Name', value: (r) => partyName(r) },
  { header: 'Email', value: (r) => r.email },
  { header: 'Type', value: (r) => r.userType },
  { header: 'Organization', value: (r) => r.organization },
  { header: 'Status', value: (r) => r.status },
  { header: 'Joined', value: (r) => r.createdAt },
  { header: 'Last sign-in', value: (r) => r.lastSignInAt },
];

const COLLABORATION_COLUMNS: CsvColumn<AdminCollaborationRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'Project', value: (r) => r.project.title },
  { header: 'Researcher', value: (r) => partyName(r.researcher) },
  { header: 'Partner', value: (r) => partyName(r.industryPartner) },
  { header: 'Partner organization', value: (r) => r.industryPartner.organization },
  { header: 'Status', value: (r) => r.status },
  // The proposal's figure and the signed split apart: an executed equity agreement can differ.
  { header: 'Proposed partner equity %', value: (r) => r.proposedEquity },
  { header: 'Signed partner equity %', value: (r) => r.signedEquity?.industry ?? null },
  { header: 'Signed researcher equity %', value: (r) => r.signedEquity?.researcher ?? null },
  {
    header: 'Documents',
    value: (r) => r.documents.map((d) => `${d.title} (${d.status})`).join('; '),
  },
  { header: 'Proposed', value: (r) => r.createdAt },
  { header: 'Updated', value: (r) => r.updatedAt },
];

/**
 * A table's export: its ids in order, then its rows read as its pages are (the same columns and
 * presentation) filtered to each batch of ids, without counting the table each time.
 */
const tableExport =
  <Q, Id, Row extends { id: Id }>(
    columns: CsvColumn<Row>[],
    idsOf: (db: DbOrTx, q: Q) => Promise<Id[]>,
    rows: (db: DbOrTx, q: Q & { ids: Id[]; page: number; limit: number }) => Promise<Row[]>,
  ) =>
  async (db: DbOrTx, q: Q, batch = EXPORT_BATCH) => ({
    columns,
    batches: exportBatches(
      await idsOf(db, q),
      (ids) => rows(db, { ...q, ids, page: 1, limit: ids.length }),
      batch,
    ),
  });

/** The admin tables' exports: their columns and their rows in batches. */
export const projectsExport = tableExport(PROJECT_COLUMNS, adminProjectIds, adminProjectRows);
export const usersExport = tableExport(USER_COLUMNS, adminUserIds, adminUserRows);
export const collaborationsExport = tableExport(
  COLLABORATION_COLUMNS,
  adminCollaborationIds,
  adminCollaborationRows,
);
