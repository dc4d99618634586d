import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/use-page-title';
import { buttonClasses } from '../ui/button';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">404 Page Not Found</h1>
      <p className="max-w-md text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={buttonClasses()}>
        Go to the home page
      </Link>
    </main>
  );
}
