import { type CollaborationCard, collaborationPath } from '@labbridge/shared-types';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { STEP_STYLES } from './steps';

interface CollaborationStepCardProps {
  card: CollaborationCard;
  /** The step in words, as the server wrote it. */
  content: string;
  createdAt: string;
}

/** A collaboration step in the two parties' thread, so the conversation and the deal read as one. */
export function CollaborationStepCard({ card, content, createdAt }: CollaborationStepCardProps) {
  const style = STEP_STYLES[card.step];
  const Icon = style.icon;
  return (
    <li className="flex justify-center">
      <div className="flex w-full max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm">
        <span
          className={cn(
            'flex h-8 w-8 shrink-0 items-center justify-center rounded-full',
            style.tone,
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium text-slate-900">Collaboration {style.verb.toLowerCase()}</p>
          <p className="break-words whitespace-pre-line text-slate-700">{content}</p>
          <div className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
            <Link
              to={collaborationPath(card.collaborationId)}
              className="font-medium text-brand-800 hover:underline"
            >
              View collaboration
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}
