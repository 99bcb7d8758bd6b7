import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseJson } from './compile-build';

/**
 * Every script a page runs on, named in the page itself (docs/decisions/0012-a-page-names-its-scripts.md).
 * Each build writes `load-plan.json` (shared/src/mf/load-plan-plugin.cjs): its named chunk groups with their
 * files and the shared modules they ask for, and the files of the shared modules it provides. Without it a
 * phone found each script only when the one before it ran: main.js → the shell's start → the remote's page →
 * its route's chunk → a shared module, a round trip each.
 */
export const loadPlanFile = 'load-plan.json';
/** A remote's landing chunks by address (remotes/news/route-chunks-plugin.js). */
export const routeChunksFile = 'route-chunks.json';

export interface LoadPlan {
  groups: Record<string, { files: string[]; shares: string[] }>;
  provides: Record<string, string[]>;
}
export const emptyLoadPlan: LoadPlan = { groups: {}, provides: {} };

interface RouteChunks {
  routes: { prefix: string; chunk: string }[];
  fallback?: string;
}

/** A build's own file name: never a path out of its folder. */
const isFileName = (file: unknown): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file);
const names = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A JSON file of the build in `folder`, undefined when it is missing or not JSON. */
const readJson = (folder: string, file: string): Promise<unknown> => readFile(path.join(folder, file), 'utf8').then(parseJson, () => undefined);

/** The folder's load plan, with anything not of its shape left out (an older release has none: empty). */
export async function readLoadPlan(folder: string): Promise<LoadPlan> {
  const read = (await readJson(folder, loadPlanFile)) as Partial<LoadPlan> | undefined;
  const plan: LoadPlan = { groups: {}, provides: {} }; // a new object: emptyLoadPlan is shared
  for (const [name, group] of Object.entries(read?.groups ?? {})) {
    plan.groups[name] = { files: names(group?.files).filter(isFileName), shares: names(group?.shares) };
  }
  for (const [key, files] of Object.entries(read?.provides ?? {})) plan.provides[key] = names(files).filter(isFileName);
  return plan;
}

/** The chunk group a remote fetches for `pathname` with its page (none when the release has no table). */
export async function readRouteChunk(folder: string): Promise<(pathname: string) => string | undefined> {
  const read = (await readJson(folder, routeChunksFile)) as Partial<RouteChunks> | undefined;
  const routes = Array.isArray(read?.routes) ? read.routes.filter((route) => typeof route?.prefix === 'string' && typeof route.chunk === 'string') : [];
  const fallback = typeof read?.fallback === 'string' ? read.fallback : undefined;
  return (pathname) => routes.find((route) => pathname.startsWith(route.prefix))?.chunk ?? fallback;
}

/**
 * The scripts of `groups` in `plan`: their own files, and those of the shared modules they ask for as
 * `provider` provides them (the shell: its copies are the page's, share-scope.ts), each without repeats.
 */
export function scriptsOf(plan: LoadPlan, groups: readonly string[], provider: LoadPlan = plan): { own: string[]; shared: string[] } {
  const own = new Set<string>();
  const shared = new Set<string>();
  for (const name of groups) {
    for (const file of plan.groups[name]?.files ?? []) own.add(file);
    for (const share of plan.groups[name]?.shares ?? []) for (const file of provider.provides[share] ?? []) shared.add(file);
  }
  return { own: [...own], shared: [...shared] };
}

/**
 * The shell's start (`bootstrap`), with the page's own chunk groups and their shared modules; not its entry,
 * which the start script runs itself.
 */
export function shellScripts(plan: LoadPlan, pageGroups: readonly string[]): string[] {
  const { own, shared } = scriptsOf(plan, ['bootstrap', ...pageGroups]);
  return [...new Set([...own, ...shared])];
}

/** The shell's federation runtime among its chunk groups (shell/src/federation/remotes.ts). */
export const federationGroup = 'federation';

/** How a remote's exposed page is named among its chunk groups. */
export const exposedPageGroup = '__federation_expose_Page';
