import { API } from '@labbridge/shared-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { errorText } from '../../../lib/api';
import { callApi } from '../../../lib/api-client';
import { scoreTone } from '../../../lib/project-display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Badge } from '../../../ui/badge';
import { sourceText } from '../detail/score-panel';
import { checkDraft, type Draft } from './draft';

/** Long enough that a typing pause, not each keystroke, asks for a check (rate limited per user). */
const CHECK_DELAY_MS = 3000;

const LABELS = {
  executability: 'Executability',
  feasibility: 'Feasibility',
  matchability: 'Matchability',
};

/**
 * Before publishing: the scores the listing would get and the common reasons industry turns
 * listings down that its content shows (too early, benefit or commercial route unclear, vague),
 * each with the fix. Advice while editing, never a blocker.
 */
export function PublishCheck({ draft }: { draft: Draft }) {
  const { input, errors, missing } = checkDraft(draft);
  const ready = !missing && Object.keys(errors).length === 0;
  const body = useDebouncedValue(ready ? JSON.stringify(input) : null, CHECK_DELAY_MS);
  const check = useQuery({
    queryKey: ['evaluate-draft', body],
    queryFn: () => callApi(API.evaluations.draft, { body: JSON.parse(body!) }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  return (
    <section
      aria-labelledby="publish-check"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="publish-check" className="font-semibold text-slate-900">
        Before you publish
      </h2>
      {!ready && !check.data ? (
        <p className="text-sm text-slate-600">
          Fill in the required fields to see how industry partners may read your listing.
        </p>
      ) : check.isError ? (
        <p className="text-sm text-slate-600">
          {errorText(check.error, 'The check is unavailable right now.')}
        </p>
      ) : !check.data ? (
        <p className="text-sm text-slate-600">Checking your listing…</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2" aria-label="Expected scores">
            {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((kind) => (
              <li key={kind}>
                <Badge tone={scoreTone(check.data.scores[kind].score)}>
                  {LABELS[kind]} {check.data.scores[kind].score}
                </Badge>
              </li>
            ))}
          </ul>
          {check.data.warnings.length === 0 ? (
            <p className="flex items-center gap-1.5 text-sm text-green-800">
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              None of the common reasons industry turns listings down applies.
            </p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Warnings">
              {check.data.warnings.map((w) => (
                <li
                  key={w.kind}
                  className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
                >
                  <AlertTriangle
                    className="mt-0.5 h-4 w-4 shrink-0 text-amber-700"
                    aria-hidden="true"
                  />
                  <div className="flex flex-col gap-0.5">
                    <p className="font-semibold">{w.title}</p>
                    <p>{w.detail}</p>
                    <p>
                      <span className="font-medium">Fix: </span>
                      {w.fix}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-slate-600">{sourceText(check.data.generatedBy)}</p>
        </>
      )}
    </section>
  );
}
