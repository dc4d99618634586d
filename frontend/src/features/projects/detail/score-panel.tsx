import {
  type AiSource,
  overallScore,
  type Project,
  type ScoreExplanation,
  type ScoreKind,
  scoreBand,
} from '@labbridge/shared-types';
import { Lightbulb, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { Card } from '../../../ui/card';
import { BAND_BAR } from '../card/score-bar';

const BAND_TEXT: Record<ReturnType<typeof scoreBand>, string> = {
  green: 'text-green-800',
  blue: 'text-blue-800',
  yellow: 'text-amber-800',
  red: 'text-red-800',
};

const KINDS: {
  kind: ScoreKind;
  label: string;
  field: 'executabilityScore' | 'feasibilityScore' | 'matchabilityScore';
  what: string;
}[] = [
  {
    kind: 'executability',
    label: 'Executability',
    field: 'executabilityScore',
    what: 'Can this team deliver it: evidence, team, IP and a coherent stage.',
  },
  {
    kind: 'feasibility',
    label: 'Feasibility',
    field: 'feasibilityScore',
    what: 'Is the plan realistic: funding against timeline, papers and readiness.',
  },
  {
    kind: 'matchability',
    label: 'Matchability',
    field: 'matchabilityScore',
    what: 'How well it meets what industry partners on the platform look for.',
  },
];

function ScoreRow({
  label,
  what,
  score,
  explanation,
  isOwner,
}: {
  label: string;
  what: string;
  score: number;
  explanation: ScoreExplanation | undefined;
  isOwner: boolean;
}) {
  const band = scoreBand(score);
  // Others see what raised the score; what lowered it and the tips are the owner's to act on
  // (the server leaves them out for other viewers; the editor's preview shows the public view).
  const reasons = explanation?.reasons.filter((r) => isOwner || r.impact > 0) ?? [];
  const tips = isOwner ? (explanation?.tips ?? []) : [];
  return (
    <li className="flex flex-col gap-2 border-t border-slate-200 pt-4 first:border-0 first:pt-0">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <p className={cn('text-lg font-bold', BAND_TEXT[band])}>
          {score}
          <span className="text-sm font-medium text-slate-600">/100</span>
        </p>
      </div>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', BAND_BAR[band])} style={{ width: `${score}%` }} />
      </div>
      <p className="text-xs text-slate-600">{what}</p>
      {reasons.length > 0 && (
        <ul
          className="flex flex-col gap-1 text-sm"
          aria-label={
            isOwner
              ? `Why ${label.toLowerCase()} is ${score}`
              : `What raised ${label.toLowerCase()}`
          }
        >
          {reasons.map((reason) => (
            <li key={reason.text} className="flex items-start gap-2 text-slate-700">
              {reason.impact >= 0 ? (
                <Plus className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
              ) : (
                <Minus className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">{reason.impact >= 0 ? 'Raised: ' : 'Lowered: '}</span>
                {reason.text}
              </span>
            </li>
          ))}
        </ul>
      )}
      {tips.length > 0 && (
        <div className="rounded-lg bg-amber-50 p-3">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-amber-900">
            <Lightbulb className="h-4 w-4" aria-hidden="true" />
            How to improve
          </h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** What the score rows read: the three scores and their explanations. */
export type ScoredListing = Pick<
  Project,
  'executabilityScore' | 'feasibilityScore' | 'matchabilityScore' | 'scoreDetails'
>;

/** True once the AI layer has scored the listing. */
export const isScored = (project: ScoredListing) =>
  KINDS.some((k) => typeof project[k.field] === 'number');

/** Each score in its colour band with its reasons (and, for the owner, tips); null when unscored. */
export function ScoreRows({
  project,
  isOwner,
  className,
}: {
  project: ScoredListing;
  isOwner: boolean;
  className?: string;
}) {
  const rows = KINDS.flatMap((k) => {
    const score = project[k.field];
    return typeof score === 'number' ? [{ ...k, score }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <ul className={cn('flex flex-col gap-4', className)}>
      {rows.map((row) => (
        <ScoreRow
          key={row.kind}
          label={row.label}
          what={row.what}
          score={row.score}
          explanation={project.scoreDetails?.[row.kind]}
          isOwner={isOwner}
        />
      ))}
    </ul>
  );
}

/** The overall score in its band, e.g. '85/100 overall'. */
export function OverallScore({ project }: { project: ScoredListing }) {
  const overall = overallScore(project);
  if (overall === null) return null;
  return (
    <p className={cn('font-bold', BAND_TEXT[scoreBand(overall)])}>
      {overall}/100 <span className="text-sm font-medium text-slate-600">overall</span>
    </p>
  );
}

/**
 * The three AI scores out of 100 in their colour bands, each with its reasons; the owner also
 * sees what lowered them and how to improve.
 */
export function ScorePanel({
  project,
  isOwner,
  action,
}: {
  project: ScoredListing;
  isOwner: boolean;
  /** The owner's Re-evaluate button. */
  action?: ReactNode;
}) {
  const source = project.scoreDetails?.generatedBy;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">AI Evaluation</h2>
        <OverallScore project={project} />
      </div>
      {isScored(project) ? (
        <ScoreRows project={project} isOwner={isOwner} />
      ) : (
        <p className="text-sm text-slate-600">Scores are calculated when the listing is saved.</p>
      )}
      {(source || action) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-3">
          {source && <p className="text-xs text-slate-600">{sourceText(source)}</p>}
          {action}
        </div>
      )}
    </Card>
  );
}

/** Which provider and model produced the scores, in words. */
export const sourceText = (source: AiSource) =>
  source.provider === 'openai'
    ? `Evaluated by the AI model ${source.model}`
    : source.fallback
      ? 'Evaluated by LabBridge’s built-in rules (the AI model was unavailable)'
      : 'Evaluated by LabBridge’s built-in rules';
