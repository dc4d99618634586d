import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { signInPath } from '../return-to';
import { Brand } from './brand';
import { SkipLink } from './skip-link';

/** The visitor frame: product name, Browse Projects and Sign In (spec §2), then the page. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const here = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Brand />
          <nav aria-label="Main" className="ml-auto flex items-center gap-1 sm:gap-3">
            <ButtonLink to="/projects" variant="ghost" size="sm">
              Browse Projects
            </ButtonLink>
            <ButtonLink to={signInPath(here.pathname + here.search)} size="sm">
              Sign In
            </ButtonLink>
          </nav>
        </div>
      </header>
      {/* At least a window tall: the footer starts below the fold, so a page that grows as its
          data arrives moves nothing the visitor can see. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1">
        <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-600 sm:px-6">
          LabBridge connects university research with industry partners.
        </div>
      </footer>
    </div>
  );
}
