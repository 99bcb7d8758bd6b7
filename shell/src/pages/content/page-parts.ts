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

/**
 * Blocks drawn from data in the browser: a carousel's or tabs' state, a form, the guides' fetch, tiles and
 * a join button a member does not see (the server draws the visitor's). Every other block is words,
 * pictures and links, the same wherever it is drawn (its links navigate in the app through one handler,
 * static-block.tsx).
 */
const drawnInBrowser: ReadonlySet<PageBlockType> = new Set<PageBlockType>([
  'heroTiles',
  'benefits',
  'reviews',
  'serviceTabs',
  'guides',
  'enquiry',
  'communityGroups',
]);

/** Whether the block at `index` keeps the server's HTML (a hero with the tiles inside it does not). */
export function keepsServerHtml(blocks: readonly { type: PageBlockType }[], index: number): boolean {
  const { type } = blocks[index];
  if (drawnInBrowser.has(type)) return false;
  return !(type === 'hero' && blocks[index + 1]?.type === 'heroTiles');
}

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

/** The parts of `page` as JSON for a script element (`<` escaped, so no text can close it). */
export function landingPartsJson(address: string, page: PageRecord | null): string {
  const parts: LandingParts = {
    address,
    page: page && {
      address: page.address,
      type: page.type,
      title: page.title,
      ...(page.area ? { area: page.area } : {}),
      blocks: page.blocks.map((block, index) => (keepsServerHtml(page.blocks, index) ? { type: block.type, server: true as const } : block)),
    },
  };
  return JSON.stringify(parts).replace(/</g, '\\u003c');
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
