import type { MatchReason } from '@labbridge/shared-types';
import { Sparkles } from 'lucide-react';

/** 'Why this match': the sentence and the words or fields that made it. */
export function MatchReasons({ why, reasons }: { why: string; reasons: MatchReason[] }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <p className="flex items-start gap-1.5 font-medium">
        <Sparkles className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="sr-only">Why this match: </span>
          {why}
        </span>
      </p>
      {reasons.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="What made the match">
          {reasons.map((r) => (
            <li
              key={r.field}
              className="rounded-full bg-white px-2 py-0.5 text-xs text-brand-900 ring-1 ring-brand-200"
            >
              <span className="font-semibold">{r.field}:</span> {r.terms.join(', ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
