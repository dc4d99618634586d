import { PageSteps } from '../../../ui/pagination';

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
      <PageSteps page={page} pages={pages} onChange={onChange} />
    </nav>
  );
}
