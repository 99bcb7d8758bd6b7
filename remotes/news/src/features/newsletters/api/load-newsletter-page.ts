import axios, { type AxiosInstance } from 'axios';
import {
  mailingListLabels,
  newsletterPagePath,
  newsletterArchivePagePath,
  type HeadTags,
  type LoadedPage,
  type PublicNewsletter,
  type RuntimeConfig,
} from '@tenants/shared';
import { digest, previewDescription } from '../../../expose/article-head';
import { formatArticleDate } from '../../articles/lib/format-date';
import { archiveKey, archivePage, newsletterKey, newsletterRoute, preferencesKey } from '../lib/newsletter-route';
import { getNewsletter, getNewsletterArchive, getPreferences } from './newsletter-calls';

/** Pages reached by a personal link: never kept (each answer is one person's), never indexed. */
const personal = (product: string, title: string): Pick<LoadedPage, 'head' | 'cacheKey' | 'cacheForMs'> => ({
  head: { title: `${title} | ${product}`, meta: [{ name: 'robots', content: 'noindex' }] },
  cacheKey: null,
  cacheForMs: 0,
});

/** A newsletter's text for a link preview: its HTML's words (the site server escapes what it writes). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

function newsletterHead(newsletter: PublicNewsletter, config: RuntimeConfig): HeadTags {
  const description = previewDescription(textOf(newsletter.html)) || `${mailingListLabels[newsletter.list]} of ${formatArticleDate(newsletter.sentAt)}`;
  const url = `${config.siteUrl ?? ''}${newsletterPagePath(newsletter.slug)}`;
  return {
    title: `${newsletter.subject} | ${config.brand.product}`,
    canonical: url,
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: newsletter.subject },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
    ],
  };
}

/**
 * What a newsletter page needs at first paint, or undefined for an address that is not one:
 * - the archive (`/newsletters?page=`) and a web version (`/newsletters/:slug`, 404 when unknown), kept by
 *   their answer's digest as the news listing and articles are;
 * - `/newsletters/confirm?token=` asks the API nothing: confirming takes the page's button (mail scanners
 *   open links); it is never kept (the address carries one person's token);
 * - `/newsletters/unsubscribe?token=` only reads the address's preferences: unsubscribing takes the
 *   page's button (link scanners open links). `done=1` / `invalid=1` are the API's answer to the button's
 *   form post without scripts (303 back here).
 * A call that fails is left out and the page asks in the browser; such a page is not kept.
 */
export async function loadNewsletterPage(url: URL, client: AxiosInstance, config: RuntimeConfig): Promise<LoadedPage | undefined> {
  const route = newsletterRoute(url.pathname);
  if (!route) return undefined;
  const product = config.brand.product;
  const token = url.searchParams.get('token')?.trim() ?? '';
  switch (route.kind) {
    case 'archive': {
      const page = archivePage(url.searchParams);
      const head: HeadTags = {
        title: `Newsletters | ${product}`,
        canonical: `${config.siteUrl ?? ''}${newsletterArchivePagePath}${page > 1 ? `?page=${page}` : ''}`,
      };
      try {
        const payload = await getNewsletterArchive(client, page);
        // Kept only when `?page=` is a page of the archive as written: junk values never enter the page cache.
        const given = url.searchParams.get('page');
        const real = given === null || (given === String(page) && page <= Math.max(1, payload.pageCount));
        return { data: { [archiveKey(page)]: payload }, head, cacheKey: real ? `${archiveKey(page)}|${digest(payload)}` : null };
      } catch {
        return { data: {}, head, cacheKey: null };
      }
    }
    case 'newsletter': {
      try {
        const newsletter = await getNewsletter(client, route.slug);
        return {
          data: { [newsletterKey(route.slug)]: newsletter },
          head: newsletterHead(newsletter, config),
          cacheKey: `${newsletterKey(route.slug)}|${digest(newsletter)}`,
        };
      } catch (error) {
        if (axios.isAxiosError(error) && error.response?.status === 404) return { data: {}, status: 404, cacheKey: null };
        return { data: {}, cacheKey: null };
      }
    }
    case 'confirm':
      return { data: {}, ...personal(product, 'Confirm your subscription') };
    case 'unsubscribe': {
      const page = personal(product, 'Unsubscribe');
      if (!token) return { data: { [preferencesKey]: null }, ...page };
      try {
        return { data: { [preferencesKey]: await getPreferences(client, token) }, ...page };
      } catch {
        return { data: {}, ...page };
      }
    }
  }
}
