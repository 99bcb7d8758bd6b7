import type { MouseEvent } from 'react';
import { pageWindow } from '../lib/page-window';
import { isPlainClick } from '../lib/plain-click';

interface Props {
  page: number;
  totalPage: number;
  /** The listing's address at page `n`, the category and keyword kept: each page's link. */
  hrefFor(page: number): string;
  onPage(page: number): void;
}

const Arrow = ({ flip }: { flip?: boolean }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Previous and next arrows (disabled at the ends) around up to five page numbers (docs/product/news.md).
 *
 * Every page is a link to its own address (`/news?page=2&category=1`), which the server draws, so the
 * pages work before the page is live and without JavaScript; once live a click moves the listing without a
 * reload (docs/decisions/0010). An arrow at the end is no link at all: nothing to follow and no tab stop,
 * but still announced, as a disabled link, so the end of the pages is not silent.
 */
export function Pagination({ page, totalPage, hrefFor, onPage }: Props) {
  if (totalPage < 1) return null;
  const follow = (event: MouseEvent, n: number) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (n !== page) onPage(n);
  };
  const arrow = (label: string, to: number, enabled: boolean, rel: 'prev' | 'next') =>
    enabled ? (
      <a className="news-pagination__arrow" href={hrefFor(to)} rel={rel} aria-label={label} onClick={(event) => follow(event, to)}>
        <Arrow flip={rel === 'next'} />
      </a>
    ) : (
      // A link with nowhere to go (no href): still found by its name, and said to be disabled.
      <a className="news-pagination__arrow" role="link" aria-disabled="true" aria-label={label}>
        <Arrow flip={rel === 'next'} />
      </a>
    );

  return (
    <nav className="news-pagination" aria-label="Pages of articles">
      {arrow('Previous page', page - 1, page > 1, 'prev')}
      <ul className="news-pagination__pages">
        {pageWindow(page, totalPage).map((n) => (
          <li key={n}>
            <a
              className="news-pagination__page"
              href={hrefFor(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={(event) => follow(event, n)}
            >
              {n}
            </a>
          </li>
        ))}
      </ul>
      {arrow('Next page', page + 1, page < totalPage, 'next')}
    </nav>
  );
}
