import { pageWindow } from '../lib/page-window';

interface Props {
  page: number;
  totalPage: number;
  onPage(page: number): void;
}

const Arrow = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Previous and next arrows (disabled at the ends) around up to five page numbers (docs/product/news.md). */
export function Pagination({ page, totalPage, onPage }: Props) {
  if (totalPage < 1) return null;
  return (
    <nav className="news-pagination" aria-label="Pages of articles">
      <button type="button" className="news-pagination__arrow" aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Arrow />
      </button>
      <ul className="news-pagination__pages">
        {pageWindow(page, totalPage).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="news-pagination__page"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => n !== page && onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="news-pagination__arrow" aria-label="Next page" disabled={page >= totalPage} onClick={() => onPage(page + 1)}>
        <Arrow flip />
      </button>
    </nav>
  );
}
