import type { Kysely } from 'kysely';
import { newsletterLinkPath, newsletterMessages } from '@tenants/shared/model';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http-errors';
import { readEntities } from './html-text';
import { addClick } from './link-clicks.repository';
import { findNewsletter } from './newsletters.repository';

/**
 * Link clicks in sent newsletters, counted per letter and per link with no reader recorded (issue 53:
 * aggregate only). A link is named by its place among the body's http(s) links: the mail's copy points at
 * `newsletterLinkPath(id, n)`, and that place is read back from the stored letter, so the redirect can
 * only ever lead to a link the letter itself has (never an open redirect). A sent letter cannot be edited,
 * so the places stay put.
 */

/** Each `href="…"` of an anchor, as sanitised HTML writes it (double quotes, entities in the value). */
const anchorHref = /(<a\s[^>]*?\bhref=")([^"]*)(")/gi;
const web = /^https?:\/\//i;

/** The body's http(s) links, in order, as a browser would read them. */
export function letterLinks(html: string): string[] {
  return [...html.matchAll(anchorHref)].map((match) => readEntities(match[2])).filter((href) => web.test(href));
}

/** The body with each http(s) link pointing at its counting address (the copies' HTML; the web version keeps the plain ones). */
export function countedLinks(html: string, siteUrl: string, newsletterId: string): string {
  let n = 0;
  return html.replace(anchorHref, (whole, start: string, value: string, end: string) =>
    web.test(readEntities(value)) ? `${start}${siteUrl}${newsletterLinkPath(newsletterId, n++)}${end}` : whole,
  );
}

/** Counts a click on a sent letter's `n`-th link and gives where it leads; anything else is a 404. */
export async function followLink(db: Kysely<Database>, id: string, place: string, count: boolean): Promise<string> {
  const n = /^\d{1,5}$/.test(place) ? Number(place) : -1;
  const letter = await findNewsletter(db, id);
  // Only copies sent to readers carry counting links: a draft's test copy keeps the plain ones.
  const target = letter && (letter.status === 'sending' || letter.status === 'sent') ? letterLinks(letter.html)[n] : undefined;
  if (target === undefined) throw new HttpError(404, newsletterMessages.notFound);
  if (count) await addClick(db, id, n);
  return target;
}

/** A letter's links with their clicks (its staff page), from its counts by link place (link-clicks.repository.ts). */
export const linkClicks = (html: string, clicks: Map<number, number> | undefined): Array<{ href: string; clicks: number }> =>
  letterLinks(html).map((href, n) => ({ href, clicks: clicks?.get(n) ?? 0 }));
