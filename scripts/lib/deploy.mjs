// The deploy directory: deploy/shell, deploy/remotes/<name>/<version>/ (immutable) and deploy/remotes.json
// (the registry the shell reads at run time: name → manifest URL).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseHash } from '../../release-registry/release-hash.mjs';
import { pointRemote, startCanary } from '../../release-registry/releases.mjs';
import { repoRoot } from './run.mjs';

export const defaultDeployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy'));

/**
 * A release script's arguments: the words (remote, version, `--list`) and the flags with their values, in
 * any order, so `rollback-remote news --deploy-dir DIR` and `rollback-remote --deploy-dir DIR news 1.0.0-x`
 * mean the same. `valued`: the flags that take a value. Unknown flags are kept as words (the usage says so).
 */
export function releaseArgs(argv, valued = ['--deploy-dir']) {
  const words = [];
  const flags = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (valued.includes(argv[i])) {
      flags[argv[i]] = argv[i + 1];
      i += 1;
    } else words.push(argv[i]);
  }
  const dir = flags['--deploy-dir'];
  return { words, flags, deployDir: path.resolve(dir || defaultDeployDir()), missingValue: valued.filter((f) => f in flags && !flags[f]) };
}

function filesOf(dir, base = dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) filesOf(file, base, out);
    else if (name !== '.input-hash') out.push(path.relative(base, file));
  }
  return out;
}

/** What is worth compressing: text the browser fetches. */
const compressible = /\.(js|mjs|css|json|svg|html|txt|webmanifest|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file the browser fetches (1 kB and more), so the site
 * server sends them compressed at no cost per request (@fastify/static's preCompressed). Done once, as a
 * release is copied in: version folders are immutable and the shell is replaced whole. `skip`: folders that
 * are never served (a remote's server build).
 */
export function precompress(dir, skip = []) {
  for (const file of filesOf(dir)) {
    if (!compressible.test(file) || skip.some((folder) => file.startsWith(`${folder}${path.sep}`))) continue;
    const full = path.join(dir, file);
    const body = readFileSync(full);
    if (body.length < 1024) continue;
    writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  }
}

// The API uses these from releases.mjs (the staff area's releases page); the scripts know them from here.
export { manifestUrl, pointRemote, readRegistry, versionsOf, writeRegistry } from '../../release-registry/releases.mjs';

export function registryPath(deployDir) {
  return path.join(deployDir, 'remotes.json');
}

/** The routes a remote serves (`routes.json` beside its package.json), shipped in each release's folder. */
export const routesFile = 'routes.json';

/**
 * Copies a remote's build and its routes into a new immutable version folder and points the registry at it,
 * or, with `canary` (a percentage), puts it beside the stable version for that share of visits.
 */
export function deployRemote(deployDir, name, dist, { canary, actor = 'cli' } = {}) {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json: build ${name} first`);
  const pkg = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8'));
  const routes = path.join(dist, '..', routesFile);
  // Named by its content (release-hash.mjs): the site server checks the name again before it runs the server build.
  const version = `${pkg.version}-${releaseHash(dist, existsSync(routes) ? readFileSync(routes) : Buffer.alloc(0))}`;
  const target = path.join(deployDir, 'remotes', name, version);
  if (!existsSync(target)) {
    const tmp = `${target}.tmp-${process.pid}`;
    cpSync(dist, tmp, { recursive: true, filter: (src) => !src.endsWith('.input-hash') && !src.endsWith('.map') });
    if (existsSync(routes)) cpSync(routes, path.join(tmp, routesFile));
    precompress(tmp, ['server']);
    renameSync(tmp, target);
  }
  if (canary === undefined) pointRemote(deployDir, name, version, { actor });
  else startCanary(deployDir, name, version, canary, { actor });
  return version;
}

/** Replaces `target` with a copy of `source` (swapped in by rename, so a reader never sees half of it). */
function swapIn(source, target, { compress = false } = {}) {
  const tmp = `${target}.tmp-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  cpSync(source, tmp, { recursive: true, filter: (src) => !src.endsWith('.input-hash') && !src.endsWith('.map') });
  if (compress) precompress(tmp);
  if (existsSync(target)) renameSync(target, old);
  renameSync(tmp, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Replaces deploy/shell with the shell's browser build and deploy/shell-server with its server build (the
 * site server renders pages with it; it is not served as a file). The site server picks both up at the
 * next request.
 */
export function deployShell(deployDir, dist) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('shell/dist has no index.html: build the shell first');
  mkdirSync(deployDir, { recursive: true });
  const server = path.join(dist, '..', 'dist-server');
  if (existsSync(path.join(server, 'render.js'))) swapIn(server, path.join(deployDir, 'shell-server'));
  swapIn(dist, path.join(deployDir, 'shell'), { compress: true });
}
