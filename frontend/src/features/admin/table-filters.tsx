import { SelectField, type SelectOption, TextField } from '../../ui/field';

/** The part of a table's query state (useTableQuery) that its filter controls read and write. */
interface FilterState<K extends string> {
  filters: Partial<Record<K, string>>;
  setFilter: (key: K, value: string) => void;
}

export function SearchFilter<K extends string>({
  table,
  placeholder,
}: {
  table: FilterState<K | 'q'>;
  placeholder: string;
}) {
  return (
    <TextField
      label="Search"
      type="search"
      placeholder={placeholder}
      value={table.filters.q ?? ''}
      onValueChange={(value) => table.setFilter('q', value)}
    />
  );
}

/**
 * A select over one filter. `options` are [value, label] pairs; unless `required`, the first
 * choice is 'All' (no filter).
 */
export function ChoiceFilter<K extends string>({
  table,
  name,
  label,
  options,
  required = false,
}: {
  table: FilterState<K>;
  name: K;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}) {
  return (
    <SelectField
      label={label}
      value={table.filters[name] ?? ''}
      onValueChange={(value) => table.setFilter(name, value)}
      options={required ? options : [['', 'All'], ...options]}
    />
  );
}
