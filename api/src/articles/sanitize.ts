import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { articleHtmlPolicy } from '@tenants/shared';

// One window for the process: DOMPurify only needs a DOM to parse into, and building one is slow.
const { window } = new JSDOM('');
const purify = createDOMPurify(window);

export interface Sanitised {
  html: string;
  /** What the policy took out ("<script>", "onerror on <img>"), so the import can say so. */
  removed: string[];
}

/** Article HTML through the same DOMPurify policy the browser applies (shared `articleHtmlPolicy`). */
export function sanitiseArticleHtml(html: string): Sanitised {
  const clean = purify.sanitize(html, { ...articleHtmlPolicy, RETURN_TRUSTED_TYPE: false });
  const removed = purify.removed
    // DOMPurify parses into a <body> that is not on the tag list and reports it: that is not the author's.
    .filter((item) => !('element' in item && item.element.nodeName === 'BODY'))
    .map((item) => {
      if ('element' in item) return `<${item.element.nodeName.toLowerCase()}>`;
      return `${item.attribute?.name ?? 'an attribute'} on <${item.from.nodeName.toLowerCase()}>`;
    });
  return { html: clean.trim(), removed };
}

/** The words of sanitised HTML, spaces collapsed: what keyword search looks in. */
export function textOfHtml(html: string): string {
  const holder = window.document.createElement('div');
  // Safe: the HTML has been sanitised, and jsdom runs no scripts without being told to.
  holder.innerHTML = html.replace(/<\/(p|li|h[2-4]|td|th|dd|dt|blockquote)>/gi, '</$1> ');
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}
