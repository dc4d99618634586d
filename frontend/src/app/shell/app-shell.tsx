import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useNotificationAlerts } from '../../features/notifications/alerts';
import { PageSpinner } from '../../ui/spinner';
import { useRealtime } from '../realtime';
import { LeftNav } from './left-nav';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

interface AppShellProps {
  /** False for full-width pages such as /projects/new (top bar only, spec §2). */
  withNav?: boolean;
  /** The page; defaults to the matched child route. */
  children?: ReactNode;
}

/** The signed-in frame: top bar, left navigation from 768 px up, and the page. */
export function AppShell({ withNav = true, children }: AppShellProps) {
  useRealtime();
  useNotificationAlerts();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar withNav={withNav} />
      <div className="flex flex-1">
        {withNav && (
          // The column carries the background and border down the whole page; the navigation
          // inside it stays in view while the page scrolls.
          <div className="hidden w-60 shrink-0 border-r border-slate-200 bg-white md:block">
            <aside className="sticky top-16 h-[calc(100vh-4rem)] overflow-y-auto">
              <LeftNav />
            </aside>
          </div>
        )}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </main>
      </div>
    </div>
  );
}
