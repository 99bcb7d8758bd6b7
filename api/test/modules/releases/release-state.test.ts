import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importDeployFolder } from '../../../src/modules/releases/release-import';
import {
  addVersion,
  canaryOf,
  endCanary,
  forgetReleaseActor,
  pointRemote,
  promoteCanary,
  readHistory,
  readReleaseState,
  startCanary,
} from '../../../src/modules/releases/release-state';
import { describeEachDatabase } from '../../helper';

// The release state in the database (decision 0019): the stable versions, the canaries and the history, as
// `release deploy --canary`, `release promote` and `release rollback` (and the releases page, and the watch)
// leave them; and the one-off import of a deploy folder from before.

describeEachDatabase('the release state', (suite) => {
  const db = () => suite.database.db;
  const history = async () => (await readHistory(db(), { remote: 'news' })).reverse();

  beforeEach(async () => {
    for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions'] as const) await db().deleteFrom(table).execute();
    for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb', '1.2.0-cccccccc']) await addVersion(db(), 'news', version);
    await pointRemote(db(), 'news', '1.0.0-aaaaaaaa');
  });

  it('puts a canary beside the stable version, then promotes it to every page load', async () => {
    await startCanary(db(), 'news', '1.1.0-bbbbbbbb', 10);
    expect(await readReleaseState(db())).toMatchObject({
      stable: { news: '1.0.0-aaaaaaaa' },
      canaries: { news: { version: '1.1.0-bbbbbbbb', percent: 10 } },
    });
    expect(await promoteCanary(db(), 'news')).toBe('1.1.0-bbbbbbbb');
    expect(await readReleaseState(db())).toMatchObject({ stable: { news: '1.1.0-bbbbbbbb' }, canaries: {} });
    expect((await history()).map((r) => [r.actor, r.action, r.version])).toEqual([
      ['cli', 'release', '1.0.0-aaaaaaaa'],
      ['cli', 'canary', '1.1.0-bbbbbbbb'],
      ['cli', 'promote', '1.1.0-bbbbbbbb'],
    ]);
  });

  it('ends a canary first on a rollback, and records why an automatic one happened with its figures', async () => {
    await startCanary(db(), 'news', '1.1.0-bbbbbbbb', 50);
    await pointRemote(db(), 'news', '1.0.0-aaaaaaaa', { action: 'rollback' });
    expect(await canaryOf(db(), 'news')).toBeUndefined();
    await startCanary(db(), 'news', '1.2.0-cccccccc', 50);
    const ended = await endCanary(db(), 'news', { actor: 'release-watch', action: 'auto-rollback', reason: 'errors', figures: { canaryErrorsPer1000: 120 } });
    expect(ended?.version).toBe('1.2.0-cccccccc');
    expect((await history()).at(-1)).toMatchObject({
      actor: 'release-watch',
      action: 'auto-rollback',
      version: '1.2.0-cccccccc',
      reason: 'errors',
      figures: { canaryErrorsPer1000: 120 },
    });
    // The rollback wrote two rows: the canary it ended, then the stable version it pointed at.
    expect((await history()).map((r) => r.action)).toEqual(['release', 'canary', 'rollback', 'rollback', 'canary', 'auto-rollback']);
  });

  it('ends a canary once when two end it at the same moment, and never a newer canary than the one judged', async () => {
    await startCanary(db(), 'news', '1.1.0-bbbbbbbb', 50);
    const both = await Promise.all([endCanary(db(), 'news', { actor: 'a' }), endCanary(db(), 'news', { actor: 'b' })]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect((await history()).filter((r) => r.action === 'rollback')).toHaveLength(1);
    await startCanary(db(), 'news', '1.2.0-cccccccc', 50);
    expect(await endCanary(db(), 'news', { version: '1.1.0-bbbbbbbb' })).toBeUndefined();
    expect(await canaryOf(db(), 'news')).toMatchObject({ version: '1.2.0-cccccccc' });
  });

  it('refuses a canary of an undeployed version, of the stable version itself, or of an unknown share', async () => {
    await expect(startCanary(db(), 'news', '9.9.9-dddddddd', 10)).rejects.toThrow('news has no deployed version 9.9.9-dddddddd');
    await expect(startCanary(db(), 'news', '1.0.0-aaaaaaaa', 10)).rejects.toThrow("already news's stable version");
    await expect(startCanary(db(), 'news', '1.1.0-bbbbbbbb', 0)).rejects.toThrow('--canary takes a whole percentage from 1 to 100');
    await expect(promoteCanary(db(), 'news')).rejects.toThrow('news has no canary to promote');
    await expect(addVersion(db(), 'news', '../shell-server')).rejects.toThrow('is not a version name');
    // Nothing refused left a row.
    expect(await history()).toHaveLength(1);
  });

  it('names a pseudonym instead of an erased admin in every row they acted in', async () => {
    await startCanary(db(), 'news', '1.1.0-bbbbbbbb', 10, { actor: 'Admin@Tenants.example' });
    expect(await forgetReleaseActor(db(), 'admin@tenants.example', 'erased-1234')).toBe(1);
    expect((await history()).map((r) => r.actor)).toEqual(['cli', 'erased-1234']);
  });

  it('imports a deploy folder from before (registry, canary, history, versions) once, into a database with no release state', async () => {
    for (const table of ['release_history', 'release_canaries', 'release_registry', 'release_versions'] as const) await db().deleteFrom(table).execute();
    const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-import-'));
    try {
      for (const version of ['1.0.0-aaaaaaaa', '1.1.0-bbbbbbbb']) {
        mkdirSync(path.join(deployDir, 'remotes/news', version), { recursive: true });
        writeFileSync(path.join(deployDir, 'remotes/news', version, 'mf-manifest.json'), '{}');
      }
      writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ news: '/remotes/news/1.0.0-aaaaaaaa/mf-manifest.json' }));
      writeFileSync(
        path.join(deployDir, 'canaries.json'),
        JSON.stringify({ news: { entry: '/remotes/news/1.1.0-bbbbbbbb/mf-manifest.json', percent: 20, startedAt: '2026-12-01T10:00:00.000Z' } }),
      );
      writeFileSync(
        path.join(deployDir, 'releases.jsonl'),
        [
          { at: '2026-11-30T09:00:00.000Z', actor: 'cli', remote: 'news', action: 'release', version: '1.0.0-aaaaaaaa' },
          'not json',
          { at: '2026-12-01T10:00:00.000Z', actor: 'admin@tenants.example', remote: 'news', action: 'canary', version: '1.1.0-bbbbbbbb', percent: 20 },
        ]
          .map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))
          .join('\n'),
      );
      expect(await importDeployFolder(db(), deployDir)).toBe(true);
      expect(await readReleaseState(db())).toMatchObject({
        stable: { news: '1.0.0-aaaaaaaa' },
        canaries: { news: { version: '1.1.0-bbbbbbbb', percent: 20, startedAt: '2026-12-01T10:00:00.000Z' } },
      });
      expect((await history()).map((r) => [r.at, r.actor, r.action])).toEqual([
        ['2026-11-30T09:00:00.000Z', 'cli', 'release'],
        ['2026-12-01T10:00:00.000Z', 'admin@tenants.example', 'canary'],
      ]);
      // Once: the state is the database's now, whatever the files say.
      writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ news: '/remotes/news/1.1.0-bbbbbbbb/mf-manifest.json' }));
      expect(await importDeployFolder(db(), deployDir)).toBe(false);
      expect((await readReleaseState(db())).stable).toEqual({ news: '1.0.0-aaaaaaaa' });
    } finally {
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
