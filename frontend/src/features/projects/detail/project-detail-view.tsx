import type { Project } from '@labbridge/shared-types';
import { Calendar, DollarSign, Gauge, type LucideIcon, Tag, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd, fullName } from '../../../lib/format';
import { AvatarInitials } from '../../../ui/avatar-initials';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { MediaCarousel } from '../card/media-carousel';
import { ProjectBadges, timelineText } from '../card/project-card';
import { HeaderBanner } from './header-banner';
import { PapersList } from './papers-list';
import { ReevaluateButton } from './reevaluate-button';
import { ScorePanel } from './score-panel';
import { TeamList } from './team-list';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function TextSection({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <Section title={title}>
      <p className="whitespace-pre-line text-slate-800">{text}</p>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <Icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-7 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** A figure the owner may leave out: 'Not specified' when they did. */
const specified = <T,>(value: T | null, show: (value: T) => string) =>
  value === null ? 'Not specified' : show(value);

interface ProjectDetailViewProps {
  project: Project;
  /** Whether the scores panel speaks to the owner ('How to improve'). */
  isOwner: boolean;
  /** Owner-only notices and actions above the listing; none in the editor's preview. */
  aside?: ReactNode;
  actions?: ReactNode;
  followerCount?: number;
}

/** Every field of a listing (spec §2), as visitors see it; the editor's Preview reuses it. */
export function ProjectDetailView({
  project,
  isOwner,
  aside,
  actions,
  followerCount,
}: ProjectDetailViewProps) {
  const owner = project.owner;
  return (
    <article className="flex flex-col gap-6" aria-labelledby="project-title">
      <HeaderBanner
        imageUrl={project.headerImageUrl}
        videoUrl={project.headerVideoUrl}
        text={project.customHeaderText}
      />
      <div className="flex flex-col gap-4">
        <ProjectBadges project={project} withTrl />
        <h1 id="project-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {project.title}
        </h1>
        <div className="flex flex-wrap items-center justify-between gap-3">
          {owner && (
            <div className="flex items-center gap-3">
              <AvatarInitials firstName={owner.firstName} lastName={owner.lastName} />
              <div>
                <Link
                  to={`/profile/${owner.id}`}
                  className="font-medium text-brand-800 hover:underline"
                >
                  {fullName(owner, 'Researcher')}
                </Link>
                {owner.organization && (
                  <p className="text-sm text-slate-600">{owner.organization}</p>
                )}
              </div>
            </div>
          )}
          {actions}
        </div>
      </div>
      {aside}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {project.mediaCarousel.length > 0 && (
            <MediaCarousel
              items={project.mediaCarousel}
              headerImageUrl={null}
              title={project.title}
              embedVideos
              priority
              className="rounded-2xl"
            />
          )}
          <Section title="About this project">
            <p className="whitespace-pre-line text-slate-800">{project.description}</p>
            {project.tags.length > 0 && (
              <ul className="flex flex-wrap gap-2 pt-1" aria-label="Tags">
                {project.tags.map((tag) => (
                  <li key={tag}>
                    <Badge tone="brand">
                      <Tag className="h-3 w-3" aria-hidden="true" />
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <TextSection title="Who We Are Looking For" text={project.whoWeAreLookingFor} />
          <TextSection title="Looking For" text={project.lookingFor} />
          <TextSection title="Why Us?" text={project.whyUs} />
          <TextSection title="Why Now?" text={project.whyNow} />
          <TextSection title="What Makes Us Special" text={project.whatMakesUsSpecial} />
          <TextSection title="Intellectual Property" text={project.intellectualProperty} />
          {project.customSections.map((section) => (
            <TextSection key={section.id} title={section.title} text={section.content || null} />
          ))}
          {project.researchPapers.length > 0 && (
            <Section title="Research Papers">
              <PapersList papers={project.researchPapers} />
            </Section>
          )}
          {project.teamMembers.length > 0 && (
            <Section title="Team">
              <TeamList members={project.teamMembers} />
            </Section>
          )}
        </div>

        <div className="flex flex-col gap-6">
          <Card className="p-5">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Details</h2>
            <dl className="flex flex-col gap-4">
              <Fact
                icon={DollarSign}
                label="Funding required"
                value={specified(project.fundingRequired, formatUsd)}
              />
              <Fact
                icon={Calendar}
                label="Timeline"
                value={specified(project.timelineMonths, timelineText)}
              />
              <Fact
                icon={Gauge}
                label="Technology readiness"
                value={specified(project.trlLevel, (trl) => `TRL ${trl} of 9`)}
              />
              <Fact
                icon={Calendar}
                label="Listed"
                value={dateFormat.format(new Date(project.createdAt))}
              />
              {followerCount !== undefined && (
                <Fact icon={Users} label="Followers" value={followerCount} />
              )}
            </dl>
          </Card>
          <ScorePanel
            project={project}
            isOwner={isOwner}
            action={isOwner ? <ReevaluateButton id={project.id} /> : undefined}
          />
        </div>
      </div>
    </article>
  );
}
