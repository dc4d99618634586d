import {
  ADMIN_PAGE_SIZE,
  type DealParty,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
} from '@labbridge/shared-types';
import { Download, Filter } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { fullName } from '../../lib/format';
import { useApiQuery } from '../../lib/use-api-query';
import { Button, type ButtonVariant, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { PageSteps } from '../../ui/pagination';
import { Skeleton } from '../../ui/skeleton';
import { csvHref } from './queries';
import { type ChoiceFilter, TableFilters } from './table-filters';
import { useTableQuery } from './use-table-query';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  emptyTitle: string;
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
}

/** An admin table (spec §9: 10 rows a page) with its pager; scrolls sideways on a phone. */
function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  emptyTitle,
  page,
  limit,
  total,
  onPage,
}: DataTableProps<T>) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  if (!loading && rows?.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <Card className="overflow-hidden">
      <div className="scroll-x-hint">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={cn('px-4 py-3', c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading || !rows
              ? Array.from({ length: 3 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <tr key={i}>
                    <td colSpan={columns.length} className="px-4 py-3">
                      <Skeleton className="h-5 w-full" />
                    </td>
                  </tr>
                ))
              : rows.map((row) => (
                  <tr key={rowKey(row)} className="align-top hover:bg-slate-50">
                    {columns.map((c) => (
                      <td key={c.header} className={cn('px-4 py-3', c.className)}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={`${caption} pages`}
        className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-700"
      >
        <span>
          {first}–{last} of {total}
        </span>
        <div className="flex items-center gap-2">
          <PageSteps page={page} pages={pages} onChange={onPage} />
        </div>
      </nav>
    </Card>
  );
}

/**
 * The Filter and Export buttons above a table: Filter opens the filter fields, Export downloads
 * the whole filtered table as CSV.
 */
function TableToolbar({
  title,
  exportHref,
  filters,
  actions,
  activeFilters,
}: {
  title: string;
  exportHref: string;
  filters: ReactNode;
  actions?: ReactNode;
  activeFilters: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            icon={Filter}
          >
            Filter{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </Button>
          <a
            href={exportHref}
            download
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Export
          </a>
          {actions}
        </div>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {filters}
      </div>
    </div>
  );
}

type Row<E extends Endpoint> =
  EndpointResponse<E> extends {
    items: (infer R extends { id: string | number })[];
  }
    ? R
    : never;

/**
 * An admin tab's table: one page of `endpoint` for its filters, sort and page (the table's own
 * state), under the toolbar whose Export downloads the same query as CSV. Its filters are a search
 * box (`search` is its placeholder) and a select per choice.
 */
export function AdminTable<E extends Endpoint<'GET'>, K extends string>({
  title,
  endpoint,
  defaults = {},
  columns,
  emptyTitle,
  search,
  choices,
  actions,
}: {
  title: string;
  endpoint: E;
  /** The filters the table starts with, e.g. its sort. */
  defaults?: Partial<Record<K | 'q', string>>;
  columns: Column<Row<E>>[];
  emptyTitle: string;
  search: string;
  choices: readonly ChoiceFilter<K>[];
  actions?: ReactNode;
}) {
  const table = useTableQuery<K | 'q'>(defaults);
  const query = { ...table.query, limit: ADMIN_PAGE_SIZE };
  const { data, isPending } = useApiQuery(endpoint, { query } as EndpointInput<E>);
  const page = data as { items: Row<E>[]; total: number } | undefined;
  return (
    <>
      <TableToolbar
        title={title}
        exportHref={csvHref(endpoint.path, query)}
        activeFilters={table.active}
        filters={<TableFilters table={table} search={search} choices={choices} />}
        actions={actions}
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={page?.items}
        rowKey={(row) => row.id}
        loading={isPending}
        emptyTitle={emptyTitle}
        page={table.page}
        limit={ADMIN_PAGE_SIZE}
        total={page?.total ?? 0}
        onPage={table.setPage}
      />
    </>
  );
}

/** A button of a row's Actions cell; its accessible name says which row it acts on. */
export function RowAction({
  label,
  target,
  variant = 'outline',
  onClick,
}: {
  label: string;
  /** What the row is called, e.g. the project's title or the user's name. */
  target: string;
  variant?: ButtonVariant;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant={variant} aria-label={`${label} ${target}`} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A cell that names a row and opens it: the linked title, then what is said about it. */
export function TitleCell({
  to,
  title,
  className,
  children,
}: {
  to: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex max-w-xs flex-col gap-1', className)}>
      <Link to={to} className="font-medium break-words text-slate-900 hover:underline">
        {title}
      </Link>
      {children}
    </div>
  );
}

/** A person in a cell: the name (the email when there is none), then the organization. */
export function PersonCell({ person }: { person: DealParty }) {
  return (
    <div className="flex flex-col">
      <span>{fullName(person, person.email)}</span>
      {person.organization && <span className="text-xs text-slate-600">{person.organization}</span>}
    </div>
  );
}
