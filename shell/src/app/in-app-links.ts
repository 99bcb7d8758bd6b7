import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * One delegated click handler for HTML the shell does not draw itself (a plain page's rich text): a click
 * on a link to this site's page navigates in the app, as a Link would. A click with a modifier key or a
 * middle button, a link with a target or a download, or another origin is left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
