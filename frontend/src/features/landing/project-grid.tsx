import { LIMITS, type ProjectSummary } from '@labbridge/shared-types';
import type { ComponentProps } from 'react';
import { EmptyState } from '../../ui/empty-state';
import { CardSkeleton } from '../../ui/skeleton';
// The compact half of ProjectCard, imported directly: the full card's dialog, carousel and
// follow button would add about 20 KB gzip to the landing page's first download.
import { CompactProjectCard } from '../projects/card/compact-card';

interface ProjectGridProps {
  /** A landing query of projects; an error (e.g. the API not there yet) reads as none. */
  query: { data?: { projects: ProjectSummary[] }; isPending: boolean; isError: boolean };
  label: string;
  /** What an empty answer shows instead of the grid. */
  empty: ComponentProps<typeof EmptyState>;
}

/** A responsive grid of landing cards, placeholder cards while loading, or the empty state. */
export function ProjectGrid({ query, label, empty }: ProjectGridProps) {
  const loading = query.isPending;
  const projects = query.isError ? [] : query.data?.projects;
  if (!loading && projects?.length === 0) return <EmptyState {...empty} />;
  if (loading) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading {label}
        </span>
        {Array.from({ length: LIMITS.landingFeaturedPlaceholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {projects?.map((project) => (
        <li key={project.id}>
          <CompactProjectCard project={project} variant="landing" />
        </li>
      ))}
    </ul>
  );
}
