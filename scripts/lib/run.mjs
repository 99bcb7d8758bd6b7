// Process helpers for the project's scripts. Node built-ins only: `npm start` runs these before anything
// is installed.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '10.34.9';

/** Runs a command in the repo, inheriting stdio; throws with the command line on failure. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  return result;
}

/**
 * Runs a command in the repo without waiting for it: resolves with its exit code and its output. With
 * `label`, each line is also printed as it comes, after the label, so jobs running side by side keep a
 * readable log; without it the output is only returned (the caller prints it whole when the job ends).
 */
export function runAsync(cmd, args, { label, env, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: repoRoot, ...options, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let partial = '';
    const take = (chunk) => {
      output += chunk;
      if (!label) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) console.log(`[${label}] ${line}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => take(`${error.message}\n`));
    child.on('close', (code, signal) => {
      if (label && partial) console.log(`[${label}] ${partial}`);
      resolve({ code: code ?? signal, output });
    });
  });
}

/** Runs the jobs (async functions) `lanes` at a time, each lane taking the next job in the list's order. */
export async function inLanes(jobs, lanes) {
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, queue.length)) }, lane));
}

let cachedPnpm;
/** The pnpm on PATH when it is version 10, else a pinned one through npx (nothing installed globally). */
export function pnpmCommand() {
  if (cachedPnpm) return cachedPnpm;
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (version.startsWith('10.')) return (cachedPnpm = { cmd: 'pnpm', prefix: [] });
  } catch {
    // not on PATH
  }
  return (cachedPnpm = { cmd: 'npx', prefix: ['-y', `pnpm@${PNPM_VERSION}`] });
}

export function pnpm(args, options) {
  const { cmd, prefix } = pnpmCommand();
  return run(cmd, [...prefix, ...args], options);
}

/**
 * Installs the workspace exactly as locked, without running the packages' build scripts: compiling
 * better-sqlite3 from source takes a core for about a minute, and nothing before the database needs it, so
 * `buildNativeModules` runs it beside the webpack builds instead of before them. Browsers are never
 * downloaded: the system's chromium is used.
 */
export function install() {
  pnpm(['install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** The build scripts `install` left pending (better-sqlite3, @swc/core, esbuild); at once when none are. */
export async function buildNativeModules() {
  const state = path.join(repoRoot, 'node_modules/.modules.yaml');
  if (existsSync(state) && /"pendingBuilds": \[\]/.test(readFileSync(state, 'utf8'))) return;
  const { cmd, prefix } = pnpmCommand();
  const { code, output } = await runAsync(cmd, [...prefix, 'rebuild', '--recursive', '--pending']);
  if (code !== 0) throw new Error(`building the native modules failed (exit ${code}):\n${output}`);
  console.log('  native modules: built');
}

const started = Date.now();
/** A step's heading, with the minutes since the script started, so a CI log shows where its time goes. */
export const step = (text) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n\u25b6 ${text} (at ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s)`);
};
export const exists = (p) => existsSync(path.resolve(repoRoot, p));
