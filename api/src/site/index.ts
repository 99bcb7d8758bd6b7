import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath, runtimeConfigSchema, type Brand } from '@tenants/shared';
import { cacheControl, isFile, isHashedAsset, safeSegments } from './files';

export interface SiteOptions {
  deployDir: string;
  publicApiBase: string;
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
    const prerendered = ['shell', ...segments, 'index.html'].join('/');
    return send(reply, (await isFile(root, prerendered)) ? prerendered : shellIndex, cacheControl.revalidate);
  });
}
