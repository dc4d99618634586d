import {
  type AdminCollaborationRow,
  API,
  COLLABORATION_STATUS_LABELS,
  COLLABORATION_STATUSES,
  collaborationPath,
  DOCUMENT_STATUS_LABELS,
  documentPath,
} from '@labbridge/shared-types';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format';
import { type BadgeScheme, StatusBadge } from '../../ui/badge';
import { choices } from '../../ui/field';
import { AdminTable, type Column, PersonCell, TitleCell } from './data-table';
import { partnershipEquity } from './partnership-equity';

const STATUS_BADGES: BadgeScheme<AdminCollaborationRow['status']> = {
  labels: COLLABORATION_STATUS_LABELS,
  tones: {
    pending: 'yellow',
    active: 'blue',
    completed: 'green',
    declined: 'red',
    withdrawn: 'gray',
    ended: 'gray',
  },
};

/** Every collaboration on the platform with its parties, status, equity and documents. */
export function PartnershipsTab() {
  const columns: Column<AdminCollaborationRow>[] = [
    {
      header: 'Project',
      cell: (c) => (
        <TitleCell to={collaborationPath(c.id)} title={c.project.title} className="gap-0.5">
          <span className="text-xs text-slate-600">Proposed {formatDate(c.createdAt)}</span>
        </TitleCell>
      ),
    },
    { header: 'Researcher', cell: (c) => <PersonCell person={c.researcher} /> },
    { header: 'Partner', cell: (c) => <PersonCell person={c.industryPartner} /> },
    {
      header: 'Status',
      cell: (c) => <StatusBadge status={c.status} scheme={STATUS_BADGES} />,
    },
    {
      header: 'Equity',
      cell: (c) => {
        const equity = partnershipEquity(c);
        if (!equity) return '—';
        return (
          <span className="flex flex-col" title={equity.detail}>
            <span>{equity.figure}</span>
            <span className="text-xs text-slate-600">{equity.basis}</span>
          </span>
        );
      },
    },
    {
      header: 'Documents',
      cell: (c) =>
        c.documents.length === 0 ? (
          <span className="text-slate-600">None yet</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {c.documents.map((d) => (
              <li key={d.id}>
                <Link to={documentPath(d.id)} className="text-brand-800 hover:underline">
                  {d.title}
                </Link>{' '}
                <span className="text-xs text-slate-600">({DOCUMENT_STATUS_LABELS[d.status]})</span>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <section>
      <AdminTable
        title="Partnerships"
        endpoint={API.admin.collaborations}
        columns={columns}
        emptyTitle="No collaborations yet"
        search="Project, party or organization"
        choices={[
          {
            name: 'status',
            label: 'Status',
            options: choices(COLLABORATION_STATUSES, COLLABORATION_STATUS_LABELS),
          },
        ]}
      />
    </section>
  );
}
