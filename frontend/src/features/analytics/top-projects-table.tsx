import { type AnalyticsTopProject, projectPath } from '@labbridge/shared-types';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { categoryLabel, scoreTone } from '../../lib/project-display';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { Table } from '../../ui/table';

/** Up to five listings by the sum of their three scores, shown as the average out of 100. */
export function TopProjectsTable({
  title,
  emptyText,
  periodLabel,
  projects,
}: {
  title: string;
  emptyText: string;
  periodLabel: string;
  projects: AnalyticsTopProject[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {projects.length === 0 ? (
          <EmptyState icon={Trophy} title="No evaluated listings yet" description={emptyText} />
        ) : (
          <>
            {/* On a phone the five columns would not fit: each listing stacks its figures. */}
            <ol aria-label={title} className="flex flex-col divide-y divide-slate-100 sm:hidden">
              {projects.map((project, i) => (
                <li key={project.id} className="flex gap-3 py-3">
                  <span className="w-5 shrink-0 tabular-nums text-slate-600">
                    <span className="sr-only">Rank </span>
                    {i + 1}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Link
                      to={projectPath(project.id)}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {project.title}
                    </Link>
                    <span className="text-sm text-slate-700">
                      {categoryLabel(project.category)}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                      <Badge tone={scoreTone(project.averageScore)}>
                        <span className="sr-only">Average score </span>
                        {project.averageScore}/100
                      </Badge>
                      <span className="tabular-nums">
                        {project.views} {project.views === 1 ? 'view' : 'views'} ({periodLabel})
                      </span>
                    </span>
                  </div>
                </li>
              ))}
            </ol>
            <div className="scroll-x-hint hidden sm:block">
              <Table
                caption={`${title}, ranked by the sum of their three evaluation scores`}
                className="min-w-[32rem]"
                rows={projects}
                rowKey={(project) => project.id}
                columns={[
                  {
                    header: 'Rank',
                    className: 'tabular-nums text-slate-600',
                    cell: (_, i) => i + 1,
                  },
                  {
                    header: 'Listing',
                    rowHeader: true,
                    cell: (project) => (
                      <Link to={projectPath(project.id)} className="text-brand-700 hover:underline">
                        {project.title}
                      </Link>
                    ),
                  },
                  {
                    header: 'Category',
                    className: 'text-slate-700',
                    cell: (project) => categoryLabel(project.category),
                  },
                  {
                    header: 'Average score',
                    numeric: true,
                    cell: (project) => (
                      <Badge tone={scoreTone(project.averageScore)}>
                        {project.averageScore}/100
                      </Badge>
                    ),
                  },
                  {
                    header: `Views (${periodLabel})`,
                    numeric: true,
                    cell: (project) => project.views,
                  },
                ]}
              />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function TopProjectsSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <Skeleton className="h-6 w-40" />
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </Card>
  );
}
