import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, runtimeConfigSchema, type Brand } from '@tenants/shared';
import { findPublishedArticle, toArticle } from '../routes/articles/articles.repository';
import { withArticleMeta } from './article-meta';
import { cacheControl, isFile, isHashedAsset, safeSegments } from './files';

export interface SiteOptions {
  deployDir: string;
  publicApiBase: string;
  /** The site's public origin for link previews; the request's own when absent. */
  publicSiteUrl?: string;
  brand: Brand;
}

export const registryUrl = '/remotes.json';
const shellIndex = 'shell/index.html';
const hidden = { schema: { hide: true } };

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/**
 * The one-port site (DESIGN §4): the built shell, the deployed remotes and the registry from DEPLOY_DIR.
 * Versioned remote folders and hashed shell files are cached for a year; entry points revalidate on every
 * load. Page routes get the shell (a prerendered copy when one exists); other extension-less paths get it
 * with a real 404 status so the shell shows its 404 page; missing files and /api paths are plain 404s.
 */
export default async function site(app: FastifyInstance, opts: SiteOptions) {
  const root = opts.deployDir;
  // serve: false: only reply.sendFile (ETag, ranges, content types); which file and its headers are ours.
  await app.register(fastifyStatic, { root, serve: false, index: false, dotfiles: 'deny', cacheControl: false });

  const runtimeConfig = runtimeConfigSchema.parse({ apiBase: opts.publicApiBase, registryUrl, brand: opts.brand });
  const send = (reply: FastifyReply, file: string, cache: string) => reply.header('cache-control', cache).sendFile(file, root);
  // A 404 page must not turn into a bodiless 304 on a conditional request.
  const sendNotFoundPage = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', cacheControl.revalidate).sendFile(shellIndex, root, { etag: false, lastModified: false });

  /**
   * An article's page carries its link-preview tags in the HTML (crawlers run no scripts); an unknown
   * alias is a real 404, still with the shell so the visitor sees the 404 page.
   */
  const sendArticlePage = async (request: FastifyRequest, reply: FastifyReply, alias: string) => {
    const row = await findPublishedArticle(app.database.db, alias, app.now());
    if (!row) return sendNotFoundPage(reply);
    const origin = opts.publicSiteUrl ?? `${request.protocol}://${request.host}`;
    const article = toArticle(row);
    // Pictures come from the API host: absolute when it is configured as one, else the site's origin.
    const imageBase = /^https?:\/\//.test(opts.publicApiBase) ? opts.publicApiBase : `${origin}${opts.publicApiBase}`;
    const html = withArticleMeta(
      await readFile(path.join(root, shellIndex), 'utf8'),
      article,
      { page: `${origin}/insights/${encodeURIComponent(alias)}`, image: `${imageBase}${article.Media.path}` },
      opts.brand,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl.revalidate).send(html);
  };

  app.get(registryUrl, hidden, async (_request, reply) => {
    if (await isFile(root, 'remotes.json')) return send(reply, 'remotes.json', cacheControl.revalidate);
    return reply.header('cache-control', cacheControl.revalidate).send({});
  });

  app.get('/config.json', hidden, async (_request, reply) => reply.header('cache-control', cacheControl.revalidate).send(runtimeConfig));

  app.get('/remotes/*', hidden, async (request, reply) => {
    const segments = safeSegments(pathOf(request));
    // remotes/<name>/<version>/<file...>
    if (!segments || segments.length < 4) return reply.callNotFound();
    const file = segments.join('/');
    if (!(await isFile(root, file))) return reply.callNotFound();
    // The shell may load remotes from another origin (a CDN, a second host): these files are public.
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return send(reply, file, cacheControl.immutable);
  });

  app.get('/*', hidden, async (request, reply) => {
    const urlPath = pathOf(request);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) return reply.callNotFound();
    const segments = safeSegments(urlPath);
    if (!segments) return reply.callNotFound();

    const name = segments.at(-1) ?? '';
    if (name.includes('.')) {
      const file = ['shell', ...segments].join('/');
      if (!(await isFile(root, file))) return reply.callNotFound();
      return send(reply, file, isHashedAsset(name) ? cacheControl.immutable : cacheControl.revalidate);
    }

    if (!(await isFile(root, shellIndex))) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The site is not deployed yet: build it first (npm start does).');
    }
    if (!isPagePath(urlPath)) return sendNotFoundPage(reply);
    if (segments.length === 2 && segments[0] === 'insights') return sendArticlePage(request, reply, segments[1]);
    const prerendered = ['shell', ...segments, 'index.html'].join('/');
    return send(reply, (await isFile(root, prerendered)) ? prerendered : shellIndex, cacheControl.revalidate);
  });
}
