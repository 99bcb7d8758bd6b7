// Canary releases and the release history, beside the registry in the deploy folder:
//   deploy/canaries.json   remote → { entry, percent, startedAt }: a second version beside the stable one
//   deploy/releases.jsonl  one line per release, canary, promotion and rollback (who, when, what, why)
// Used by the release scripts (actor "cli") and by the API (the automatic rollback, the staff area's
// releases page). Node built-ins only: the scripts run before anything is installed.
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const canariesFile = 'canaries.json';
export const historyFile = 'releases.jsonl';

/** `/remotes/<name>/<version>/mf-manifest.json`: the registry's form of a version. */
export const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;
/** The version folder's name in a manifest URL (undefined for another form, e.g. a CDN's). */
export const versionOfEntry = (entry) => /^\/remotes\/[\w.-]+\/([\w.-]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1];

function readJson(file, fallback) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
  } catch {
    return fallback;
  }
}

/** Atomic: a reader sees the old file or the new one, never half of it. */
function writeJson(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

export const readRegistry = (deployDir) => readJson(path.join(deployDir, 'remotes.json'), {});
export const writeRegistry = (deployDir, registry) => writeJson(path.join(deployDir, 'remotes.json'), registry);
export const readCanaries = (deployDir) => readJson(path.join(deployDir, canariesFile), {});
const writeCanaries = (deployDir, canaries) => writeJson(path.join(deployDir, canariesFile), canaries);

/** Adds one line to the history: `{ at, actor, remote, action, version, ... }`. */
export function recordRelease(deployDir, entry) {
  mkdirSync(deployDir, { recursive: true });
  appendFileSync(path.join(deployDir, historyFile), `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
}

/**
 * Erasure of a person (UK GDPR): every history line they acted in names `pseudonym` instead of their e-mail,
 * the file rewritten atomically. Gives how many lines changed.
 */
export function forgetReleaseActor(deployDir, email, pseudonym) {
  const file = path.join(deployDir, historyFile);
  if (!existsSync(file)) return 0;
  const wanted = email.trim().toLowerCase();
  let changed = 0;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        if (typeof entry.actor !== 'string' || entry.actor.trim().toLowerCase() !== wanted) return line;
        changed += 1;
        return JSON.stringify({ ...entry, actor: pseudonym });
      } catch {
        return line;
      }
    });
  if (!changed) return 0;
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, lines.join('\n'));
  renameSync(tmp, file);
  return changed;
}

/** The history, oldest first (optionally one remote's). Lines that do not parse are skipped. */
export function readHistory(deployDir, remote) {
  const file = path.join(deployDir, historyFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    })
    .filter((entry) => !remote || entry.remote === remote);
}

/** The deployed version folders of a remote, oldest first. */
export function versionsOf(deployDir, name) {
  const dir = path.join(deployDir, 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => existsSync(path.join(dir, v, 'mf-manifest.json')))
    .map((v) => ({ version: v, time: statSync(path.join(dir, v)).mtimeMs }))
    .sort((a, b) => a.time - b.time)
    .map((v) => v.version);
}

function assertDeployed(deployDir, name, version) {
  if (!existsSync(path.join(deployDir, 'remotes', name, version, 'mf-manifest.json'))) throw new Error(`${name} has no deployed version ${version}`);
}

/** Points the remote's stable entry at `version` (a release or a rollback) and records it. */
export function pointStable(deployDir, name, version, { actor = 'cli', action = 'release', reason } = {}) {
  assertDeployed(deployDir, name, version);
  const registry = readRegistry(deployDir);
  const from = versionOfEntry(registry[name]);
  registry[name] = manifestUrl(name, version);
  writeRegistry(deployDir, registry);
  recordRelease(deployDir, { actor, remote: name, action, version, ...(from && from !== version ? { from } : {}), ...(reason ? { reason } : {}) });
}

/** Puts `version` beside the stable one for `percent` % of visits (1–100). */
export function startCanary(deployDir, name, version, percent, { actor = 'cli' } = {}) {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error('--canary takes a whole percentage from 1 to 100');
  assertDeployed(deployDir, name, version);
  const stable = versionOfEntry(readRegistry(deployDir)[name]);
  if (!stable) throw new Error(`${name} has no stable version to put a canary beside: release it first`);
  if (stable === version) throw new Error(`${version} is already ${name}'s stable version`);
  const canaries = readCanaries(deployDir);
  canaries[name] = { entry: manifestUrl(name, version), percent, startedAt: new Date().toISOString() };
  writeCanaries(deployDir, canaries);
  recordRelease(deployDir, { actor, remote: name, action: 'canary', version, percent, stable });
}

/** The running canary of `name`, if any: `{ entry, version, percent, startedAt }`. */
export function canaryOf(deployDir, name) {
  const canary = readCanaries(deployDir)[name];
  return canary ? { ...canary, version: versionOfEntry(canary.entry) } : undefined;
}

/**
 * Ends `name`'s canary: visits get the stable version only. `reason` and `figures` say why (an automatic
 * rollback writes what it measured). Gives the canary that ended, or undefined when none ran.
 */
export function endCanary(deployDir, name, { actor = 'cli', action = 'rollback', reason, figures } = {}) {
  const canaries = readCanaries(deployDir);
  const canary = canaries[name];
  if (!canary) return undefined;
  delete canaries[name];
  writeCanaries(deployDir, canaries);
  const version = versionOfEntry(canary.entry);
  recordRelease(deployDir, { actor, remote: name, action, version, ...(reason ? { reason } : {}), ...(figures ? { figures } : {}) });
  return { ...canary, version };
}

/** Makes the running canary of `name` its stable version for every visit. */
export function promoteCanary(deployDir, name, { actor = 'cli' } = {}) {
  const canary = canaryOf(deployDir, name);
  if (!canary?.version) throw new Error(`${name} has no canary to promote`);
  const canaries = readCanaries(deployDir);
  delete canaries[name];
  // The registry first: for a moment both files name the version, which every visit then gets.
  pointStable(deployDir, name, canary.version, { actor, action: 'promote' });
  writeCanaries(deployDir, canaries);
  return canary.version;
}

/**
 * Points the remote's stable entry at a deployed version (a release, or a rollback to an earlier one). A
 * canary of that remote ends first: a rollback means "back to what is known to work", for every visit.
 */
export function pointRemote(deployDir, name, version, { actor = 'cli', action = 'release' } = {}) {
  if (!existsSync(path.join(deployDir, 'remotes', name, version, 'mf-manifest.json'))) {
    throw new Error(`${name} has no deployed version ${version}; deployed: ${versionsOf(deployDir, name).join(', ') || 'none'}`);
  }
  endCanary(deployDir, name, { actor, reason: `${action} to ${version}` });
  pointStable(deployDir, name, version, { actor, action });
}
