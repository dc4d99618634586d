import { Button } from '../../ui/button';

/**
 * The foot of a list that shows only its first items: how many of how many, and a button that
 * asks for more. Nothing once the whole list is shown.
 */
export function ShowMore({
  shown,
  total,
  which,
  loading,
  onMore,
}: {
  shown: number;
  total: number;
  /** Which items are shown first, e.g. 'newest'. */
  which: string;
  loading: boolean;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-600">
      <p aria-live="polite">
        Showing the {which} {shown} of {total}
      </p>
      <Button variant="outline" disabled={loading} onClick={onMore}>
        {loading ? 'Loading…' : 'Show more'}
      </Button>
    </div>
  );
}
