import { routePlugin } from '../../module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { previewLinkEndInWords, previewLinkMessages, sharedPreviewQuerySchema } from '@tenants/shared/model';
import { previewPage } from '../pages.staff';
import { pagesDeps } from '../pages-deps';
import { checkPreviewLink } from '../page-share-link';
import { escapeHtml } from '../../../mail/escape-html';
import { HttpError } from '../../../http-errors';

/**
 * The draft drawn as the public page, without its scripts (the page works without them, and none of the
 * site's code should run against a draft it would not find in the API): styles and pictures only, never
 * kept by a cache, never indexed, the link never passed on as a referrer.
 */
const previewPolicy = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A short page of its own for a link that cannot show the draft (the site's frame needs a page to draw). */
const messagePage = (message: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Preview link</title></head>` +
  `<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; color: #1b1b1b"><main><h1>Preview link</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

/**
 * What the page is and until when the link works: a bar fixed at the foot of the window (the site's header is
 * fixed at the top, over the hero), the page given room for it below its footer. A landmark of its own.
 */
const banner = (until: string) =>
  `<style>body{padding-bottom:6rem}</style><aside aria-label="Draft preview" style="position: fixed; z-index: 1000; left: 0; right: 0; bottom: 0; background: #fff4d6; color: #1b1b1b; border-top: 3px solid #8a6100; padding: 0.75rem 1rem; font: 1rem/1.5 system-ui, sans-serif; text-align: center"><strong>${escapeHtml(previewLinkMessages.banner(until))}</strong></aside>`;

const getSharedPagePreviewRoute: FastifyPluginAsyncZod = async (app) => {
  const deps = pagesDeps(app);
  app.get(
    '/preview/pages/:id',
    {
      schema: {
        tags: ['pages'],
        summary: 'A page’s draft as the public page, for whoever holds a signed preview link (7 days)',
        params: z.object({ id: z.string().max(100) }),
        querystring: sharedPreviewQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      reply
        .header('content-security-policy', previewPolicy)
        .header('cache-control', 'no-store, private')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      const { linkKey } = app.pagePreview;
      const link = checkPreviewLink(linkKey, request.params.id, request.query.until, request.query.sig, app.now());
      if (!link.ok) return reply.code(link.reason === 'expired' ? 410 : 404).send(messagePage(previewLinkMessages[link.reason]));
      let record;
      try {
        record = await previewPage(deps, request.params.id, {});
      } catch (error) {
        // The page was deleted since (its link is then like any link to nothing), or its draft cannot be drawn.
        const gone = error instanceof HttpError && error.statusCode === 404;
        return reply.code(gone ? 404 : 409).send(messagePage(gone ? previewLinkMessages.invalid : previewLinkMessages.notDrawable));
      }
      const page = await app.pagePreview.draw?.(record).catch(() => undefined);
      if (!page) return reply.code(409).send(messagePage(previewLinkMessages.notDrawable));
      return reply.send(page.replace(/<body[^>]*>/, (body) => body + banner(previewLinkEndInWords(link.until))));
    },
  );
};

export default routePlugin(getSharedPagePreviewRoute);
