import type { PathMatch, PathPattern } from 'react-router';
import { trimSlashes } from './path';

/** A pattern's parameters in the order of its capture groups: name, and whether it may be absent. */
type Keys = Array<[name: string, optional?: boolean]>;

const escape = (text: string) => text.replace(/[\\.*+^${}|()[\]]/g, '\\$&');

/**
 * A route pattern as a regular expression, segment by segment: ':name' takes one segment, ':name?' may be
 * absent, 'word?' is an optional static segment (not two in a row: react-router's own reading, kept for
 * parity), a trailing '*' takes the rest. Without `end`, the pattern may match the start of a longer path.
 */
function compile(path: string, caseSensitive = false, end = true): [RegExp, Keys] {
  const keys: Keys = [];
  let source = '^';
  let afterOptional = false;
  for (const segment of path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '')
    .split('/')) {
    const param = /^:([\w-]+)(\??)(.*)$/s.exec(segment);
    const optional: boolean = !param && !afterOptional && /^[\w-]+\?$/.test(segment);
    if (param) {
      keys.push([param[1], !!param[2]]);
      source += param[2] && !param[3] ? '(?:/([^/]*))?' : `/([^/]${param[2] ? '*' : '+'})${escape(param[3])}`;
    } else source += optional ? `(/${segment.slice(0, -1)})?` : `/${escape(segment)}`;
    afterOptional = optional;
  }
  if (path.endsWith('*')) {
    keys.push(['*']);
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:/(.+)|/*)$';
  } else if (end) source += '/*$';
  else if (path !== '' && path !== '/') source += '(?=/|$)';
  return [new RegExp(source, caseSensitive ? undefined : 'i'), keys];
}

export function matchPath<P extends string>(pattern: PathPattern<P> | P, pathname: string): PathMatch | null {
  if (typeof pattern === 'string') pattern = { path: pattern, caseSensitive: false, end: true };
  const [regexp, keys] = compile(pattern.path, pattern.caseSensitive, pattern.end);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const [matched] = found;
  let pathnameBase = trimSlashes(matched, 1);
  const params: Record<string, string | undefined> = {};
  keys.forEach(([name, optional], index) => {
    const value = found[index + 1];
    // The base is what the pattern matched before its splat.
    if (name === '*') pathnameBase = trimSlashes(matched.slice(0, matched.length - (value || '').length), 1);
    params[name] = optional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase, pattern };
}

/** The address decoded segment by segment; an encoded '/' stays '%2F' so it cannot split a segment. */
export function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

export function generatePath(originalPath: string, params: Record<string, unknown> = {}): string {
  // 'a*' reads as 'a/*', as in react-router.
  const path = originalPath.endsWith('*') && originalPath !== '*' && !originalPath.endsWith('/*') ? `${originalPath.slice(0, -1)}/*` : originalPath;
  const text = (value: unknown) => (value == null ? '' : String(value));
  const segments = path.split(/\/+/).map((segment, index, all) => {
    if (segment === '*' && index === all.length - 1) return text(params['*']);
    const param = /^:([\w-]+)(\??)(.*)/.exec(segment);
    if (!param) return segment.replace(/\?$/, '');
    const value = params[param[1]];
    if (!param[2] && value == null) throw new Error(`Missing ":${param[1]}" param`);
    return encodeURIComponent(text(value)) + param[3];
  });
  return (path.startsWith('/') ? '/' : '') + segments.filter(Boolean).join('/');
}
