import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { addArticleHtmlHooks, articleHtmlPolicy } from '@tenants/shared/model';

/**
 * A window shared by many articles, since DOMPurify only needs a DOM to parse into and building one is slow;
 * but not by all of them: jsdom's selector engine adds listeners to the window for every document parsed in
 * it and never removes them, so with one window each parse is slower than the last and every earlier document
 * stays in memory (importing 10,000 articles took 120 s instead of 24 s).
 */
const documentsPerWindow = 500;
let dom: { window: JSDOM['window']; purify: ReturnType<typeof createDOMPurify>; documents: number } | undefined;
function nextDom() {
  if (!dom || dom.documents >= documentsPerWindow) {
    dom?.window.close();
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    addArticleHtmlHooks(purify);
    dom = { window, purify, documents: 0 };
  }
  dom.documents += 1;
  return dom;
}

export interface Sanitised {
  html: string;
  /** What the policy took out ("<script>", "onerror on <img>"), so the import can say so. */
  removed: string[];
}

/** Article HTML through the same DOMPurify policy and hooks the browser applies (shared `articleHtmlPolicy`, ids prefixed). */
export function sanitiseArticleHtml(html: string): Sanitised {
  const { purify } = nextDom();
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
  const holder = nextDom().window.document.createElement('div');
  // Safe: the HTML has been sanitised, and jsdom runs no scripts without being told to.
  holder.innerHTML = html.replace(/<\/(p|li|h[2-4]|td|th|dd|dt|blockquote)>/gi, '</$1> ');
  return (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
}
