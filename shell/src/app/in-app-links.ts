import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * One delegated click handler for links that are plain `<a>`s (a plain page's rich text, the frame's links):
 * a click on a link to this site's page navigates in the app, as a Link would (replacing the entry when it
 * is the address shown, as a Link does). A click with a modifier key or a middle button, a link with a
 * target or a download, a file, or another origin is left to the browser.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    // A file (a name with an extension: the legal documents, uploaded media) is the browser's to open.
    if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
    event.preventDefault();
    const to = `${url.pathname}${url.search}${url.hash}`;
    void navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
  };
}
