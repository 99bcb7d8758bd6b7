// The workspace's buildable apps, and incremental builds: an app is rebuilt only when its inputs changed.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inLanes, pnpm, pnpmCommand, repoRoot, runAsync } from './run.mjs';

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

/** Hash of everything a build reads: the app's folder, the workspace packages' sources and the lockfile. */
export function inputHash(appDir) {
  const hash = createHash('sha256');
  const packages = ['shared', 'release-registry'].flatMap((folder) => listFiles(path.join(repoRoot, folder)));
  const files = [...listFiles(path.join(repoRoot, appDir)), ...packages, path.join(repoRoot, 'pnpm-lock.yaml')];
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where an app's build records the inputs it was built from, and whether that still matches. */
function buildStamp(name, { force = false, env = {} } = {}) {
  const app = apps[name];
  const file = path.join(repoRoot, app.dir, 'dist', '.input-hash');
  const hash = inputHash(app.dir) + (env.MF_BUILD_VERSION ? `-${env.MF_BUILD_VERSION}` : '');
  const upToDate = !force && existsSync(file) && readFileSync(file, 'utf8') === hash;
  return { upToDate, save: () => writeFileSync(file, hash) };
}

/** Builds one app unless its dist was built from the same inputs. Returns true when it built. */
export function buildApp(name, { force = false, env = {} } = {}) {
  const stamp = buildStamp(name, { force, env });
  if (stamp.upToDate) {
    console.log(`  ${name}: up to date`);
    return false;
  }
  const started = Date.now();
  pnpm(['--filter', apps[name].pkg, 'build'], { env });
  stamp.save();
  console.log(`  ${name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** Builds at once: `BUILD_JOBS`, else two where there are two cores (each webpack build holds ~0.5 GB). */
const buildJobs = () => Number(process.env.BUILD_JOBS) || Math.max(1, Math.min(2, os.availableParallelism()));

/**
 * Builds every app whose inputs changed, `jobs` at a time. The builds are independent (each reads shared's
 * sources, never another app's output), and one webpack build keeps about one core busy, so on two cores
 * two at a time take about two thirds of the time one after another did. Each build's output is printed
 * whole when it ends, so the log stays readable; a failed build fails the whole after the others finish.
 */
export async function buildApps(names, { force = false, jobs = buildJobs(), alongside = [] } = {}) {
  const pending = names.filter((name) => {
    const upToDate = buildStamp(name, { force }).upToDate;
    if (upToDate) console.log(`  ${name}: up to date`);
    return !upToDate;
  });
  const { cmd, prefix } = pnpmCommand();
  const failed = [];
  const buildOne = async (name) => {
    const stamp = buildStamp(name, { force });
    const started = Date.now();
    const { code, output } = await runAsync(cmd, [...prefix, '--filter', apps[name].pkg, 'build']);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) {
      stamp.save();
      console.log(`  ${name}: built in ${seconds} s`);
    } else {
      console.log(`  ${name}: FAILED after ${seconds} s\n${output}`);
      failed.push(name);
    }
  };
  // Other work that needs a core meanwhile (`alongside`) goes first, so it is done when the builds are.
  let alongsideError;
  const guarded = alongside.map((job) => () => job().catch((error) => (alongsideError = error)));
  await inLanes([...guarded, ...pending.map((name) => () => buildOne(name))], jobs);
  if (alongsideError) throw alongsideError;
  if (failed.length) throw new Error(`build failed: ${failed.join(', ')}`);
}
