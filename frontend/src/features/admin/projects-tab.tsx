import {
  type AdminProjectRow,
  API,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  projectPath,
  REVIEW_STATUSES,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { categoryLabel, STAGE_TONES, scoreTone, stageLabel } from '../../lib/project-display';
import { Badge, type BadgeScheme, StatusBadge } from '../../ui/badge';
import { choices } from '../../ui/field';
import { useAdminActions } from './actions';
import { AdminTable, type Column, PersonCell, RowAction, TitleCell } from './data-table';
import { ReasonDialog } from './reason-dialog';

const REVIEW_BADGES: BadgeScheme<AdminProjectRow['reviewStatus']> = {
  labels: { pending: 'Pending review', approved: 'Approved', rejected: 'Hidden' },
  tones: { pending: 'yellow', approved: 'green', rejected: 'red' },
};

const SORTS = [
  ['createdAt:desc', 'Newest first'],
  ['createdAt:asc', 'Oldest first'],
  ['title:asc', 'Title A–Z'],
  ['score:desc', 'Highest score'],
  ['researcher:asc', 'Researcher A–Z'],
] as const;

/** Spec §2 Projects tab: Project, Researcher, Stage, Score, Actions; 10 a page. */
export function ProjectsTab() {
  const { approve, unpublish } = useAdminActions();
  const [unpublishing, setUnpublishing] = useState<AdminProjectRow | null>(null);

  const columns: Column<AdminProjectRow>[] = [
    {
      header: 'Project',
      cell: (p) => (
        <TitleCell to={projectPath(p.id)} title={p.title}>
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={p.reviewStatus} scheme={REVIEW_BADGES} />
            {p.isPremiumListing && <Badge tone="purple">Premium</Badge>}
            {!p.isActive && <Badge>Archived</Badge>}
          </span>
        </TitleCell>
      ),
    },
    { header: 'Researcher', cell: (p) => <PersonCell person={p.researcher} /> },
    {
      header: 'Stage',
      cell: (p) => <Badge tone={STAGE_TONES[p.stage]}>{stageLabel(p.stage)}</Badge>,
    },
    {
      header: 'Score',
      cell: (p) =>
        p.score === null ? (
          <span className="text-slate-600">—</span>
        ) : (
          <Badge tone={scoreTone(p.score)}>{p.score}</Badge>
        ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          {p.reviewStatus !== 'approved' && (
            <RowAction
              label="Approve"
              target={p.title}
              variant="primary"
              onClick={() => approve('project', String(p.id))}
            />
          )}
          {p.reviewStatus !== 'rejected' && (
            <RowAction label="Unpublish" target={p.title} onClick={() => setUnpublishing(p)} />
          )}
        </div>
      ),
    },
  ];

  return (
    <section>
      <AdminTable
        title="Projects"
        endpoint={API.admin.projects}
        defaults={{ sort: 'createdAt:desc' }}
        columns={columns}
        emptyTitle="No projects match"
        search="Title or researcher"
        choices={[
          {
            name: 'status',
            label: 'Review status',
            options: choices(REVIEW_STATUSES, REVIEW_BADGES.labels),
          },
          {
            name: 'stage',
            label: 'Stage',
            options: choices(PROJECT_STAGES, stageLabel),
          },
          {
            name: 'type',
            label: 'Category',
            options: choices(PROJECT_CATEGORIES, categoryLabel),
          },
          { name: 'sort', label: 'Sort by', options: SORTS, required: true },
        ]}
      />
      <ReasonDialog
        open={unpublishing !== null}
        onOpenChange={(open) => !open && setUnpublishing(null)}
        title="Unpublish project"
        description={`"${unpublishing?.title ?? ''}" leaves the catalogue and its owner is told your reason. Editing it sends it back for review.`}
        confirmLabel="Unpublish"
        onConfirm={(reason) =>
          unpublishing ? unpublish(unpublishing.id, reason) : Promise.resolve(false)
        }
      />
    </section>
  );
}
