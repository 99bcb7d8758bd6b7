// A remote's build made into a version folder, staged for the release store: the build's files (no source
// maps), its routes, and compressed copies of what the browser fetches; named by its content
// (`<package version>-<hash>`, release-hash.mjs). Node built-ins only.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf, releaseHash, releaseRoutesFile } from './release-hash.mjs';

/** What is worth compressing: text the browser fetches. */
const compressible = /\.(js|mjs|css|json|svg|html|txt|webmanifest|xml)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file the browser fetches (1 kB and more), so the site
 * server (or a CDN, from a bucket) sends them compressed at no cost per request. Done once, as a release is
 * staged: version folders are immutable and the shell is replaced whole. `skip`: folders that are never served
 * (a remote's server build).
 */
export function precompress(dir, skip = []) {
  for (const file of filesOf(dir)) {
    if (!compressible.test(file) || skip.some((folder) => file.startsWith(`${folder}/`))) continue;
    const full = path.join(dir, file);
    const body = readFileSync(full);
    if (body.length < 1024) continue;
    writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** The version a remote's build (`dist`) is released as: named by its content, which the site server checks again. */
export function releaseVersion(dist) {
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${dist} has no mf-manifest.json: build the remote first`);
  const pkg = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8'));
  const routes = path.join(dist, '..', releaseRoutesFile);
  return `${pkg.version}-${releaseHash(dist, existsSync(routes) ? readFileSync(routes) : Buffer.alloc(0))}`;
}

/**
 * Stages a remote's build (`dist`, with `package.json` and `routes.json` beside it) as a version folder under
 * `stagingDir`. Gives its version and the staged folder, which the release store takes (release-store.mjs).
 */
export function stageRelease(dist, stagingDir) {
  const version = releaseVersion(dist);
  const routes = path.join(dist, '..', releaseRoutesFile);
  mkdirSync(stagingDir, { recursive: true });
  const staged = path.join(stagingDir, `.${version}.stage-${process.pid}-${Date.now()}`);
  cpSync(dist, staged, { recursive: true, filter: (src) => !src.endsWith('.input-hash') && !src.endsWith('.map') });
  if (existsSync(routes)) cpSync(routes, path.join(staged, releaseRoutesFile));
  precompress(staged, ['server']);
  return { version, staged };
}
