import type { Path, To } from 'react-router';

/** 'https:', 'mailto:', '//host': an address of its own, which a Link leaves to the browser. */
export const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/** An address split at its first '#' and then its first '?'; absent parts stay absent (they inherit). */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) [path, parts.hash] = [path.slice(0, hashAt), path.slice(hashAt)];
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) [path, parts.search] = [path.slice(0, searchAt), path.slice(searchAt)];
  if (path) parts.pathname = path;
  return parts;
}

/** `value` with its leading mark ('?' or '#'), or '' when it holds nothing but the mark. */
const marked = (value: string | undefined, mark: string) => (!value || value === mark ? '' : value[0] === mark ? value : mark + value);

export const createPath = ({ pathname = '/', search, hash }: Partial<Path>) => pathname + marked(search, '?') + marked(hash, '#');

export const joinPaths = (paths: string[]) => paths.join('/').replace(/[\\/]{2,}/g, '/');

/** Drops trailing slashes, keeping the first `keep` characters whatever they are. */
export function trimSlashes(path: string, keep = 0): string {
  let end = path.length;
  while (end > keep && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** A pathname as the browser's URL parser writes it (percent-encoded, dot segments resolved). */
export const encodePathname = (href: string) => new URL(href.replace(/ $/, '%20'), 'http://localhost').pathname;

function walk(relative: string, from: string): string {
  const segments = trimSlashes(from).split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * Where `to` leads from the route pathnames of the matches above (outermost first) and the current
 * pathname: react-router's 'route' relative resolution, where each leading '..' climbs one route rather
 * than one segment, or its 'path' resolution with `byPath`.
 */
export function resolveTo(toArg: To, routePathnames: string[], locationPathname: string, byPath = false): Path {
  const to = typeof toArg === 'string' ? parsePath(toArg) : { ...toArg };
  const empty = toArg === '' || to.pathname === '';
  const toPathname = empty ? '/' : to.pathname;
  let from = locationPathname;
  if (toPathname != null) {
    let index = routePathnames.length - 1;
    if (!byPath && toPathname.startsWith('..')) {
      const segments = toPathname.split('/');
      while (segments[0] === '..') {
        segments.shift();
        index--;
      }
      to.pathname = segments.join('/');
    }
    from = index >= 0 ? routePathnames[index] : '/';
  }
  let pathname = from;
  if (to.pathname) {
    const target = to.pathname.replace(/[\\/]{2,}/g, '/');
    pathname = /^[\\/]/.test(target) ? walk(target.slice(1), '/') : walk(target, from);
  }
  // A trailing slash asked for, or kept from the current address by '.' or '', survives the resolution.
  const keepSlash = (toPathname && toPathname !== '/' && toPathname.endsWith('/')) || ((empty || toPathname === '.') && locationPathname.endsWith('/'));
  if (keepSlash && !pathname.endsWith('/')) pathname += '/';
  return { pathname, search: marked(to.search, '?'), hash: marked(to.hash, '#') };
}
