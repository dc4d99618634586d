import { projectPath } from '@labbridge/shared-types';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { fullName } from '../../lib/format';
import { scoreTone } from '../../lib/project-display';
import { AvatarInitials } from '../../ui/avatar-initials';
import { Badge } from '../../ui/badge';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SkeletonStack } from '../../ui/skeleton';
import { useMatches } from './queries';

const TOP = 3;

/** One match: a link to it with its score, then why it matches. */
function MatchItem({
  to,
  className,
  score,
  why,
  children,
}: {
  to: string;
  className?: string;
  score: number;
  why: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-1.5 rounded-lg p-3 ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <Link
          to={to}
          className={cn(
            'font-medium text-slate-900 hover:text-brand-800 hover:underline',
            className,
          )}
        >
          {children}
        </Link>
        <Badge tone={scoreTone(score)} className="shrink-0">
          {score}% Match
        </Badge>
      </div>
      <p className="text-sm text-slate-700">{why}</p>
    </li>
  );
}

/**
 * The dashboard's smart matching section: an industry user's best-fitting listings, or the
 * industry partners who fit a researcher's listings, each with why it matches.
 */
export function TopMatches() {
  const { data, isPending, isError } = useMatches();
  if (isPending) return <SkeletonStack className="gap-2" sizes={['h-5 w-48', 'h-16']} />;
  if (isError || data.kind === 'none') return null;
  const industry = data.kind === 'projects';
  const heading = industry ? 'Top matches for you' : 'Industry partners who fit your listings';
  const empty = industry ? data.projects.length === 0 : data.users.length === 0;
  return (
    <section aria-labelledby="top-matches" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="top-matches" className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Sparkles className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {heading}
        </h3>
        {industry && !empty && (
          <Link
            to="/projects?tab=recommended"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            All recommendations
          </Link>
        )}
      </div>
      {empty ? (
        <EmptyState
          title="No matches yet"
          description={
            industry
              ? 'Matches come from your profile: add your expertise, interests and what you look for.'
              : 'Partners appear when industry users with public profiles share the topics of your listings.'
          }
          action={
            industry ? (
              <ButtonLink to="/profile" size="sm" variant="outline">
                Complete your profile
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {industry
            ? data.projects.slice(0, TOP).map((m) => (
                <MatchItem
                  key={m.project.id}
                  to={projectPath(m.project.id)}
                  score={m.score}
                  why={
                    <>
                      <span className="sr-only">Why this match: </span>
                      {m.why}
                    </>
                  }
                >
                  {m.project.title}
                </MatchItem>
              ))
            : data.users.slice(0, TOP).map((m) => (
                <MatchItem
                  key={m.user.id}
                  to={`/profile/${m.user.id}`}
                  className="flex items-center gap-2"
                  score={m.score}
                  why={`Fits “${m.project.title}”: ${m.why}`}
                >
                  <AvatarInitials
                    firstName={m.user.firstName}
                    lastName={m.user.lastName}
                    size="sm"
                  />
                  <span>
                    {fullName(m.user)}
                    {m.user.organization && (
                      <span className="block text-xs font-normal text-slate-600">
                        {m.user.organization}
                      </span>
                    )}
                  </span>
                </MatchItem>
              ))}
        </ul>
      )}
    </section>
  );
}
