import {
  type AdminProjectRow,
  API,
  PROJECT_CATEGORIES,
  PROJECT_STAGES,
  REVIEW_STATUSES,
} from '@labbridge/shared-types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { fullName } from '../../lib/format';
import { categoryLabel, STAGE_TONES, scoreTone, stageLabel } from '../../lib/project-display';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { useAdminActions } from './actions';
import { AdminTable, type Column } from './data-table';
import { ReasonDialog } from './reason-dialog';
import { ChoiceFilter, SearchFilter } from './table-filters';
import { useTableQuery } from './use-table-query';

export const REVIEW_TONES: Record<AdminProjectRow['reviewStatus'], BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
};
const REVIEW_LABELS = { pending: 'Pending review', approved: 'Approved', rejected: 'Hidden' };

const SORTS = [
  ['createdAt:desc', 'Newest first'],
  ['createdAt:asc', 'Oldest first'],
  ['title:asc', 'Title A–Z'],
  ['score:desc', 'Highest score'],
  ['researcher:asc', 'Researcher A–Z'],
] as const;

/** Spec §2 Projects tab: Project, Researcher, Stage, Score, Actions; 10 a page. */
export function ProjectsTab() {
  const table = useTableQuery<{
    q?: string;
    status?: string;
    stage?: string;
    type?: string;
    sort?: string;
  }>({ sort: 'createdAt:desc' });
  const { approve, unpublish } = useAdminActions();
  const [unpublishing, setUnpublishing] = useState<AdminProjectRow | null>(null);

  const columns: Column<AdminProjectRow>[] = [
    {
      header: 'Project',
      cell: (p) => (
        <div className="flex max-w-xs flex-col gap-1">
          <Link
            to={`/projects/${p.id}`}
            className="font-medium break-words text-slate-900 hover:underline"
          >
            {p.title}
          </Link>
          <span className="flex flex-wrap gap-1">
            <Badge tone={REVIEW_TONES[p.reviewStatus]}>{REVIEW_LABELS[p.reviewStatus]}</Badge>
            {p.isPremiumListing && <Badge tone="purple">Premium</Badge>}
            {!p.isActive && <Badge>Archived</Badge>}
          </span>
        </div>
      ),
    },
    {
      header: 'Researcher',
      cell: (p) => (
        <div className="flex flex-col">
          <span>{fullName(p.researcher, p.researcher.email)}</span>
          {p.researcher.organization && (
            <span className="text-xs text-slate-600">{p.researcher.organization}</span>
          )}
        </div>
      ),
    },
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
            <Button
              size="sm"
              aria-label={`Approve ${p.title}`}
              onClick={() => approve('project', String(p.id))}
            >
              Approve
            </Button>
          )}
          {p.reviewStatus !== 'rejected' && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Unpublish ${p.title}`}
              onClick={() => setUnpublishing(p)}
            >
              Unpublish
            </Button>
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
        table={table}
        columns={columns}
        emptyTitle="No projects match"
        filters={
          <>
            <SearchFilter table={table} placeholder="Title or researcher" />
            <ChoiceFilter
              table={table}
              name="status"
              label="Review status"
              options={REVIEW_STATUSES.map((x) => [x, REVIEW_LABELS[x]] as const)}
            />
            <ChoiceFilter
              table={table}
              name="stage"
              label="Stage"
              options={PROJECT_STAGES.map((x) => [x, stageLabel(x)] as const)}
            />
            <ChoiceFilter
              table={table}
              name="type"
              label="Category"
              options={PROJECT_CATEGORIES.map((x) => [x, categoryLabel(x)] as const)}
            />
            <ChoiceFilter table={table} name="sort" label="Sort by" options={SORTS} required />
          </>
        }
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
