import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LinkProps } from 'react-router-dom';
import { StretchedLink } from './stretched-link';

interface LinkRowProps {
  icon: LucideIcon;
  /** Where the row leads: its title is the link, stretched over the whole row. */
  to: LinkProps['to'];
  title: ReactNode;
  /** The line under the title. */
  details: ReactNode;
  /** What stands out, on the right: badges, or links of their own above the row's link. */
  aside: ReactNode;
}

/** One row of a list that opens something: an icon, the title, its details, then its badges. */
export function LinkRow({ icon: Icon, to, title, details, aside }: LinkRowProps) {
  return (
    <li className="relative flex flex-col gap-2 p-4 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <StretchedLink
            to={to}
            className="line-clamp-2 font-medium text-slate-900 hover:underline sm:truncate"
          >
            {title}
          </StretchedLink>
          <p className="text-sm text-slate-600">{details}</p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 self-start pl-8 sm:self-center sm:pl-0">
        {aside}
      </div>
    </li>
  );
}
