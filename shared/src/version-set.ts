import { satisfy } from './semver';

/** The browser's range check (semver.ts), shared so the server's check is the same rule. */
export { satisfy };

/**
 * The remote versions a page was drawn with, as the site server writes them into the page (remote →
 * manifest URL, JSON in `<script id="remote-versions">`): the browser hydrates and navigates with exactly
 * these for the life of the tab, and never reads the registry again (docs/architecture.md).
 */
export const remoteVersionsElementId = 'remote-versions';

/**
 * The Server-Timing entry in which the site server gives a reporting page load its signed id
 * (`Server-Timing: page-load;desc="…"`), which its telemetry beacons carry: fresh for each response, kept
 * pages included, while the page's bytes stay the same for everyone (docs/product/telemetry.md).
 */
export const pageLoadTimingName = 'page-load';

/** The page-load id of this page, from its navigation's Server-Timing entries (a secure context's only). */
export function pageLoadOfNavigation(): string | undefined {
  const navigation = globalThis.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.serverTiming?.find((entry) => entry.name === pageLoadTimingName)?.description || undefined;
}

/** The version folder of a manifest URL (`/remotes/<name>/<version>/mf-manifest.json`), or undefined. */
export const versionOfManifest = (entry: string): string | undefined => /\/remotes\/[\w.-]+\/([\w.-]+)\/mf-manifest\.json$/.exec(entry)?.[1];

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number);

/**
 * Whether the shell's copy of the shared package (`version`) satisfies a release's required range, as the
 * builds declare it (`^major.minor.patch`, shared/src/mf/shared-deps.cjs) or an exact version: the check the
 * browser's federation runtime makes as a remote's container starts (share-scope.ts), made on the server
 * too so it never draws a version the browser would refuse. A range of another form is not ours to judge.
 */
export function acceptsSharedVersion(version: string, required: string): boolean {
  const range = required.trim();
  if (range === '*' || range === '') return true;
  const want = parts(range.replace(/^\^/, ''));
  if ([...want, ...parts(version)].some(Number.isNaN)) return true;
  // The browser's rule itself (semver.ts), so the two never disagree on a range both read.
  return satisfy(version, range);
}
