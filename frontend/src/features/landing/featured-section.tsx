import { LIMITS } from '@labbridge/shared-types';
import { FlaskConical } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { ProjectGrid } from './project-grid';
import { useFeaturedProjects } from './queries';

export function FeaturedSection() {
  const featured = useFeaturedProjects(LIMITS.landingFeatured);

  return (
    <section aria-labelledby="featured-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col gap-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-title" className="text-3xl font-bold text-slate-900">
              Featured Research Projects
            </h2>
            <p className="mt-2 text-slate-700">
              Premium listings and the highest-rated research open for collaboration.
            </p>
          </div>
          <ButtonLink to="/projects" variant="outline">
            View All Projects
          </ButtonLink>
        </div>
        <ProjectGrid
          query={featured}
          label="Featured research projects"
          empty={{
            icon: FlaskConical,
            title: 'No featured projects yet',
            description: 'New research listings will appear here as researchers publish them.',
          }}
        />
      </div>
    </section>
  );
}
