import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';

/** The link above a page's title back to the list the page belongs to ('Back to Projects'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} variant="ghost" size="sm" className="self-start" icon={ArrowLeft}>
      {children}
    </ButtonLink>
  );
}
