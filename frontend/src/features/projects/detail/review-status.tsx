import type { Project } from '@labbridge/shared-types';
import { Archive, CheckCircle2, Clock, EyeOff, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

function Notice({
  tone,
  icon,
  children,
}: {
  tone: 'amber' | 'green' | 'red' | 'slate';
  icon: ReactNode;
  children: ReactNode;
}) {
  const tones = {
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    green: 'bg-green-50 text-green-900 ring-green-200',
    red: 'bg-red-50 text-red-900 ring-red-200',
    slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  };
  return (
    <div className={cn('flex items-start gap-3 rounded-lg p-4 text-sm ring-1', tones[tone])}>
      {icon}
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

const icon = 'mt-0.5 h-5 w-5 shrink-0';

/** What only the owner (and superadmins) see: review outcome, archive and visibility state. */
export function OwnerNotices({ project }: { project: Project }) {
  return (
    <section aria-label="Listing status" className="flex flex-col gap-3">
      {project.reviewStatus === 'pending' && (
        <Notice tone="amber" icon={<Clock className={icon} aria-hidden="true" />}>
          <p className="font-semibold">Review status: pending</p>
          <p>A platform administrator will review this listing. It stays visible meanwhile.</p>
        </Notice>
      )}
      {project.reviewStatus === 'approved' && (
        <Notice tone="green" icon={<CheckCircle2 className={icon} aria-hidden="true" />}>
          <p className="font-semibold">Review status: approved</p>
          <p>This listing has been reviewed and verified by the platform.</p>
        </Notice>
      )}
      {project.reviewStatus === 'rejected' && (
        <Notice tone="red" icon={<XCircle className={icon} aria-hidden="true" />}>
          <p className="font-semibold">Review status: rejected</p>
          <p>{project.reviewReason ? `Reason: ${project.reviewReason}` : 'No reason was given.'}</p>
          <p>It is hidden from the catalogue. Editing it sends it back for review.</p>
        </Notice>
      )}
      {!project.isActive && (
        <Notice tone="slate" icon={<Archive className={icon} aria-hidden="true" />}>
          <p className="font-semibold">Archived</p>
          <p>Only you and platform administrators can see this listing.</p>
        </Notice>
      )}
      {project.isActive && project.visibility !== 'public' && (
        <Notice tone="slate" icon={<EyeOff className={icon} aria-hidden="true" />}>
          <p className="font-semibold">
            {project.visibility === 'unlisted' ? 'Unlisted' : 'Private'}
          </p>
          <p>
            {project.visibility === 'unlisted'
              ? 'Not in the catalogue; anyone with the link can open it.'
              : 'Only you and platform administrators can see it.'}
          </p>
        </Notice>
      )}
    </section>
  );
}
