import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { migrateToLatest } from '../../src/db/migrate';
import { bumpContentVersion } from '../../src/modules/pages/pages.repository';
import { findRepoRoot } from '../../src/repo-root';
import { countingDatabase, type StatementLog } from '../db/counting-database';
import { describeWithPostgres, preparePostgresSchema, testConfig, visitorIp } from '../helper';

jest.setTimeout(120_000);

// A page the site server has drawn and kept costs the database one read when it is asked for again: the
// content version and the release history's, together (issue 54: a cached page view ran 4 queries, the
// release history's newest seq and the content version three times). Counted on the connection, whatever
// part of the app sent them. Drawn by the real shell and remotes, as `npm test` builds them.

const deployDir = path.join(findRepoRoot(), 'deploy');
if (!existsSync(path.join(deployDir, 'remotes', 'news'))) {
  throw new Error(`No built site in ${deployDir}: build it first (npm test and npm start do, or: node scripts/build.mjs).`);
}

describeWithPostgres('a cached page view', () => {
  let app: FastifyInstance;
  let log: StatementLog;
  let done: () => Promise<void>;

  beforeAll(async () => {
    const schema = await preparePostgresSchema();
    const config = testConfig({ ...schema.env, SERVE_SITE: '1', DEPLOY_DIR: deployDir, TELEMETRY_SAMPLE_RATE: '0' });
    const counting = countingDatabase(config.database);
    log = counting.log;
    await migrateToLatest(counting.database);
    app = await buildApp({ config, database: counting.database });
    await app.ready();
    done = async () => {
      await app.close();
      await counting.database.db.destroy();
      await schema.cleanup();
    };
  });

  afterAll(async () => {
    await done?.();
  });

  const view = async (url: string) => {
    log.reset();
    const res = await app.inject({ method: 'GET', url, remoteAddress: visitorIp() });
    expect(res.statusCode).toBe(200);
    return { res, statements: [...log.statements] };
  };

  it.each(['/', '/property/rates', '/news'])('%s the second time runs one read of both versions', async (url) => {
    const first = await view(url);
    const second = await view(url);
    expect(second.res.body).toBe(first.res.body);
    expect(second.statements).toHaveLength(1);
    expect(second.statements[0]).toMatch(/^select \(select version from article_versions .*\(select max\(seq\) from release_history\)/);
  });

  it('reads the versions again at the next request: a change committed in between is drawn', async () => {
    await view('/');
    await bumpContentVersion(app.database.db);
    const after = await view('/');
    // The version moved, so the page is drawn again (more than the one read), then kept again.
    expect(after.statements.length).toBeGreaterThan(1);
    expect((await view('/')).statements).toHaveLength(1);
  });
});
