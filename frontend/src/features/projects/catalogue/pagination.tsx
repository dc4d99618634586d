import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../ui/button';

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / next with the position; nothing when everything fits on one page. */
export function Pagination({ page, pages, onChange }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-700" aria-current="page">
        Page {page} of {pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
