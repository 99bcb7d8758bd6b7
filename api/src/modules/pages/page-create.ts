import {
  pageMessages,
  pageTypeRequiredBlocks,
  serviceAreas,
  type DraftBlock,
  type PageCreateInput,
  type PageType,
  type StaffPage,
} from '@tenants/shared/model';
import { HttpError } from '../../http-errors';
import { audited, type Actor } from '../staff';
import { allPages, bumpContentVersion, dropRedirect, insertPage, putRedirect, updatePage } from './pages.repository';
import { recordOf } from './pages.service';
import type { PageRow } from './pages.tables';
import { addressProblem, isSiteRoute } from './page-addresses';
import { editorOnly, fixedTypes, pageOrNotFound, recordVersion, toStaffPage, type PagesDeps } from './page-staff-view';

const picture = { art: 'shopfront', alt: '' } as const;

/**
 * A new page's blocks: its type's template, every block it must have to go on the site present (empty where
 * staff must write). A service page's similar services are the first two of its area's published pages in
 * menu order, and its compliance cards the area's own (every service page of an area shows the same ones).
 */
function newPageBlocks(input: PageCreateInput, areaPages: PageRow[]): DraftBlock[] {
  if (input.type !== 'service')
    return [
      { type: 'hero', intro: '', image: picture },
      { type: 'richText', html: '' },
    ];
  const live = areaPages.filter((row) => row.type === 'service' && row.live_blocks !== null).map((row) => recordOf(row));
  const byPosition = live.sort((a, b) => (a.card?.position ?? 0) - (b.card?.position ?? 0) || a.address.localeCompare(b.address));
  const compliance = byPosition.flatMap((page) => page.blocks).find((block) => block.type === 'compliance');
  const template: Record<string, DraftBlock> = {
    hero: { type: 'hero', eyebrow: `${serviceAreas[input.area].label} Services`, intro: '', image: picture },
    intro: { type: 'intro', title: '', text: [''] },
    similarServices: { type: 'similarServices', title: 'Similar Services', services: byPosition.slice(0, 2).map((page) => page.address.slice(1)) },
    compliance: compliance ?? { type: 'compliance', title: 'Compliance', cards: [] },
  };
  return pageTypeRequiredBlocks.service.map((type) => template[type]);
}

/** A new page, as a draft: a service page under its area (last in its menu) or a plain page at a new address. */
export async function createPage(deps: PagesDeps, actor: Actor, input: PageCreateInput): Promise<StaffPage> {
  const address = input.type === 'service' ? `/${input.area}/${input.slug}` : input.address;
  const area = input.type === 'service' ? input.area : null;
  const problem = await addressProblem(deps.db, address, { type: input.type, area }, await deps.releasedRoutes?.());
  if (problem) throw new HttpError(409, problem);
  const now = deps.now().toISOString();
  let card: string | null = null;
  const areaPages = area ? (await allPages(deps.db)).filter((row) => row.area === area) : [];
  if (input.type === 'service') {
    const positions = areaPages.filter((row) => row.draft_card).map((row) => JSON.parse(row.draft_card!).position as number);
    card = JSON.stringify({ text: '', image: picture, position: Math.max(0, ...positions) + 1 });
  }
  const row = await audited(deps, actor, async (trx) => {
    // An old address of a page that is gone now belongs to the new page (a redirect less: a new content version).
    await dropRedirect(trx, address);
    await bumpContentVersion(trx);
    const created = await insertPage(trx, {
      address,
      type: input.type,
      area,
      status: 'draft',
      live_title: null,
      live_blocks: null,
      live_card: null,
      live_sharing: null,
      draft_title: input.title,
      draft_blocks: JSON.stringify(newPageBlocks(input, areaPages)),
      draft_card: card,
      draft_sharing: null,
      scheduled_title: null,
      scheduled_blocks: null,
      scheduled_card: null,
      scheduled_sharing: null,
      published_at: null,
      scheduled_at: null,
      created_at: now,
      updated_at: now,
      updated_by: actor.id,
    });
    await recordVersion(trx, created, actor.id, 'save', deps.now());
    return { result: created, audit: [{ action: 'page.create', targetType: 'page', targetId: created.id, data: { path: address } }] };
  });
  return toStaffPage(deps.db, row);
}

/**
 * Moves a service or plain page to a new address; the old one answers 301 to the new from then on (and
 * any older ones too: they name the page, not an address). Editors only.
 */
export async function changeAddress(deps: PagesDeps, actor: Actor, id: string, address: string): Promise<StaffPage> {
  editorOnly(actor);
  const current = await pageOrNotFound(deps.db, id);
  if (fixedTypes.includes(current.type as PageType)) throw new HttpError(409, pageMessages.fixedPage);
  if (address === current.address) return toStaffPage(deps.db, current);
  const released = await deps.releasedRoutes?.();
  const problem = await addressProblem(deps.db, address, { id, type: current.type as PageType, area: current.area }, released);
  if (problem) throw new HttpError(409, problem);
  const now = deps.now().toISOString();
  const row = await audited(deps, actor, async (trx) => {
    await dropRedirect(trx, address);
    const moved = await updatePage(trx, id, { address, updated_at: now, updated_by: actor.id });
    // An old address that is the site's own route (a page made there before it was reserved) is given back
    // to the site, never kept as a redirect that would shadow it.
    if (!isSiteRoute(current.address, released)) await putRedirect(trx, current.address, id, now);
    // The redirects are kept under the content version by every instance's site server.
    await bumpContentVersion(trx);
    return { result: moved, audit: [{ action: 'page.address', targetType: 'page', targetId: id, data: { from: current.address, to: address } }] };
  });
  return toStaffPage(deps.db, row);
}
