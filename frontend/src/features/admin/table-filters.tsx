import { SelectField, type SelectOption, TextField } from '../../ui/field';

/** The part of a table's query state (useTableQuery) that its filter controls read and write. */
export interface FilterState<K extends string> {
  filters: Partial<Record<K, string>>;
  setFilter: (key: K, value: string) => void;
}

/**
 * One filter chosen in a select. `options` are [value, label] pairs; unless `required`, the first
 * choice is 'All' (no filter).
 */
export interface ChoiceFilter<K extends string> {
  name: K;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}

/** A table's filter fields: the search box (its placeholder says what it searches), then the choices. */
export function TableFilters<K extends string>({
  table,
  search,
  choices,
}: {
  table: FilterState<K | 'q'>;
  search: string;
  choices: readonly ChoiceFilter<K>[];
}) {
  return (
    <>
      <TextField
        label="Search"
        type="search"
        placeholder={search}
        value={table.filters.q ?? ''}
        onValueChange={(value) => table.setFilter('q', value)}
      />
      {choices.map(({ name, label, options, required = false }) => (
        <SelectField
          key={name}
          label={label}
          value={table.filters[name] ?? ''}
          onValueChange={(value) => table.setFilter(name, value)}
          options={required ? options : [['', 'All'], ...options]}
        />
      ))}
    </>
  );
}
