/**
 * Route guards (spec §2, §4): 'Loading...' while the session resolves, the onboarding
 * redirect for half-set-up accounts, and the sign-in redirect for member-only pages.
 */
import { needsOnboarding } from '@labbridge/shared-types';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { errorText } from '../lib/api';
import { Button } from '../ui/button';
import { PageSpinner } from '../ui/spinner';
import { isLoggingOut, useCurrentUser } from './auth';
import { headedFor, onboardingPath, returnPathFrom, signInPath } from './return-to';

export const ONBOARDING_PATH = '/onboarding';
export const SIGN_IN_PATH = '/auth';

/** The root of every route: resolves the session before anything renders. */
export function SessionGate() {
  const { data: user, isPending, isError, error, refetch, isFetching } = useCurrentUser();
  const { pathname, search } = useLocation();

  if (isPending) return <PageSpinner label="Loading..." />;
  if (isError) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">LabBridge is not reachable right now</h1>
        <p className="max-w-md text-slate-700">
          {errorText(error, 'Something unexpected happened. Please try again.')}
        </p>
        <Button onClick={() => refetch()} disabled={isFetching}>
          {isFetching ? 'Retrying...' : 'Try again'}
        </Button>
      </main>
    );
  }
  if (user && needsOnboarding(user) && pathname !== ONBOARDING_PATH) {
    // The page asked for is where onboarding returns (e.g. the project a visitor signed up from).
    return <Navigate to={onboardingPath(headedFor(pathname, search))} replace />;
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Member-only pages: visitors go to the sign-in page, which comes back here; a user who just
 * logged out goes to /.
 */
export function RequireUser() {
  const { data: user } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (user) return <Outlet />;
  return <Navigate to={isLoggingOut() ? '/' : signInPath(pathname + search)} replace />;
}

/** The sign-in page: a signed-in user has nothing to do there, and goes where it was headed. */
export function RequireVisitor() {
  const { data: user } = useCurrentUser();
  const { search } = useLocation();
  return user ? <Navigate to={returnPathFrom(search)} replace /> : <Outlet />;
}

/** Onboarding: only for signed-in users who still need it. */
export function RequireOnboarding() {
  const { data: user } = useCurrentUser();
  const { search } = useLocation();
  if (!user) return <Navigate to={SIGN_IN_PATH} replace />;
  if (!needsOnboarding(user)) return <Navigate to={returnPathFrom(search)} replace />;
  return <Outlet />;
}
