/**
 * The route table (spec §2). A feature registers a page with one line in the group that
 * matches who may open it and how it is framed; pages load lazily, one chunk per page, and
 * export their component as default.
 */
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { PageSpinner } from '../ui/spinner';
import { logoutFinished, useCurrentUser } from './auth';
import { RequireOnboarding, RequireUser, RequireVisitor, SessionGate } from './guards';
import NotFoundPage from './not-found-page';
import { RouteError } from './route-error';
import { AdaptiveLayout } from './shell/adaptive-layout';
import { AppShell } from './shell/lazy-app-shell';
import { PublicLayout } from './shell/public-layout';

type PageModule = Promise<{ default: ComponentType }>;

/** A lazily loaded page: `page(() => import('../features/x/x-page'))`. */
function page(load: () => PageModule): ReactElement {
  const Page = lazy(() => loadChunk(load));
  return <Page />;
}

/** What / shows: the landing page to visitors, a dashboard to signed-in users. */
const homePages: { visitor: ReactElement; member: ReactElement; superadmin: ReactElement } = {
  visitor: page(() => import('../features/landing/landing-page')),
  member: page(() => import('../features/home/home-page')),
  superadmin: page(() => import('../features/admin/admin-page')),
};

/** Open to everyone: in the public frame for visitors, in the shell when signed in. */
const publicPages: RouteObject[] = [
  {
    path: 'projects',
    element: page(() => import('../features/projects/catalogue/catalogue-page')),
  },
  {
    path: 'projects/:id',
    element: page(() => import('../features/projects/detail/project-detail-page')),
  },
  {
    path: 'profile/:id',
    element: page(() => import('../features/researchers/public-profile-page')),
  },
  { path: 'verify/:hash', element: page(() => import('../features/documents/verify-page')) },
];

/** Signed-in users only, in the shell with the left navigation. */
const memberPages: RouteObject[] = [
  // The tech transfer office's dashboard by name; anyone else sees its Access Restricted notice.
  { path: 'admin', element: page(() => import('../features/admin/admin-page')) },
  { path: 'profile', element: page(() => import('../features/profile/profile-page')) },
  { path: 'messages', element: page(() => import('../features/messages/messages-page')) },
  { path: 'analytics', element: page(() => import('../features/analytics/analytics-page')) },
  { path: 'documents', element: page(() => import('../features/documents/documents-page')) },
  {
    path: 'collaborations',
    element: page(() => import('../features/collaborations/collaborations-page')),
  },
  {
    path: 'collaborations/:id',
    element: page(() => import('../features/collaborations/collaboration-page')),
  },
];

/** Signed-in users only, top bar without left navigation (e.g. /projects/new). */
const memberFullWidthPages: RouteObject[] = [
  { path: 'projects/new', element: page(() => import('../features/projects/editor/editor-page')) },
  {
    path: 'projects/:id/edit',
    element: page(() => import('../features/projects/editor/editor-page')),
  },
];

/** Visitors only, full screen; signed-in users are sent to /. */
const visitorPages: RouteObject[] = [
  { path: 'auth', element: page(() => import('../features/auth/auth-page')) },
];

/** Signed-in users who have not finished onboarding. */
const onboardingPages: RouteObject[] = [
  { path: 'onboarding', element: page(() => import('../features/onboarding/onboarding-page')) },
];

function HomeRoute() {
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (!user) logoutFinished();
  }, [user]);
  if (!user) return <PublicLayout>{homePages.visitor}</PublicLayout>;
  return (
    <AppShell>{user.userType === 'superadmin' ? homePages.superadmin : homePages.member}</AppShell>
  );
}

const bare = (children: RouteObject[]): RouteObject[] =>
  children.map((route) => ({
    ...route,
    element: <Suspense fallback={<PageSpinner />}>{route.element}</Suspense>,
  }));

export const routes: RouteObject[] = [
  {
    element: <SessionGate />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner label="Loading..." />,
    children: [
      { index: true, element: <HomeRoute /> },
      { element: <AdaptiveLayout />, children: publicPages },
      {
        element: <RequireUser />,
        children: [
          { element: <AppShell />, children: memberPages },
          { element: <AppShell withNav={false} />, children: memberFullWidthPages },
        ],
      },
      { element: <RequireVisitor />, children: bare(visitorPages) },
      { element: <RequireOnboarding />, children: bare(onboardingPages) },
      // The 404 page keeps the site's header (public or signed-in) so there is a way on.
      { element: <AdaptiveLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];
