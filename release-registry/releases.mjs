// The deploy folder's release files from before the release state moved into the database (decision 0019):
//   deploy/remotes.json    remote → manifest URL of its stable version (still written by the release CLI, as
//                          the published registry a CDN or a fresh database can start from)
//   deploy/canaries.json   remote → { entry, percent, startedAt }
//   deploy/releases.jsonl  one line per release, canary, promotion and rollback
// Read once, when a database with no release state meets a deploy folder that has them (the API's
// release-import.ts), so an upgrade keeps every release and its history. Node built-ins only.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const registryFile = 'remotes.json';
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

export const readRegistry = (deployDir) => readJson(path.join(deployDir, registryFile), {});
export const readCanaries = (deployDir) => readJson(path.join(deployDir, canariesFile), {});

/**
 * Writes the published registry (`remotes.json`: remote → manifest URL of its stable version) atomically: a
 * reader sees the old file or the new one, never half of it. The release CLI writes it after each change it
 * makes; the site servers read the database, never this file.
 */
export function writeRegistry(deployDir, registry) {
  const file = path.join(deployDir, registryFile);
  mkdirSync(deployDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, file);
}

/** The old history file's lines, oldest first. Lines that do not parse are skipped. */
export function readHistory(deployDir) {
  const file = path.join(deployDir, historyFile);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line);
        return entry && typeof entry === 'object' ? [entry] : [];
      } catch {
        return [];
      }
    });
}

/** The version folders of a remote in a deploy folder, oldest first. */
export function versionsOf(deployDir, name) {
  const dir = path.join(deployDir, 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => !v.startsWith('.') && existsSync(path.join(dir, v, 'mf-manifest.json')))
    .map((v) => ({ version: v, time: statSync(path.join(dir, v)).mtimeMs }))
    .sort((a, b) => a.time - b.time)
    .map((v) => v.version);
}
