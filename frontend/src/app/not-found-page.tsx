import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';
import { Button, ButtonLink } from '../ui/button';

/**
 * '404 Page Not Found' (spec §2), inside the site's frame (the routes wrap it in the public
 * header or the signed-in shell), with ways back: the previous page, home and the catalogue.
 */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  const navigate = useNavigate();
  // A link opened in a new tab has no page to go back to within the app.
  const canGoBack = typeof window !== 'undefined' && window.history.state?.idx > 0;
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">404 Page Not Found</h1>
      <p className="max-w-md text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {canGoBack && (
          <Button variant="outline" onClick={() => navigate(-1)} icon={ArrowLeft}>
            Go back
          </Button>
        )}
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/projects" variant="outline">
          Browse projects
        </ButtonLink>
      </div>
    </div>
  );
}
