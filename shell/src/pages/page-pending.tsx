import './pages.css';

/**
 * While a page's code loads: the dark band the page opens with, at its usual height, so the footer does
 * not jump up and down.
 */
export function PagePending() {
  return <div className="shell-page-pending" role="status" aria-label="Loading page" />;
}
