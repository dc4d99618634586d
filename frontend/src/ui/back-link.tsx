import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './button';

/** The link above a page's title back to the list the page belongs to ('Back to Projects'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start' })}
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
