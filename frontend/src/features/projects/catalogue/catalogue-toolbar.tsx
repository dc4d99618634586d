import { PROJECT_STAGES } from '@labbridge/shared-types';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { stageLabel } from '../../../lib/project-display';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { choices, type SelectOption } from '../../../ui/field';
import { Select } from '../../../ui/select';
import {
  CATALOGUE_CATEGORY_OPTIONS,
  type CatalogueState,
  type CatalogueView,
  sortOptions,
  sortValue,
} from './catalogue-params';

interface ToolbarProps {
  state: CatalogueState;
  update: (change: Partial<CatalogueState>, options?: { replace?: boolean }) => void;
}

/** The search box: typing settles for 300 ms before the URL (and so the query) changes. */
function SearchBox({ state, update }: ToolbarProps) {
  const [draft, setDraft] = useState(state.q);
  const debounced = useDebouncedValue(draft, 300);
  const applied = useRef(state.q);

  useEffect(() => {
    if (debounced.trim() === applied.current.trim()) return;
    applied.current = debounced;
    update({ q: debounced }, { replace: true });
  }, [debounced, update]);

  // Back/forward or a shared link changed the search: show it in the box.
  useEffect(() => {
    if (state.q.trim() === applied.current.trim()) return;
    applied.current = state.q;
    setDraft(state.q);
  }, [state.q]);

  return (
    <search className="relative min-w-0 flex-1 basis-full lg:basis-auto">
      <label htmlFor="catalogue-search" className="sr-only">
        Search projects
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        id="catalogue-search"
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Search by title, description, or technology..."
        className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600"
      />
    </search>
  );
}

function ViewToggle({
  view,
  onChange,
}: {
  view: CatalogueView;
  onChange: (v: CatalogueView) => void;
}) {
  const options = [
    { value: 'grid' as const, label: 'Grid view', Icon: LayoutGrid },
    { value: 'list' as const, label: 'List view', Icon: List },
  ];
  return (
    <fieldset className="flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">Layout</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          onClick={() => onChange(value)}
          className={cn(
            'flex h-8 w-9 items-center justify-center rounded',
            view === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}

/** A small labelled select of the toolbar: its label sits above it in the toolbar's own type. */
function ToolbarSelect<V extends string>({
  label,
  className,
  value,
  onChange,
  options,
}: {
  label: string;
  className: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-1 flex-col gap-1 sm:flex-none', className)}>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      {/* The select offers only the options' values. */}
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue || 'default'} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </Select>
    </div>
  );
}

const STAGE_OPTIONS = [['all', 'All Stages'], ...choices(PROJECT_STAGES, stageLabel)] as const;

/** Search, category, stage, sort and layout controls of the catalogue. */
export function CatalogueToolbar({ state, update }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox state={state} update={update} />
      <ToolbarSelect
        label="Category"
        className="min-w-36"
        value={state.category}
        onChange={(category) => update({ category })}
        options={CATALOGUE_CATEGORY_OPTIONS.map((o) => [o.value, o.label] as const)}
      />
      <ToolbarSelect
        label="Stage"
        className="min-w-32"
        value={state.stage}
        onChange={(stage) => update({ stage })}
        options={STAGE_OPTIONS}
      />
      <ToolbarSelect
        label="Sort by"
        className="min-w-36"
        value={sortValue(state)}
        onChange={(sort) => update({ sort: sort || undefined })}
        options={sortOptions(state).map((o) => [o.value, o.label] as const)}
      />
      <ViewToggle view={state.view} onChange={(view) => update({ view })} />
    </div>
  );
}
