import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's public origin (config.siteUrl): what passkeys and absolute links are bound to. */
    siteUrl: string;
  }
}
import { securityLog } from '../../account/security-events';
import type { RelyingParty, SecondFactorDeps } from './second-factor.service';

/** The second factor's dependencies for one request (its security events go to the request's logger). */
export const secondFactorDeps = (app: FastifyInstance, request: FastifyRequest): SecondFactorDeps => ({
  db: app.database.db,
  counters: app.counters,
  passwords: app.passwords,
  now: () => app.now(),
  events: securityLog(request.log),
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  siteUrl: app.siteUrl,
  secrets: app.totpSecrets,
});

/**
 * Where passkeys belong: the site's public origin (PUBLIC_SITE_URL; `http://localhost:PORT` by default), never
 * the request's Host, as every absolute address of the site is. The browser checks the relying party
 * against the page's own origin and the authenticator scopes each passkey to that host, so a look-alike host
 * gets no signature for this one. The staff area must be opened at that origin for passkeys to work.
 */
export const relyingParty = (app: FastifyInstance): RelyingParty => {
  const site = new URL(app.siteUrl);
  return { rpID: site.hostname, origin: site.origin, rpName: 'Tenants staff area' };
};
