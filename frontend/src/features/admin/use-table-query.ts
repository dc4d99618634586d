import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { FilterState } from './table-filters';

/** What a table takes of its query state: the request it makes, its page, the filters in use. */
export interface TableState<K extends string = string> extends FilterState<K> {
  query: Record<string, string | number | undefined>;
  page: number;
  setPage: (page: number) => void;
  active: number;
}

/**
 * A table's filters, sort and page, and the query they make; any filter change goes back to page 1. The search text is
 * debounced so typing does not fire a request per key.
 */
export function useTableQuery<K extends string>(
  initial: Partial<Record<K, string>>,
): TableState<K> {
  const [filters, setFilters] = useState(initial);
  // The search text and the sort, for the tables that have them.
  const { q: search, sort: sortChoice }: Partial<Record<string, string>> = filters;
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search ?? '', 300);
  const setFilter = (key: K, value: string) => {
    setFilters((prev) => ({ ...prev, [key]: value || undefined }));
    setPage(1);
  };
  // A sort choice reads 'column:direction'; the API takes the two apart.
  const [sort, order] = sortChoice?.split(':') ?? [];
  const query = { ...filters, q: q || undefined, sort, order, page };
  const active = Object.entries(filters).filter(
    ([key, value]) => value && key !== 'sort' && key !== 'order',
  ).length;
  return { filters, setFilter, page, setPage, query, active };
}
