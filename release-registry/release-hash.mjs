// The content hash a remote's version folder is named by (`<package version>-<hash>`). The deploy tooling
// names the folder with it (deploy.mjs); the site server works it out again from the folder before it runs the
// release's server build (api/src/site/server-build-check.ts), so a file changed in a deployed folder is
// refused rather than run. Node built-ins only: the deploy runs before anything is installed.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The routes file a release ships at the top of its folder (hashed after the build's files). */
export const releaseRoutesFile = 'routes.json';

/** Every file below `dir`, as paths relative to it with `/`, in name order. */
export function filesOf(dir, base = dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) filesOf(file, base, out);
    else out.push(path.relative(base, file).split(path.sep).join('/'));
  }
  return out;
}

/** What the deploy does not copy into a version folder. */
const notShipped = (file) => file.endsWith('.map') || file.endsWith('.input-hash');

/**
 * The hash of a release: each shipped file's path and bytes in path order, then the routes file's bytes.
 * `dir` is either the build output (`routes` given from beside the package) or a deployed version folder
 * (`routes` undefined: read from the folder, whose `.br`/`.gz` copies made by the deploy are left out).
 */
export function releaseHash(dir, routes) {
  const all = filesOf(dir);
  const present = new Set(all);
  const deployed = routes === undefined;
  const derived = (file) => deployed && /\.(br|gz)$/.test(file) && present.has(file.replace(/\.(br|gz)$/, ''));
  const files = all.filter((file) => !notShipped(file) && !derived(file) && !(deployed && file === releaseRoutesFile));
  const inner = createHash('sha256');
  for (const file of files) {
    inner.update(file);
    inner.update(readFileSync(path.join(dir, file)));
  }
  const routesBytes = deployed ? (present.has(releaseRoutesFile) ? readFileSync(path.join(dir, releaseRoutesFile)) : undefined) : routes;
  const outer = createHash('sha256').update(inner.digest('hex').slice(0, 8));
  if (routesBytes) outer.update(routesBytes);
  return outer.digest('hex').slice(0, 8);
}

/** Subresource Integrity's form of a file's hash: what a browser checks the bytes it fetched against. */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * Every shipped file of a version folder (or a staged one) → its `integrityOf`, recorded at release: the
 * browser files' hashes go into the pages as `integrity`, and a release registered through the release API
 * is checked file by file against them. Compressed copies the deploy made are left out (they are the same bytes).
 */
export function fileIntegrity(dir) {
  const all = filesOf(dir);
  const present = new Set(all);
  const derived = (file) => /\.(br|gz)$/.test(file) && present.has(file.replace(/\.(br|gz)$/, ''));
  return Object.fromEntries(all.filter((file) => !notShipped(file) && !derived(file)).map((file) => [file, integrityOf(readFileSync(path.join(dir, file)))]));
}
