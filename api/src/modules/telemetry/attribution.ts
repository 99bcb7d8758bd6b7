import { createHash } from 'node:crypto';
import { telemetryMessageLength, versionOfManifest, type TelemetryEvent, type TelemetryRequest } from '@tenants/shared/model';

/** Whose code an event belongs to: a remote and its version folder, the shell (`shell`), or `unknown`. */
export interface Owner {
  remote: string;
  version: string;
}

const plainName = /^[a-z][\w-]{0,39}$/i;
const plainVersion = /^[\w.-]{1,100}$/;
const noVersion = '-';

/** A remote name and version as stored: anything else a browser sends becomes `unknown` / `-` (bounded keys). */
const owner = (remote: string | undefined, version: string | undefined): Owner => ({
  remote: remote && plainName.test(remote) ? remote : 'unknown',
  version: version && plainVersion.test(version) && !version.startsWith('.') ? version : noVersion,
});

/**
 * The remote and version whose file threw, from the file's URL: `/remotes/<name>/<version>/…` on any origin
 * (a CDN's copy too) is that release; any other file of the site is the shell's; no file at all (a cross-origin
 * "Script error.") is unknown.
 */
export function ownerOfSource(source: string | undefined): Owner {
  if (!source) return owner(undefined, undefined);
  const match = /\/remotes\/([\w-]+)\/([\w.-]+)\//.exec(source);
  if (match) return owner(match[1], match[2]);
  return { remote: 'shell', version: noVersion };
}

/** The remote that owns the page (page views and vitals count for it) and its version in the page's set. */
export function ownerOfPage(request: Pick<TelemetryRequest, 'remote' | 'versions'>): Owner {
  if (!request.remote) return { remote: 'shell', version: noVersion };
  const entry = Object.hasOwn(request.versions, request.remote) ? request.versions[request.remote] : undefined;
  return owner(request.remote, entry ? versionOfManifest(entry) : undefined);
}

/**
 * An error's message as kept: nothing that could name a person (e-mail addresses, long digit runs, a URL's
 * query or fragment), whitespace collapsed, cut to `telemetryMessageLength`.
 */
export function keptMessage(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/(https?:\/\/[^\s?#]*)[?#][^\s]*/g, '$1')
    .replace(/\d{6,}/g, '[n]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, telemetryMessageLength);
}

/** A file URL as kept: no query or fragment. */
export const keptSource = (source: string | undefined) => source?.replace(/[?#].*$/, '').slice(0, 300);

export const fingerprintOf = (message: string) => createHash('sha256').update(message).digest('hex').slice(0, 16);

/**
 * Which owner an event counts for: errors by the file that threw, everything else by the page's owner. A file
 * of a remote version the page was not drawn with (`versions`, signed by its page-load id) counts for no
 * version: a report cannot charge an error to a release its page did not run.
 */
export function ownerOfEvent(event: TelemetryEvent, page: Owner, versions: TelemetryRequest['versions']): Owner {
  switch (event.type) {
    case 'error':
    case 'rejection':
    case 'boundary':
    case 'hydration': {
      if (!event.source) return page;
      const file = ownerOfSource(event.source);
      if (file.remote === 'shell') return file;
      const entry = Object.hasOwn(versions, file.remote) ? versions[file.remote] : undefined;
      return entry && versionOfManifest(entry) === file.version ? file : owner(undefined, undefined);
    }
    case 'load-failure': {
      const entry = Object.hasOwn(versions, event.remote) ? versions[event.remote] : undefined;
      return owner(event.remote, entry ? versionOfManifest(entry) : undefined);
    }
    default:
      return page;
  }
}
