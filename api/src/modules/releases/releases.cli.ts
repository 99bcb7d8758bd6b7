import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeRegistry } from '@tenants/release-registry';
import { stageRelease } from '@tenants/release-registry/release-folder';
import { fileIntegrity } from '@tenants/release-registry/release-hash';
import type { Config } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { releaseStoreOf } from './release-files';
import { releaseStateReady } from './release-import';
import { recordVersion } from './release-hosting';
import { releaseStoreUsage, syncReleaseStore } from './release-store-sync';
import { releaseTokenUsage, runReleaseTokenCommand } from './release-tokens.cli';
import { canaryOf, endCanary, manifestUrl, pointRemote, promoteCanary, readReleaseState, startCanary, versionsOf } from './release-state';

export const releaseUsage = `  release deploy NAME --dist DIR [--canary PERCENT] [--deploy-dir DIR]
                    put a remote's build (DIR, with package.json and routes.json beside it) into the
                    release store as a new version and make it the stable one, or with --canary a canary
                    for that share of page loads (scripts/deploy-remote.mjs builds, then calls this)
  release canary NAME VERSION --percent PERCENT [--deploy-dir DIR]
                    put a deployed VERSION beside the stable one for that share of page loads (as the
                    staff area's releases page does), replacing a running canary
  release promote NAME [--deploy-dir DIR]
                    make the running canary the stable version for every page load
  release rollback NAME [VERSION | --list] [--deploy-dir DIR]
                    end the canary; or point the stable version at a deployed VERSION (a canary ends
                    first); --list: the deployed versions, the stable one marked *, a canary ~
${releaseStoreUsage}
${releaseTokenUsage}`;

/**
 * The release commands (decision 0019): the release state is the database's, so the release scripts call these
 * with the API's own database settings (DATABASE_URL or SQLITE_FILE). Each migrates first and, on a database
 * with no release state yet, imports the deploy folder's old files once. After each change the published
 * registry (`remotes.json` in the deploy folder: the stable versions) is written again, for a CDN and for a
 * fresh database to start from. Throws the operator's message on a mistake.
 */
export async function runReleaseCommand(args: string[], config: Config, print: (line: string) => void): Promise<void> {
  if (args[0] === 'token') return runReleaseTokenCommand(args.slice(1), config, print);
  if (args[0] === 'store') {
    const { positionals, values } = parseArgs({ args: args.slice(1), options: { 'deploy-dir': { type: 'string' } }, allowPositionals: true, strict: true });
    if (positionals.join(' ') !== 'sync') throw new Error(`Usage:\n${releaseStoreUsage}`);
    await syncReleaseStore(config, values['deploy-dir'] ? path.resolve(values['deploy-dir']) : config.deployDir, print);
    return;
  }
  const { positionals, values } = parseArgs({
    args,
    options: { dist: { type: 'string' }, canary: { type: 'string' }, percent: { type: 'string' }, 'deploy-dir': { type: 'string' }, list: { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const [action, name, version, ...extra] = positionals;
  const usage = `Usage:\n${releaseUsage}`;
  if (!['deploy', 'canary', 'promote', 'rollback'].includes(action) || !name || extra.length) throw new Error(usage);
  if (action === 'canary' && (version === undefined || values.percent === undefined))
    throw new Error(`release canary needs VERSION and --percent PERCENT\n${usage}`);
  if (values.percent !== undefined && action !== 'canary') throw new Error(`--percent goes with release canary\n${usage}`);
  if (action === 'deploy' && (!values.dist || version !== undefined)) throw new Error(`release deploy needs --dist DIR\n${usage}`);
  if (action === 'promote' && version !== undefined) throw new Error(usage);
  if (values.list && (action !== 'rollback' || version !== undefined)) throw new Error(`--list goes with release rollback NAME\n${usage}`);
  if (values.canary !== undefined && action !== 'deploy') throw new Error(`--canary goes with release deploy\n${usage}`);
  const share = values.canary ?? values.percent;
  const canary = share === undefined ? undefined : Number(share);
  if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 100)) throw new Error('--canary takes a whole percentage from 1 to 100');

  const deployDir = values['deploy-dir'] ? path.resolve(values['deploy-dir']) : config.deployDir;
  const database = openDatabase(config.database);
  const db = database.db;
  try {
    await migrateToLatest(database);
    await releaseStateReady(db, deployDir);
    if (action === 'deploy') {
      const store = releaseStoreOf(deployDir, config.releases.store);
      const staged = stageRelease(path.resolve(values.dist!), path.join(deployDir, 'remotes', name));
      // The hashes the pages hand the browser as `integrity`, taken before the store has the files.
      const files = fileIntegrity(staged.staged);
      await store.put(name, staged.version, staged.staged);
      await recordVersion(db, name, staged.version, { files });
      if (canary === undefined) await pointRemote(db, name, staged.version);
      else await startCanary(db, name, staged.version, canary);
      print(canary === undefined ? `${name} deployed as ${staged.version}` : `${name} ${staged.version} deployed as a canary for ${canary} % of page loads`);
    } else if (action === 'canary') {
      await startCanary(db, name, version!, canary!);
      print(`${name} ${version} is a canary for ${canary} % of page loads`);
    } else if (action === 'promote') {
      print(`${name} now serves ${await promoteCanary(db, name)} to every page load`);
    } else if (values.list) {
      const { stable, canaries } = await readReleaseState(db);
      const running = canaries[name];
      for (const v of await versionsOf(db, name)) {
        const mark = stable[name] === v ? '*' : running?.version === v ? '~' : ' ';
        print(`${mark} ${v}${mark === '~' ? ` (canary, ${running!.percent} %)` : ''}`);
      }
    } else if (version === undefined) {
      const ended = (await canaryOf(db, name)) && (await endCanary(db, name, { reason: 'rolled back by hand' }));
      print(ended ? `${name}'s canary ${ended.version} ended; every page load gets the stable version` : `${name} has no canary running`);
    } else {
      await pointRemote(db, name, version, { action: 'rollback' });
      print(`${name} now serves ${version}`);
    }
    const { stable } = await readReleaseState(db);
    writeRegistry(deployDir, Object.fromEntries(Object.entries(stable).map(([remote, v]) => [remote, manifestUrl(remote, v)])));
  } finally {
    await db.destroy();
  }
}
