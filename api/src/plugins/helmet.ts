import helmet from '@fastify/helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type HelmetOptions = Parameters<typeof helmet>[1];
type Middleware = (request: IncomingMessage, reply: ServerResponse, next: (error?: Error) => void) => void;

/** The helmet package @fastify/helmet runs (its dependency, not ours): the same code makes the same headers. */
const helmetOfPlugin = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: HelmetOptions) => Middleware;

/** The origin of the public API base ('' when the API is on the site's own origin). */
function apiOrigin(publicApiBase: string): string[] {
  if (!publicApiBase) return [];
  try {
    return [new URL(publicApiBase).origin];
  } catch {
    return []; // a relative base ('/x') is the same origin
  }
}

/**
 * Security headers for the site and the API. The CSP lets the shell and its remotes run: scripts from
 * our origin only, and the inline scripts named by their hashes (`inlineScripts`, given by app.ts: the
 * site's start script, so this plugin need not know the site); inline styles allowed because the remotes
 * inject <style> tags; API calls and images (articles' pictures come from the API host) to our origin plus
 * the configured API base.
 */
export function helmetOptions(publicApiBase: string, inlineScripts: readonly string[]) {
  const api = apiOrigin(publicApiBase);
  return {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Our own files, and the pages' one inline script by its hash (it starts the shell after the first paint).
        'script-src': ["'self'", ...inlineScripts],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...api],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...api],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Local runs and e2e use plain http on other hosts than localhost; TLS is the proxy's business.
        'upgrade-insecure-requests': null,
      },
    },
    // Remote files may be fetched from another origin (a CDN or a second host) by the shell.
    crossOriginResourcePolicy: { policy: 'same-site' },
  } satisfies HelmetOptions;
}

/** helmetOptions' headers on every response, and a Permissions-Policy. */
async function helmetPlugin(app: FastifyInstance, opts: { publicApiBase: string; inlineScripts: readonly string[] }) {
  const options = helmetOptions(opts.publicApiBase, opts.inlineScripts);
  // @fastify/helmet builds helmet's middleware anew for every request (a tenth of a cached listing's time);
  // the headers depend on the options alone, so the middleware is built once here and applied to every
  // route without options of its own. The plugin still serves routes that have their own (`helmet: {...}`
  // or `helmet: false`) and reply.helmet().
  await app.register(helmet, { ...options, global: false });
  const applyHeaders = helmetOfPlugin(options);
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) applyHeaders(request.raw, reply.raw, done);
    else done();
  });
  // Helmet sets no Permissions-Policy: the site uses none of these powerful features, so none is allowed,
  // not even to a page of ours that an injected script could reach. (payment=() too: cards go through a form.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    done(null, payload);
  });
}

export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export default fp(helmetPlugin, { name: 'helmet' });
