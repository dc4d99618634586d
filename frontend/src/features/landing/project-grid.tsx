import type { ProjectSummary } from '@labbridge/shared-types';
import { CardSkeleton } from '../../ui/skeleton';
import { LandingProjectCard } from './landing-project-card';

interface ProjectGridProps {
  projects: ProjectSummary[] | undefined;
  loading: boolean;
  placeholders: number;
  label: string;
}

/** A responsive grid of landing cards, or placeholder cards while loading. */
export function ProjectGrid({ projects, loading, placeholders, label }: ProjectGridProps) {
  if (loading) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading {label}
        </span>
        {Array.from({ length: placeholders }, (_, i) => (
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
          <LandingProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
