import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { migrateToLatest } from '../../src/db/migrate';
import { shellServerFile } from '../../src/site/server-render';
import { describeWithPostgres, preparePostgresSchema, testConfig } from '../helper';
import { countingDatabase, type StatementLog } from './counting-database';

jest.setTimeout(120_000);

const windowMs = 20_000;

describeWithPostgres('an idle instance', () => {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-idle-'));
  let app: FastifyInstance;
  let log: StatementLog;
  let cleanup: () => Promise<void>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    mkdirSync(path.join(deployDir, 'shell'), { recursive: true });
    writeFileSync(path.join(deployDir, 'shell/index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id=root></div></body></html>');
    writeFileSync(path.join(deployDir, 'remotes.json'), '{}');
    mkdirSync(path.join(deployDir, path.dirname(shellServerFile)), { recursive: true });
    writeFileSync(path.join(deployDir, shellServerFile), 'exports.renderPage = async () => ({ html: "<main>page</main>", title: "Page" });');
    const schema = await preparePostgresSchema();
    cleanup = schema.cleanup;
    const config = testConfig({ ...schema.env, SERVE_SITE: '1', DEPLOY_DIR: deployDir });
    const counting = countingDatabase(config.database);
    log = counting.log;
    await migrateToLatest(counting.database);
    app = await buildApp({ config, database: counting.database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await counting.database.db.destroy();
    };
  });

  afterAll(async () => {
    await close?.();
    await cleanup?.();
    rmSync(deployDir, { recursive: true, force: true });
  });

  it(`runs at most one transaction every 2 s while nobody asks anything (measured over ${windowMs / 1000} s)`, async () => {
    // The start's own work (imports, first looks) settles first; then nothing is asked of the instance.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    log.reset();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const perSecond = log.transactions / (windowMs / 1000);
    const seen = new Map<string, number>();
    for (const text of log.statements) seen.set(text.slice(0, 90), (seen.get(text.slice(0, 90)) ?? 0) + 1);
    console.log(
      `idle: ${log.transactions} transactions, ${log.statements.length} statements in ${windowMs} ms (${perSecond.toFixed(2)}/s)\n${[...seen].map(([t, n]) => `${n}\t${t}`).join('\n')}`,
    );
    expect(perSecond).toBeLessThanOrEqual(0.5);
  });
});
