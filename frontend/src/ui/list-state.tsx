import { Fragment, type ReactNode } from 'react';

interface ListStateProps<T> {
  /** Undefined until the first answer, and after a failed request (read as empty unless `error`). */
  items: readonly T[] | undefined;
  loading: boolean;
  /** One placeholder row, repeated while the list loads. */
  placeholder: ReactNode;
  placeholders?: number;
  empty: ReactNode;
  /** What stands instead of `empty` when the request failed (a LoadError, with Try again). */
  error?: ReactNode;
  /** The list's layout, which the placeholders take too unless placeholderClassName is given. */
  className?: string;
  placeholderClassName?: string;
  as?: 'ul' | 'ol';
  /** Renders one item as a keyed <li>. */
  children: (item: T) => ReactNode;
}

/**
 * A list's states: placeholders while it loads, `error` (when given) after a failed request,
 * `empty` when there is nothing, else the items.
 */
export function ListState<T>({
  items,
  loading,
  placeholder,
  placeholders = 2,
  empty,
  error,
  className,
  placeholderClassName = className,
  as: List = 'ul',
  children,
}: ListStateProps<T>) {
  if (loading) {
    return (
      <div className={placeholderClassName} aria-busy="true">
        {Array.from({ length: placeholders }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Fragment key={i}>{placeholder}</Fragment>
        ))}
      </div>
    );
  }
  if (error) return error;
  if (!items || items.length === 0) return empty;
  return <List className={className}>{items.map(children)}</List>;
}
