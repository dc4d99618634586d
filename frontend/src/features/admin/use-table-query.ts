import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** What a table takes of its query state: the request it makes, its page, the filters in use. */
export interface TableState {
  query: Record<string, string | number | undefined>;
  page: number;
  setPage: (page: number) => void;
  active: number;
}

/**
 * A table's filters, sort and page, and the query they make; any filter change goes back to page 1. The search text is
 * debounced so typing does not fire a request per key.
 */
export function useTableQuery<F extends Record<string, string | undefined>>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filters.q ?? '', 300);
  const setFilter = (key: keyof F, value: string) => {
    setFilters((prev) => ({ ...prev, [key]: value || undefined }));
    setPage(1);
  };
  // A sort choice reads 'column:direction'; the API takes the two apart.
  const [sort, order] = filters.sort?.split(':') ?? [];
  const query = { ...filters, q: q || undefined, sort, order, page };
  const active = Object.entries(filters).filter(
    ([key, value]) => value && key !== 'sort' && key !== 'order',
  ).length;
  return { filters, setFilter, page, setPage, query, active };
}
