import { HttpError } from '../../http-errors';
import { findGuide } from './library';

export const guideMessages = {
  loginNeeded: 'Please log in to download our guides.',
  linkExpired: 'This download link has expired. Please go back to the guides and try again.',
  linkForged: 'This download link is not valid.',
  notFound: 'No such guide.',
} as const;

/** A guide of the catalogue by slug; a 404 when there is none. */
export function guideBySlug(slug: string) {
  const guide = findGuide(slug);
  if (!guide) throw new HttpError(404, guideMessages.notFound);
  return guide;
}

/** What a signed link's check found, as the answer a visitor gets: none (a good link), 401 or 403. */
export function assertLinkUsable(check: 'ok' | 'missing' | 'expired' | 'forged'): void {
  if (check === 'missing') throw new HttpError(401, guideMessages.loginNeeded);
  if (check === 'expired') throw new HttpError(403, guideMessages.linkExpired);
  if (check === 'forged') throw new HttpError(403, guideMessages.linkForged);
}
