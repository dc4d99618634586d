import { Flame, LayoutGrid, Plus, Sparkles, Star } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth';
import { signInPath } from '../../../app/return-to';
import { usePageTitle } from '../../../lib/use-page-title';
import { ButtonLink } from '../../../ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { RecommendedResults } from '../../matches/recommended-results';
import { PageFrame } from '../page-frame';
import { canCreateProjects } from '../permissions';
import type { CatalogueTab } from './catalogue-params';
import { CatalogueResults } from './catalogue-results';
import { CatalogueToolbar } from './catalogue-toolbar';
import { useCatalogueState } from './use-catalogue-state';

const TABS: { value: CatalogueTab; label: string; Icon: typeof Star }[] = [
  { value: 'featured', label: 'Featured', Icon: Star },
  { value: 'trending', label: 'Trending', Icon: Flame },
  { value: 'all', label: 'All Projects', Icon: LayoutGrid },
];
/** Industry users also get the listings that fit their profile. */
const RECOMMENDED = { value: 'recommended', label: 'Recommended for you', Icon: Sparkles } as const;

/** /projects: the catalogue (spec §2), every filter kept in the URL. */
export default function CataloguePage() {
  usePageTitle('Research Projects');
  const { data: user } = useCurrentUser();
  const { state, update } = useCatalogueState();
  const here = useLocation();
  const tabs = user?.userType === 'industry' ? [RECOMMENDED, ...TABS] : TABS;
  // Only industry users have the Recommended view; anyone else's link to it shows All Projects.
  const tab = state.tab === 'recommended' && user?.userType !== 'industry' ? 'all' : state.tab;

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
          <ButtonLink to="/projects/new" size="lg">
            <Plus className="h-5 w-5" aria-hidden="true" />
            Create Project
          </ButtonLink>
        )}
        {!user && (
          <div className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:max-w-xs">
            <p className="text-sm text-slate-700">
              Sign up to chat with project leaders and follow the research you care about.
            </p>
            <ButtonLink to={signInPath(here.pathname + here.search, 'register')}>
              Sign Up Free
            </ButtonLink>
          </div>
        )}
      </section>

      <CatalogueToolbar state={state} update={update} />

      <Tabs
        id="catalogue-tabs"
        value={tab}
        onValueChange={(next) => update({ tab: next as CatalogueTab })}
        className="scroll-mt-20"
      >
        <TabsList aria-label="Project lists">
          {tabs.map(({ value, label, Icon }) => (
            <TabsTrigger key={value} value={value} icon={Icon}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value }) => (
          <TabsContent key={value} value={value}>
            {value === 'recommended' ? (
              <RecommendedResults state={state} />
            ) : (
              <CatalogueResults state={{ ...state, tab }} update={update} />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
