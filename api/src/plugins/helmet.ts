import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * our origin only; inline styles allowed because the remotes inject <style> tags; API calls and images
 * (articles' pictures come from the API host) to our origin plus the configured API base.
 */
async function helmetPlugin(app: FastifyInstance, opts: { publicApiBase: string }) {
  const api = apiOrigin(opts.publicApiBase);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
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
  });
  // Helmet sets no Permissions-Policy: the site uses none of these powerful features, so none is allowed,
  // not even to a page of ours that an injected script could reach. (payment=() too: cards go through a form.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
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
