import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** Previous, the position ('Page 2 of 5') and Next; the caller places them in its own nav. */
export function PageSteps({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        icon={ChevronLeft}
      >
        Previous
      </Button>
      <span className="text-sm text-slate-700" aria-current="page">
        Page {page} of {pages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </>
  );
}
