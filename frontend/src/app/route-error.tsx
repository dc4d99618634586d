import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink, buttonClasses } from '../ui/button';
import NotFoundPage from './not-found-page';
import { AdaptiveLayout } from './shell/adaptive-layout';

/** Shown when a page throws while rendering or its code fails to load. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdaptiveLayout>
        <NotFoundPage />
      </AdaptiveLayout>
    );
  }
  console.error('Page failed', error);
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-slate-700">
        This page could not be shown. Reload the page to try again.
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <ButtonLink to="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </main>
  );
}
