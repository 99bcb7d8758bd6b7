// The deploy directory: deploy/shell, deploy/remotes/<name>/<version>/ (immutable; the release store's local
// copies) and deploy/remotes.json (the published registry). The release state (stable versions, canaries,
// history) is in the API's database (docs/decisions/0019-release-state-in-the-database.md): the release scripts
// change it through the API's CLI, `node api/dist/cli.js release ...`, with the API's database settings.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../../release-registry/release-folder.mjs';
import { buildApp } from './apps.mjs';
import { repoRoot } from './run.mjs';

export { precompress };

/** DEPLOY_DIR as the API reads it (relative to the repository), else deploy/. */
export const defaultDeployDir = () => path.resolve(repoRoot, process.env.DEPLOY_DIR || 'deploy');

/**
 * A release script's arguments: the words (remote, version, `--list`) and the flags with their values, in
 * any order, so `rollback-remote news --deploy-dir DIR` and `rollback-remote --deploy-dir DIR news 1.0.0-x`
 * mean the same. `valued`: the flags that take a value. Unknown flags are kept as words (the usage says so).
 * A relative `--deploy-dir` is the caller's: from where the command was typed, also through
 * `pnpm --filter <remote> release`, which runs the script in the remote's folder (INIT_CWD is the caller's).
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
  const from = process.env.INIT_CWD || process.cwd();
  return { words, flags, deployDir: dir ? path.resolve(from, dir) : defaultDeployDir(), missingValue: valued.filter((f) => f in flags && !flags[f]) };
}

/**
 * Runs `node api/dist/cli.js release <args>` (building the API first when it is not built) and gives its
 * output. Its refusal (no such version, no canary) is thrown with the CLI's own message.
 */
export function releaseCli(args, { echo = true } = {}) {
  const cli = path.join(repoRoot, 'api/dist/cli.js');
  if (!existsSync(cli)) buildApp('api');
  try {
    const out = execFileSync(process.execPath, [cli, 'release', ...args], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (echo && out.trim()) console.log(out.trimEnd());
    return out;
  } catch (error) {
    throw new Error((error.stderr || error.message).trim());
  }
}

/**
 * Puts a remote's build into the release store as a new version (`release deploy`) and makes it the stable
 * version, or with `canary` (a percentage) a canary beside it. Gives the version.
 */
export function deployRemote(deployDir, name, dist, { canary } = {}) {
  const out = releaseCli(['deploy', name, '--dist', dist, '--deploy-dir', deployDir, ...(canary === undefined ? [] : ['--canary', String(canary)])], {
    echo: false,
  });
  const version = /^\S+ (\S+) deployed as a canary|^\S+ deployed as (\S+)$/m.exec(out);
  if (!version) throw new Error(`release deploy said: ${out}`);
  return version[1] ?? version[2];
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
