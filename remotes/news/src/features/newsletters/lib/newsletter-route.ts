import { matchPath } from 'react-router-dom';
import { newsletterArchivePagePath } from '@tenants/shared/core';

/** Which newsletter page an address is: `confirm` and `unsubscribe` win over a newsletter's slug. */
export type NewsletterRoute = { kind: 'archive' } | { kind: 'confirm' } | { kind: 'unsubscribe' } | { kind: 'newsletter'; slug: string };

export function newsletterRoute(pathname: string): NewsletterRoute | undefined {
  if (matchPath('/newsletters', pathname)) return { kind: 'archive' };
  const slug = matchPath('/newsletters/:slug', pathname)?.params.slug;
  if (!slug) return undefined;
  if (slug === 'confirm' || slug === 'unsubscribe') return { kind: slug };
  return { kind: 'newsletter', slug };
}

/** The archive's `?page=` as the contract reads it (1–10000, else 1), without zod: the page and loadData agree. */
export function archivePage(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1;
}

/** The first-paint keys of the newsletter pages (see `loadNewsletterPage`). */
export const archiveKey = (page: number) => `newsletters:${page}`;
export const newsletterKey = (slug: string) => `newsletter:${slug}`;
export const preferencesKey = 'newsletters:preferences';

/** The archive's address for `page` (page 1 is the bare path): a link of its own, in the page's light chunk. */
export const archivePageHref = (page: number) => (page > 1 ? `${newsletterArchivePagePath}?page=${page}` : newsletterArchivePagePath);
