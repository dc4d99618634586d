import { Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../ui/skeleton';
import { useReplySuggestions } from './queries';

interface ReplySuggestionsProps {
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  /** The message to answer; suggestions are asked for only when it is not blank. */
  text: string;
  /** Named in the note shown while there is nothing to answer. */
  partnerName: string;
  /** The conversation partner: the server reads the conversation as context. */
  partnerId: string;
  onPick: (suggestion: string) => void;
}

/** AI reply suggestions, off until the user turns them on (spec §7). */
export function ReplySuggestions({
  enabled,
  onToggle,
  text,
  partnerId,
  partnerName,
  onPick,
}: ReplySuggestionsProps) {
  const { data, isFetching, isError } = useReplySuggestions(text, partnerId, enabled);
  const hasText = text.trim().length > 0;
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 px-3 pt-2">
      <button
        type="button"
        aria-pressed={enabled}
        onClick={() => onToggle(!enabled)}
        className={cn(
          'inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600',
          enabled
            ? 'bg-brand-50 text-brand-800 ring-brand-200'
            : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
        )}
      >
        <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
        AI reply suggestions {enabled ? 'on' : 'off'}
      </button>
      {enabled && !hasText && (
        <p aria-live="polite" className="text-xs text-slate-600">
          Nothing to answer yet: suggestions appear when {partnerName} writes to you.
        </p>
      )}
      {enabled && hasText && (
        <div aria-live="polite" className="flex flex-wrap gap-2">
          {isFetching && !data ? (
            <>
              <Skeleton className="h-7 w-40 rounded-full" />
              <Skeleton className="h-7 w-32 rounded-full" />
              <Skeleton className="h-7 w-36 rounded-full" />
            </>
          ) : isError ? (
            <p className="text-xs text-slate-600">Suggestions are unavailable right now.</p>
          ) : data && data.suggestions.length === 0 ? (
            <p className="text-xs text-slate-600">No suggestions for this message.</p>
          ) : (
            data?.suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => onPick(suggestion)}
                className="rounded-full bg-slate-100 px-3 py-1 text-left text-xs text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {suggestion}
              </button>
            ))
          )}
        </div>
      )}
    </div>
  );
}
