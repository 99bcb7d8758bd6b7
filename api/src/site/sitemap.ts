import type { FastifyInstance } from 'fastify';
import { eventPagePath, eventsPagePath, offersPagePath, newsletterArchivePagePath, newsletterPagePath, paths } from '@tenants/shared/model';
import { listPublishedAliases } from '../modules/articles/articles.service';
import { sentSlugs } from '../modules/newsletters/newsletters.service';
import { sitemapPages } from '../modules/pages/site-navigation';
import { listPublishedSlugs } from '../modules/events';
import { escapeHtml } from '../mail/escape-html';

const hidden = { schema: { hide: true } };

/** robots.txt and the sitemap, from the site's public origin (PUBLIC_SITE_URL or http://localhost:PORT). */
export function crawlerFiles(app: FastifyInstance, siteUrl: string) {
  // Crawlers may read every page; the API and the staff area are not content. The sitemap lists the pages and
  // the published articles (the articles module's service: the API's content, not the page renderer's).
  const robots = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /staff\nSitemap: ${siteUrl}/sitemap.xml\n`;
  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  // Every page a search engine should know: the site's published pages (the pages table: the content and
  // service pages, and any staff made), the remotes' entry pages, each published article with its last
  // change. Built per request: pages and articles are published at any time.
  const remotePaths = [paths.news, paths.enquiry, paths.donation, paths.signUp, paths.login];
  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const url = (loc: string, lastmod?: string) =>
      `<url><loc>${escapeHtml(`${siteUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
    const [pages, articles, newsletters, events] = await Promise.all([
      sitemapPages(app.database.db),
      listPublishedAliases(app.database.db, app.now()),
      sentSlugs(app.database.db),
      listPublishedSlugs(app.database.db),
    ]);
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      [
        ...pages.map((page) => url(page.address, page.updatedAt)),
        ...remotePaths.map((page) => url(page)),
        ...articles.map((a) => url(paths.article(a.alias), a.updated_at)),
        // The newsletters' archive and each sent one's web version (docs/product/newsletters.md).
        url(newsletterArchivePagePath),
        ...newsletters.map((n) => url(newsletterPagePath(n.slug), n.sent_at ?? undefined)),
        // The events listing and each published event (docs/product/events.md).
        url(eventsPagePath),
        url(offersPagePath),
        ...events.map((event) => url(eventPagePath(event.slug), event.updated_at)),
      ].join('') +
      '</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  });
}
