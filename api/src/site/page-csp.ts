import type { FastifyReply } from 'fastify';
import { manifestUrl } from '../modules/releases/release-state';
import type { VersionSet } from './deployed-registry';

/** The directives a remote's own origin needs: its scripts, the styles its scripts load, its manifest's fetch. */
const remoteDirectives = ['script-src', 'style-src', 'connect-src'];

/**
 * The site's CSP (plugins/helmet.ts) with the origins a page's version set loads files from (a team's own host,
 * docs/releases.md) added to the directives a remote needs, and nothing else: a page whose versions are all on
 * the site's release store keeps the site's policy as it is. The origins are `URL.origin`s, so they hold no
 * space or `;` that could add a directive.
 */
export function withOrigins(csp: string, origins: readonly string[]): string {
  if (!origins.length) return csp;
  return csp
    .split(';')
    .map((directive) => (remoteDirectives.includes(directive.trim().split(/\s+/)[0]) ? `${directive.trimEnd()} ${origins.join(' ')}` : directive))
    .join(';');
}

/** Sets a page's CSP for its version set (a page is the only answer that loads remotes). */
export function setPageCsp(reply: FastifyReply, versions: VersionSet): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && versions.origins.length) reply.header('content-security-policy', withOrigins(csp, versions.origins));
}

/**
 * The set as the canary watch counts it (remote → `/remotes/<name>/<version>/mf-manifest.json`, whatever origin
 * the files come from): a page-load id is signed with the versions, not with where they are hosted.
 */
export const watchedEntries = (versions: VersionSet): Record<string, string> =>
  Object.fromEntries(Object.entries(versions.versions).map(([name, version]) => [name, manifestUrl(name, version)]));
