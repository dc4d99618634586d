import { type ComponentProps, lazy, Suspense } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import { PageSpinner } from '../../ui/spinner';
import type { AppShell as AppShellComponent } from './app-shell';

const Shell = lazy(() =>
  loadChunk(() => import('./app-shell')).then((module) => ({ default: module.AppShell })),
);

/**
 * The signed-in shell (menus, notifications, live updates and their socket), loaded the first
 * time a signed-in page needs it: visitors' pages never download it.
 */
export function AppShell(props: ComponentProps<typeof AppShellComponent>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Shell {...props} />
    </Suspense>
  );
}
