import type { Kysely } from 'kysely';
import type { GuideListing } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { findGuideRow, liveGuides } from './guides.repository';
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

/** The live guides for the public list and the pages' guides blocks, in the library's order: the seeded eight and any staff added. */
export const listedGuides = async (db: Kysely<Database>): Promise<GuideListing[]> =>
  (await liveGuides(db)).map((row) => ({ slug: row.slug, name: row.title, summary: row.summary, featured: row.featured === 1 }));

/** What a signed link's check found, as the answer a visitor gets: none (a good link), 401 or 403. */
export function assertLinkUsable(check: 'ok' | 'missing' | 'expired' | 'forged'): void {
  if (check === 'missing') throw new HttpError(401, guideMessages.loginNeeded);
  if (check === 'expired') throw new HttpError(403, guideMessages.linkExpired);
  if (check === 'forged') throw new HttpError(403, guideMessages.linkForged);
}

// The repository's own functions that routes and other modules use as they are: no wrapper renames them.
export { countDownload, guideFile } from './guides.repository';
