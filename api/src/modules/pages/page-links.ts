import type { Kysely } from 'kysely';
import { serviceAreas, type ServiceArea } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { allPages } from './pages.repository';
import type { PageRow } from './pages.tables';

// What links to a page: asked before a page is unpublished, deleted or moved, so staff see what it breaks.

type Db = Kysely<Database>;
const parseJson = (text: string | null): unknown => (text === null ? undefined : JSON.parse(text));

/** Every `to` / `href` in a block, and the service pages it shows as cards (similar services, the home tabs). */
function addressesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) addressesIn(item, found);
  else if (value && typeof value === 'object') {
    const block = value as Record<string, unknown>;
    if (typeof block.to === 'string') found.add(block.to);
    if (typeof block.href === 'string') found.add(block.href);
    if (block.type === 'similarServices' && Array.isArray(block.services)) for (const ref of block.services) found.add(`/${String(ref)}`);
    if (block.area && Array.isArray(block.highlights)) for (const slug of block.highlights) found.add(`/${String(block.area)}/${String(slug)}`);
    for (const inner of Object.values(block)) if (inner && typeof inner === 'object') addressesIn(inner, found);
  }
  return found;
}

/** The menus the shell builds from a page (layout/nav-items.ts), named for staff. */
function menusOf(row: PageRow): string[] {
  const label = row.area ? serviceAreas[row.area as ServiceArea]?.label : undefined;
  if (row.type === 'service') return [`Header: Services menu (${label})`];
  if (row.type === 'overview') return [`Footer: Services (${label})`];
  if (row.type === 'advice') return ['Header: Advice menu', 'Footer: Advice'];
  if (row.type === 'organisation' || row.type === 'community') return ['Header', 'Footer: Quick Links'];
  return [];
}

/** The other pages (live or draft) that link to `row`, the overview that lists it, and the menus it is in. */
export async function linksTo(db: Db, row: PageRow): Promise<{ pages: string[]; menus: string[] }> {
  const pages = new Set<string>();
  for (const other of await allPages(db)) {
    if (other.id === row.id) continue;
    const found = addressesIn([parseJson(other.live_blocks), parseJson(other.draft_blocks)], new Set());
    const listsIt = other.type === 'overview' && row.type === 'service' && other.area === row.area;
    if (found.has(row.address) || listsIt) pages.add(other.address);
  }
  return { pages: [...pages].sort(), menus: menusOf(row) };
}
