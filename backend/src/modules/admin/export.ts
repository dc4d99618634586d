import {
  type AdminCollaborationRow,
  type AdminProjectRow,
  type AdminUserRow,
  partyName,
} from '@labbridge/shared-types';
import { toCsv } from './csv';

/** The admin tables as CSV: the columns the dashboard shows, plus the ids and emails. */
export const projectsCsv = (rows: AdminProjectRow[]) =>
  toCsv<AdminProjectRow>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Project', value: (r) => r.title },
      { header: 'Researcher', value: (r) => partyName(r.researcher) },
      { header: 'Researcher email', value: (r) => r.researcher.email },
      { header: 'Category', value: (r) => r.category },
      { header: 'Stage', value: (r) => r.stage },
      { header: 'Score', value: (r) => r.score },
      { header: 'Review', value: (r) => r.reviewStatus },
      { header: 'Visibility', value: (r) => r.visibility },
      { header: 'Premium', value: (r) => (r.isPremiumListing ? 'yes' : 'no') },
      { header: 'Created', value: (r) => r.createdAt },
    ],
    rows,
  );

export const usersCsv = (rows: AdminUserRow[]) =>
  toCsv<AdminUserRow>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Name', value: (r) => partyName(r) },
      { header: 'Email', value: (r) => r.email },
      { header: 'Type', value: (r) => r.userType },
      { header: 'Organization', value: (r) => r.organization },
      { header: 'Status', value: (r) => r.status },
      { header: 'Joined', value: (r) => r.createdAt },
      { header: 'Last sign-in', value: (r) => r.lastSignInAt },
    ],
    rows,
  );

export const collaborationsCsv = (rows: AdminCollaborationRow[]) =>
  toCsv<AdminCollaborationRow>(
    [
      { header: 'ID', value: (r) => r.id },
      { header: 'Project', value: (r) => r.project.title },
      { header: 'Researcher', value: (r) => partyName(r.researcher) },
      { header: 'Industry partner', value: (r) => partyName(r.industryPartner) },
      { header: 'Partner organization', value: (r) => r.industryPartner.organization },
      { header: 'Status', value: (r) => r.status },
      { header: 'Equity %', value: (r) => r.proposedEquity },
      {
        header: 'Documents',
        value: (r) => r.documents.map((d) => `${d.title} (${d.status})`).join('; '),
      },
      { header: 'Proposed', value: (r) => r.createdAt },
      { header: 'Updated', value: (r) => r.updatedAt },
    ],
    rows,
  );
