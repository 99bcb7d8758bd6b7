// The workspace's buildable apps, and incremental builds: an app is rebuilt only when its inputs changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm, repoRoot } from './run.mjs';

export const remotes = ['news', 'enquiry', 'donation', 'account', 'staff'];
export const apps = {
  api: { dir: 'api', pkg: '@tenants/api' },
  shell: { dir: 'shell', pkg: '@tenants/shell' },
  ...Object.fromEntries(remotes.map((r) => [r, { dir: `remotes/${r}`, pkg: `@tenants/${r}` }])),
};

const skip = new Set(['node_modules', 'dist', 'dist-server', '__tests__', 'test']);

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    if (skip.has(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) listFiles(file, out);
    else if (!/\.(dom\.)?test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

/** Hash of everything a build reads: the app's folder, shared's sources and the lockfile. */
export function inputHash(appDir) {
  const hash = createHash('sha256');
  const files = [...listFiles(path.join(repoRoot, appDir)), ...listFiles(path.join(repoRoot, 'shared')), path.join(repoRoot, 'pnpm-lock.yaml')];
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds one app unless its dist was built from the same inputs. Returns true when it built. */
export function buildApp(name, { force = false, env = {} } = {}) {
  const app = apps[name];
  const stamp = path.join(repoRoot, app.dir, 'dist', '.input-hash');
  const hash = inputHash(app.dir) + (env.MF_BUILD_VERSION ? `-${env.MF_BUILD_VERSION}` : '');
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`  ${name}: up to date`);
    return false;
  }
  const started = Date.now();
  pnpm(['--filter', app.pkg, 'build'], { env });
  writeFileSync(stamp, hash);
  console.log(`  ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
