import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TableColumn<T> {
  /** The column's heading, unique within the table. */
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** The column that names each row: its cells are row headers for screen readers. */
  rowHeader?: boolean;
  /** Figures: right-aligned, in digits of one width. */
  numeric?: boolean;
  /** Extra classes for the column's body cells. */
  className?: string;
}

interface TableProps<T> {
  /** What the table holds, read by screen readers (the card around it shows its own title). */
  caption: ReactNode;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** E.g. a min-width, so a wide table scrolls inside its box instead of squeezing. */
  className?: string;
}

/** A small table of figures inside a card: a header row, then one ruled row per item. */
export function Table<T>({ caption, columns, rows, rowKey, className }: TableProps<T>) {
  const aligned = (column: TableColumn<T>) =>
    cn('py-2 pr-3 last:pr-0', column.numeric && 'text-right tabular-nums');
  return (
    <table className={cn('w-full text-left text-sm', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          {columns.map((column) => (
            <th key={column.header} scope="col" className={cn(aligned(column), 'font-medium')}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
            {columns.map((column) =>
              column.rowHeader ? (
                <th
                  key={column.header}
                  scope="row"
                  className={cn(aligned(column), 'font-medium', column.className)}
                >
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} className={cn(aligned(column), column.className)}>
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
