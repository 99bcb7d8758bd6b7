import type { PageBlock, PageBlockType, PageRecord } from '@tenants/shared/model';

/**
 * The page a visit lands on carries its words once, in the server's HTML. A block that
 * never changes in the browser is kept as the server drew it when the page hydrates; only the blocks with
 * state of their own (or that differ for a member) are drawn by React from data, and that data is all the
 * page carries for them (`#page-parts`, written by the server's render beside the blocks). A page the
 * browser draws itself (a navigation) is drawn from its whole record, fetched.
 */

/** The element the server's render writes the landing page's parts into: a child of the page's `main`. */
export const pagePartsElementId = 'page-parts';

/** A block the browser keeps as the server's HTML: its type alone. */
export interface ServerBlock {
  type: PageBlockType;
  server: true;
}
export type LandingBlock = PageBlock | ServerBlock;
export const isServerBlock = (block: LandingBlock): block is ServerBlock => 'server' in block;

/** A page as the blocks draw it: the whole record, or the landing page's parts. */
export interface DrawnPage {
  title: string;
  blocks: readonly LandingBlock[];
}

/** What `#page-parts` holds: the address the server drew and its page's parts (null: no page there, the 404 page). */
export interface LandingParts {
  address: string;
  page: (Omit<PageRecord, 'blocks' | 'card'> & { blocks: LandingBlock[] }) | null;
}

/**
 * The landing page as the browser found it: its parts, their JSON as written, the element its blocks are
 * in, and each kept block's HTML by index (read at once: a navigation may replace the server's HTML before
 * the page's code arrives, and a visit back draws the page from these).
 */
export interface Landing extends LandingParts {
  json: string;
  /** The server's script element: in the page while the page is still the server's HTML. */
  script: Element;
  container: Element;
  html: Map<number, string>;
}

/** The attribute a kept block's element carries: its index in the page's blocks. */
export const blockIndexAttribute = 'data-block';

/**
 * The parts the server wrote for `address`, read from the page while it is still the server's HTML (only
 * a JSON script that is a direct child of `main` counts: page text cannot put one there). Undefined when
 * there are none: the development server, a render that failed, a page the browser draws itself.
 */
export function readLanding(address: string): Landing | undefined {
  const element = document.getElementById(pagePartsElementId);
  const container = element?.parentElement;
  if (!(element instanceof HTMLScriptElement) || element.type !== 'application/json' || container?.tagName !== 'MAIN') return undefined;
  const json = element.textContent ?? '';
  try {
    const parts = JSON.parse(json) as LandingParts;
    if (parts.address !== address) return undefined;
    const html = new Map<number, string>();
    for (const block of container.querySelectorAll(`:scope > [${blockIndexAttribute}]`))
      html.set(Number(block.getAttribute(blockIndexAttribute)), block.innerHTML);
    return { ...parts, json, script: element, container, html };
  } catch {
    return undefined;
  }
}
