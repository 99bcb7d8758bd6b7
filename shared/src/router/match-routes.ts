import type { Location, Params, RouteMatch, RouteObject } from 'react-router';
import { decodePath, matchPath } from './match-path';
import { joinPaths, parsePath, trimSlashes } from './path';

/** One route on a branch: its path relative to the route above, and its place among its siblings. */
interface Step<R> {
  path: string;
  caseSensitive: boolean;
  order: number;
  route: R;
}
/** A route with a path or an index, with the routes above it: one way an address can be matched. */
interface Branch<R> {
  score: number;
  steps: Step<R>[];
}

/** 'a?/b' as the paths it stands for, longest first: 'a/b', 'b'. */
function explode(path: string): string[] {
  const [first, ...rest] = path.split('/');
  const required = first.replace(/\?$/, '');
  const tails = rest.length ? explode(rest.join('/')) : [''];
  const paths = tails.map((tail) => (tail === '' ? required : `${required}/${tail}`));
  if (first.endsWith('?')) paths.push(...tails);
  return paths.map((exploded) => (exploded === '' && path.startsWith('/') ? '/' : exploded));
}

/**
 * How specific a branch's full path is, to try the most specific first: each static segment 10, each
 * dynamic one 3, an empty one 1, plus one per segment, 2 for an index route, and 2 off for a splat.
 */
function score(path: string, index?: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) if (segment !== '*') total += /^:[\w-]+$/.test(segment) ? 3 : segment ? 10 : 1;
  return total;
}

/** Siblings of equal score keep their declared order; other branches of equal score keep their place. */
function siblingOrder(a: Step<unknown>[], b: Step<unknown>[]): number {
  const last = a.length - 1;
  return a.length === b.length && a.slice(0, last).every((step, i) => step.order === b[i].order) ? a[last].order - b[last].order : 0;
}

function flatten<R extends RouteObject>(routes: R[], branches: Branch<R>[], above: Step<R>[], parentPath: string, parentOptional: boolean) {
  const add = (route: R, order: number, path: string, optional: boolean) => {
    if (path.startsWith('/')) {
      if (!path.startsWith(parentPath)) {
        // An exploded optional parent can leave a child's absolute path behind: that combination never matches.
        if (optional) return;
        throw new Error(`Route path "${path}" is not under "${parentPath}"`);
      }
      path = path.slice(parentPath.length);
    }
    const full = joinPaths([parentPath, path]);
    const steps = [...above, { path, caseSensitive: route.caseSensitive === true, order, route }];
    // Children first: with equal scores, the sort keeps a child before its parent.
    if (route.children?.length) flatten(route.children as R[], branches, steps, full, optional);
    if (route.path != null || route.index) branches.push({ score: score(full, route.index), steps });
  };
  routes.forEach((route, order) => {
    if (route.path && route.path.includes('?')) for (const path of explode(route.path)) add(route, order, path, true);
    else add(route, order, route.path || '', parentOptional);
  });
  return branches;
}

function matchBranch<R extends RouteObject>({ steps }: Branch<R>, pathname: string): RouteMatch<string, R>[] | null {
  const params: Params = {};
  const matches: RouteMatch<string, R>[] = [];
  let base = '/';
  for (const [i, step] of steps.entries()) {
    const rest = base === '/' ? pathname : pathname.slice(base.length) || '/';
    const match = matchPath({ path: step.path, caseSensitive: step.caseSensitive, end: i === steps.length - 1 }, rest);
    if (!match) return null;
    // One params object for the whole branch, as react-router does: every match sees all the params.
    Object.assign(params, match.params);
    const pathnameBase = trimSlashes(joinPaths([base, match.pathnameBase])).replace(/^\/*/, '/');
    matches.push({ params, pathname: joinPaths([base, match.pathname]), pathnameBase, route: step.route });
    if (match.pathnameBase !== '/') base = joinPaths([base, match.pathnameBase]);
  }
  return matches;
}

/** The routes `location` matches, outermost first, or null. (No basename: the apps are served at '/'.) */
export function matchRoutes<R extends RouteObject = RouteObject>(routes: R[], location: Partial<Location> | string): RouteMatch<string, R>[] | null {
  const branches = flatten(routes, [], [], '', false).sort((a, b) => b.score - a.score || siblingOrder(a.steps, b.steps));
  const pathname = decodePath((typeof location === 'string' ? parsePath(location) : location).pathname || '/');
  for (const branch of branches) {
    const matches = matchBranch(branch, pathname);
    if (matches) return matches;
  }
  return null;
}
