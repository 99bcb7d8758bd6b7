import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { releaseHash } from '@tenants/release-registry/release-hash';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/database';
import { addVersion, pointStable } from '../../../src/modules/releases/release-state';
import { captureLogs, describeEachDatabase, testConfig } from '../../helper';

// Issue 54: /readyz said ready while no released remote could be drawn here, and a fresh database answered
// 503 "no remote is released" until the watch's next look imported the deploy folder.

describeEachDatabase('/readyz and the released remotes', (suite) => {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-readiness-'));
  afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

  /** A version folder of news as the deploy tooling names it (`<label>-<content hash>`). */
  function deployNews(label: string): string {
    const staging = path.join(deployDir, 'remotes/news', `.${label}`);
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify({ label }));
    const version = `${label}-${releaseHash(staging)}`;
    renameSync(staging, path.join(deployDir, 'remotes/news', version));
    return version;
  }

  it('is ready at its start on a fresh database when the deploy folder holds released remotes, and 503 naming `remotes` when a released version’s files are missing', async () => {
    const version = deployNews('1.0.0');
    writeFileSync(path.join(deployDir, 'remotes.json'), JSON.stringify({ news: `/remotes/news/${version}/mf-manifest.json` }));
    // A database with no release state yet (the suite's app imported the repository's deploy folder at its start).
    for (const table of ['release_canaries', 'release_registry', 'release_versions', 'release_history'] as const)
      await suite.database.db.deleteFrom(table).execute();
    const config = testConfig({ ...suite.env, SERVE_SITE: '1', DEPLOY_DIR: deployDir, LOG_LEVEL: 'warn' });
    const database = openDatabase(config.database);
    const logs = captureLogs();
    const app = await buildApp({ config, database, logStream: logs.stream });
    try {
      await app.ready();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toEqual({ success: true, status: 'ready' });

      // A release whose files never reached this instance (a bucket without them, a half-copied folder).
      await addVersion(database.db, 'news', '1.1.0-0badf00d');
      await pointStable(database.db, 'news', '1.1.0-0badf00d');
      const missing = await app.inject({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.9' });
      expect(missing.statusCode).toBe(503);
      expect(missing.json()).toEqual({ success: false, message: 'Not ready: remotes', reasons: ['remotes'] });
      expect(missing.body).not.toContain(deployDir);
      const line = logs.entries.find((entry) => entry.msg === 'not ready: this instance is out of the load balancer until it is');
      expect(line?.reasons).toEqual(['remotes: news 1.1.0-0badf00d: its files are not in the release store']);

      // A folder that does not hold the release it is named for (changed after the deploy) is refused too.
      const damaged = deployNews('1.2.0');
      writeFileSync(path.join(deployDir, 'remotes/news', damaged, 'extra.js'), 'changed');
      await addVersion(database.db, 'news', damaged);
      await pointStable(database.db, 'news', damaged);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json().reasons).toEqual(['remotes']);

      await pointStable(database.db, 'news', version);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.db.destroy();
    }
  });
});
