import { useState } from 'react';
import { Button } from '../../ui/button';

/** A list's page size, grown by a page each time more is asked for. */
export const useGrowingLimit = (page: number) => {
  const [limit, setLimit] = useState(page);
  return [limit, () => setLimit((shown) => shown + page)] as const;
};

/**
 * The foot of a list that shows only its first items: how many of how many, and a button that
 * asks for more. Nothing before the list arrives or once it is shown whole.
 */
export function ShowMore({
  list,
  which,
  loading,
  onMore,
}: {
  list: { items: readonly unknown[]; total: number } | undefined;
  /** Which items are shown first, e.g. 'newest'. */
  which: string;
  loading: boolean;
  onMore: () => void;
}) {
  if (!list || list.items.length >= list.total) return null;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-600">
      <p aria-live="polite">
        Showing the {which} {list.items.length} of {list.total}
      </p>
      <Button variant="outline" disabled={loading} onClick={onMore}>
        {loading ? 'Loading…' : 'Show more'}
      </Button>
    </div>
  );
}
