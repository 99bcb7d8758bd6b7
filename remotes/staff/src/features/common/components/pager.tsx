import './pager.css';

interface Props {
  page: number;
  totalPage: number;
  /** What the pages are of, for the navigation's name ("enquiries"). */
  of: string;
  onPage(page: number): void;
}

/** Previous, "Page x of y", Next: disabled at the ends, hidden when there is one page or none. */
export function Pager({ page, totalPage, of, onPage }: Props) {
  if (totalPage <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={`Pages of ${of}`}>
      <button type="button" className="staff-button staff-button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <p className="staff-pager__where" aria-current="page">
        Page {page} of {totalPage}
      </p>
      <button type="button" className="staff-button staff-button--ghost" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
