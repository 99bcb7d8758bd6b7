import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { releaseStoreOf } from './release-files';

export const releaseStoreUsage = `  release store sync [--deploy-dir DIR]
                    copy every version in the deploy folder's remotes/ into the bucket (RELEASE_STORE_BUCKET),
                    skipping the versions the bucket holds already: for moving a folder-kept site onto a bucket`;

/**
 * `release store sync`: the versions deployed before the site had a bucket are only in the deploy folder, and
 * instances that fetch from the bucket could not draw them (a rollback to one would fail). Each version folder
 * (`remotes/<name>/<version>/` with its manifest) goes into the bucket once; the bucket's own copy of a version
 * is never overwritten, its name carrying the build's content hash. The local folders stay as they are.
 */
export async function syncReleaseStore(config: Config, deployDir: string, print: (line: string) => void): Promise<{ copied: string[]; present: string[] }> {
  if (!config.releases.store)
    throw new Error('release store sync copies into a bucket: set RELEASE_STORE_BUCKET (and RELEASE_STORE_ENDPOINT for an S3-compatible server)');
  const store = releaseStoreOf(deployDir, config.releases.store);
  const remotes = path.join(deployDir, 'remotes');
  const copied: string[] = [];
  const present: string[] = [];
  const folders = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith('.')) : []);
  for (const remote of folders(remotes)) {
    for (const version of folders(path.join(remotes, remote.name))) {
      const folder = path.join(remotes, remote.name, version.name);
      // A folder without its manifest is a deploy that never finished: not a version.
      if (!existsSync(path.join(folder, 'mf-manifest.json'))) continue;
      const label = `${remote.name} ${version.name}`;
      if (await store.has(remote.name, version.name)) {
        present.push(label);
        print(`${label}: in the bucket already`);
        continue;
      }
      // put() moves or removes the folder it is given: it gets a copy, and the deploy folder keeps its own.
      const staged = mkdtempSync(path.join(remotes, remote.name, `.${version.name}.sync-`));
      try {
        cpSync(folder, staged, { recursive: true });
        await store.put(remote.name, version.name, staged);
      } finally {
        rmSync(staged, { recursive: true, force: true });
      }
      copied.push(label);
      print(`${label}: copied`);
    }
  }
  print(`${copied.length} version${copied.length === 1 ? '' : 's'} copied, ${present.length} already in the bucket`);
  return { copied, present };
}
