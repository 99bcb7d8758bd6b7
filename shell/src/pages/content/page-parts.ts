import type { PageBlockType, PageRecord } from '@tenants/shared/model';
import type { LandingParts } from './landing';

/**
 * Which blocks of a page keep the server's HTML when the page a visit lands on hydrates, and the parts the
 * server's render writes for the rest (landing.ts). In the page types' chunk: the browser's first load only
 * reads them.
 */

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
