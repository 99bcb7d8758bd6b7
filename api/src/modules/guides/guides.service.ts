import type { Kysely } from 'kysely';
import { guideCatalogue, type GuideSlug } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { countDownload, findGuideRow, guideFile, liveGuides } from './guides.repository';
import type { GuideRow } from './guides.tables';

export const guideMessages = {
  loginNeeded: 'Please log in to download our guides.',
  linkExpired: 'This download link has expired. Please go back to the guides and try again.',
  linkForged: 'This download link is not valid.',
  notFound: 'No such guide.',
} as const;

/** A live guide of the library by slug; a 404 when there is none, or it is retired. */
export async function guideBySlug(db: Kysely<Database>, slug: string): Promise<GuideRow> {
  const guide = await findGuideRow(db, slug);
  if (!guide || guide.status !== 'live') throw new HttpError(404, guideMessages.notFound);
  return guide;
}

const catalogueSlugs = new Set<string>(guideCatalogue.map((guide) => guide.slug));

/**
 * The live guides for the public list, in the library's order. The list's contract (and the shell that
 * parses it) names the catalogue's eight slugs, so a guide staff added is listed once that contract takes
 * any slug; until then it is downloadable and counted, but not in the list.
 */
export const listedGuides = async (db: Kysely<Database>) =>
  (await liveGuides(db))
    .filter((row) => catalogueSlugs.has(row.slug))
    .map((row) => ({ slug: row.slug as GuideSlug, name: row.title, featured: row.featured === 1 }));

/** The PDF staff uploaded for the guide, if any. */
export const uploadedGuideFile = (db: Kysely<Database>, slug: string) => guideFile(db, slug);

export const recordDownload = (db: Kysely<Database>, slug: string) => countDownload(db, slug);

/** What a signed link's check found, as the answer a visitor gets: none (a good link), 401 or 403. */
export function assertLinkUsable(check: 'ok' | 'missing' | 'expired' | 'forged'): void {
  if (check === 'missing') throw new HttpError(401, guideMessages.loginNeeded);
  if (check === 'expired') throw new HttpError(403, guideMessages.linkExpired);
  if (check === 'forged') throw new HttpError(403, guideMessages.linkForged);
}
