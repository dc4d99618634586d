import type { ProjectTab } from '@labbridge/shared-types';
import { Flame, LayoutGrid, Plus, Star } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth';
import { signInPath } from '../../../app/return-to';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClasses } from '../../../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { PageFrame } from '../page-frame';
import { canCreateProjects } from '../permissions';
import { CatalogueResults } from './catalogue-results';
import { CatalogueToolbar } from './catalogue-toolbar';
import { useCatalogueState } from './use-catalogue-state';

const TABS: { value: ProjectTab; label: string; Icon: typeof Star }[] = [
  { value: 'featured', label: 'Featured', Icon: Star },
  { value: 'trending', label: 'Trending', Icon: Flame },
  { value: 'all', label: 'All Projects', Icon: LayoutGrid },
];

/** /projects: the catalogue (spec §2), every filter kept in the URL. */
export default function CataloguePage() {
  usePageTitle('Research Projects');
  const { data: user } = useCurrentUser();
  const { state, update } = useCatalogueState();
  const here = useLocation();

  return (
    <PageFrame>
      <section
        aria-labelledby="catalogue-title"
        className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="flex max-w-2xl flex-col gap-2">
          <h1 id="catalogue-title" className="text-3xl font-bold tracking-tight text-slate-900">
            Research Projects
          </h1>
          <p className="text-slate-700">
            Discover university research ready for industry partnership, each listing evaluated for
            executability, feasibility and market match.
          </p>
        </div>
        {user && canCreateProjects(user) && (
          <Link to="/projects/new" className={buttonClasses({ size: 'lg' })}>
            <Plus className="h-5 w-5" aria-hidden="true" />
            Create Project
          </Link>
        )}
        {!user && (
          <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:max-w-xs">
            <p className="text-sm text-slate-700">
              Sign up to chat with project leaders and follow the research you care about.
            </p>
            <Link
              to={signInPath(here.pathname + here.search, 'register')}
              className={buttonClasses()}
            >
              Sign Up Free
            </Link>
          </div>
        )}
      </section>

      <CatalogueToolbar state={state} update={update} />

      <Tabs
        id="catalogue-tabs"
        value={state.tab}
        onValueChange={(tab) => update({ tab: tab as ProjectTab })}
        className="scroll-mt-20"
      >
        <TabsList aria-label="Project lists">
          {TABS.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <CatalogueResults state={state} update={update} />
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
