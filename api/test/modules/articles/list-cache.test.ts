import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { articleListPath, articleListResponseSchema } from '@tenants/shared/model';
import { importArticles } from '../../../src/modules/articles/import';
import { buildApp } from '../../../src/app';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database';
import * as repository from '../../../src/modules/articles/articles.repository';
import { ArticleListCache, articleVersionReader, sharedPerTurn, type ListAnswer } from '../../../src/modules/articles/list-cache';
import { describeEachDatabase, testConfig, visitorIp } from '../../helper';
import { articleFile, writeContent, type FixtureArticle } from './fixtures';

jest.setTimeout(60_000);

// The listing's reads, counted (the app's routes import the repository through this mock).
jest.mock('../../../src/modules/articles/articles.repository', () => {
  const actual = jest.requireActual('../../../src/modules/articles/articles.repository');
  return { ...actual, listPublishedArticles: jest.fn(actual.listPublishedArticles) };
});

// The app's clock, moved by the tests: "now" is 2026-03-10 noon unless a test moves it.
const start = new Date('2026-03-10T12:00:00.000Z');
let clock = start;

const fixtures: FixtureArticle[] = [
  { alias: 'first', published: '2026-03-01', title: 'First lease note' },
  { alias: 'second', published: '2026-03-02', title: 'Second lease note' },
  { alias: 'insight', category: 'Insights', published: '2026-03-03', title: 'An insight' },
  // Due at 2026-03-11T09:00:00Z (the import's hour for a bare date), the day after "now".
  { alias: 'scheduled', published: '2026-03-11', title: 'Scheduled lease note' },
];

const base = mkdtempSync(path.join(tmpdir(), 'tenants-list-cache-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const list = async (app: FastifyInstance, query = '') => {
  const res = await app.inject({ method: 'GET', url: `${articleListPath}?${query}`, remoteAddress: visitorIp() });
  expect(res.statusCode).toBe(200);
  return articleListResponseSchema.parse(res.json()).payload;
};
const aliases = (payload: { articles: Array<{ alias: string }> }) => payload.articles.map((a) => a.alias);

/** Runs one statement on the suite's database from another Node process (its own connection). */
function inAnotherProcess(env: Record<string, string>, statement: string) {
  const script = `
    const [statement] = process.argv.slice(1);
    if (process.env.DATABASE_URL) {
      const { Client } = require('pg');
      const client = new Client({ connectionString: process.env.DATABASE_URL, options: '-c search_path=' + process.env.DATABASE_SCHEMA });
      client.connect().then(() => client.query(statement)).then(() => client.end()).then(() => console.log('ok'), (e) => console.log(e.message));
    } else {
      const db = require('better-sqlite3')(process.env.SQLITE_FILE);
      db.pragma('busy_timeout = 5000');
      db.prepare(statement).run();
      db.close();
      console.log('ok');
    }`;
  const run = spawnSync(process.execPath, ['-e', script, statement], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(`${run.stdout}${run.stderr}`.trim()).toBe('ok');
}

describeEachDatabase(
  'the article listing’s cache',
  (suite) => {
    let content: { articlesDir: string; mediaDir: string };
    beforeAll(async () => {
      content = writeContent(path.join(base, suite.dialect), fixtures);
      await importArticles(suite.database.db, content);
    });
    afterEach(() => {
      clock = start;
    });

    it('answers a repeated listing from memory, with the same bytes and headers', async () => {
      const read = jest.mocked(repository.listPublishedArticles);
      read.mockClear();
      const url = `${articleListPath}?categoryId=1&page=1&keyword=lease`;
      const first = await suite.app.inject({ method: 'GET', url, remoteAddress: visitorIp() });
      const again = await suite.app.inject({ method: 'GET', url, remoteAddress: visitorIp() });
      // The same words: the same answer, read once.
      const spaced = await suite.app.inject({ method: 'GET', url: `${articleListPath}?categoryId=1&page=1&keyword=%20lease!`, remoteAddress: visitorIp() });
      expect(read).toHaveBeenCalledTimes(1);
      for (const res of [again, spaced]) {
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(first.body);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        expect(res.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
        expect(res.headers['x-ratelimit-limit']).toBeDefined();
      }
      expect(aliases(articleListResponseSchema.parse(first.json()).payload)).toEqual(['second', 'first']);
    });

    it('shows an article imported, edited or deleted in this process at the next request', async () => {
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      writeFileSync(path.join(content.articlesDir, 'third.html'), articleFile({ alias: 'third', published: '2026-03-04', title: 'Third lease note' }));
      await importArticles(suite.database.db, content);
      expect(aliases(await list(suite.app))).toEqual(['third', 'second', 'first']);

      await suite.database.db.updateTable('articles').set({ title: 'Edited by hand' }).where('alias', '=', 'third').execute();
      expect((await list(suite.app)).articles[0].title).toBe('Edited by hand');

      await suite.database.db.deleteFrom('articles').where('alias', '=', 'third').execute();
      unlinkSync(path.join(content.articlesDir, 'third.html'));
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      expect((await list(suite.app, 'keyword=third')).totalPage).toBe(0);
    });

    it('shows an article imported, edited or deleted through a second app instance at the next request', async () => {
      const config = testConfig(suite.env);
      const database: DatabaseHandle = openDatabase(config.database);
      const other = await buildApp({ config, database, now: () => clock });
      try {
        expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
        expect(aliases(await list(other))).toEqual(['second', 'first']);

        const otherContent = writeContent(path.join(base, `${suite.dialect}-other`), [
          ...fixtures,
          { alias: 'fourth', published: '2026-03-05', title: 'Fourth lease note' },
        ]);
        await importArticles(database.db, otherContent);
        expect(aliases(await list(suite.app))).toEqual(['fourth', 'second', 'first']);
        expect(aliases(await list(other))).toEqual(['fourth', 'second', 'first']);

        writeFileSync(path.join(otherContent.articlesDir, 'fourth.html'), articleFile({ alias: 'fourth', category: 'Insights', published: '2026-03-05' }));
        await importArticles(database.db, otherContent);
        expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
        expect(aliases(await list(suite.app, 'categoryId=3'))).toEqual(['fourth', 'insight']);

        await database.db.deleteFrom('articles').where('alias', '=', 'fourth').execute();
        expect(aliases(await list(suite.app, 'categoryId=3'))).toEqual(['insight']);
        expect(aliases(await list(other, 'categoryId=3'))).toEqual(['insight']);
      } finally {
        await other.close();
        await database.db.destroy();
      }
    });

    it('shows a change made by another process at the next request', async () => {
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      expect((await list(suite.app, 'keyword=lease')).articles.map((a) => a.title)).toEqual(['Second lease note', 'First lease note']);

      inAnotherProcess(suite.env, "update articles set title = 'Renamed elsewhere' where alias = 'second'");
      expect((await list(suite.app)).articles[0].title).toBe('Renamed elsewhere');

      inAnotherProcess(suite.env, "delete from articles where alias = 'first'");
      expect(aliases(await list(suite.app))).toEqual(['second']);
      expect(await list(suite.app, 'page=2')).toEqual({ articles: [], totalPage: 1 });

      // Put back as they were, through the import.
      await importArticles(suite.database.db, content);
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      expect((await list(suite.app)).articles[0].title).toBe('Second lease note');
    });

    it('shows a scheduled article from its publication time on, and not a moment before', async () => {
      const due = new Date('2026-03-11T09:00:00.000Z');
      clock = new Date(due.getTime() - 1000);
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      expect(aliases(await list(suite.app, 'keyword=scheduled'))).toEqual([]);
      clock = new Date(due.getTime() - 1);
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);

      clock = due;
      expect(aliases(await list(suite.app))).toEqual(['scheduled', 'second', 'first']);
      expect(aliases(await list(suite.app, 'keyword=scheduled'))).toEqual(['scheduled']);

      // A clock set back (a test's, or a corrected one) is answered for its own time too.
      clock = start;
      expect(aliases(await list(suite.app))).toEqual(['second', 'first']);
      expect(aliases(await list(suite.app, 'keyword=scheduled'))).toEqual([]);
    });

    it('is not read while this process’s connection is inside a transaction (SQLite would show uncommitted writes)', async () => {
      const readVersion = articleVersionReader(suite.database);
      expect(await readVersion()).toBeDefined();
      await suite.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('articles').set({ title: 'Never committed' }).where('alias', '=', 'first').execute();
        if (suite.dialect === 'sqlite') expect(await readVersion()).toBeUndefined();
        else expect(await readVersion()).toBeDefined();
      });
      expect(await readVersion()).toBeDefined();
    });
  },
  { options: { now: () => clock } },
);

describe('ArticleListCache', () => {
  const answer = (text: string, window: Omit<ListAnswer, 'body'> = {}): ListAnswer => ({ body: Buffer.from(text), ...window });
  const at = (iso: string) => new Date(iso);

  it('keeps answers while the version holds, and drops them all when it changes', async () => {
    let version: number | undefined = 1;
    const cache = new ArticleListCache(() => version);
    const read = jest.fn(async () => answer('a'));
    expect(String(await cache.answer('k', start, read))).toBe('a');
    expect(String(await cache.answer('k', start, read))).toBe('a');
    expect(read).toHaveBeenCalledTimes(1);

    version = 2;
    read.mockResolvedValueOnce(answer('b'));
    expect(String(await cache.answer('k', start, read))).toBe('b');
    expect(read).toHaveBeenCalledTimes(2);

    // No version (a transaction under way, no table): read every time, keep nothing.
    version = undefined;
    read.mockResolvedValueOnce(answer('c'));
    expect(String(await cache.answer('k', start, read))).toBe('c');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['the next article’s publication', '2026-03-11T09:00:00.000Z'],
    ['the newest article’s publication (a clock set back)', '2026-03-01T08:59:59.999Z'],
  ])('keeps an answer within its span of publication only: not from %s on', async (_what, outside) => {
    const cache = new ArticleListCache(() => 1);
    const read = jest.fn(async () => answer('other'));
    read.mockResolvedValueOnce(answer('kept', { from: '2026-03-01T09:00:00.000Z', until: '2026-03-11T09:00:00.000Z' }));
    for (const inside of ['2026-03-10T12:00:00.000Z', '2026-03-11T08:59:59.999Z', '2026-03-01T09:00:00.000Z']) {
      expect(String(await cache.answer('k', at(inside), read))).toBe('kept');
    }
    expect(read).toHaveBeenCalledTimes(1);
    expect(String(await cache.answer('k', at(outside), read))).toBe('other');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads an answer once for requests that come while it is being read', async () => {
    const cache = new ArticleListCache(() => 1);
    let finish: (value: ListAnswer) => void = () => undefined;
    const read = jest.fn(() => new Promise<ListAnswer>((resolve) => (finish = resolve)));
    const waiting = Promise.all([cache.answer('k', start, read), cache.answer('k', start, read), cache.answer('k', start, read)]);
    await new Promise((resolve) => setImmediate(resolve));
    finish(answer('once'));
    expect((await waiting).map(String)).toEqual(['once', 'once', 'once']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used answers beyond its limits of entries and bytes', async () => {
    const cache = new ArticleListCache(() => 1, { maxEntries: 2, maxBytes: 10 });
    const read = (text: string) => jest.fn(async () => answer(text));
    await cache.answer('a', start, read('aaaa'));
    await cache.answer('b', start, read('bbbb'));
    await cache.answer('a', start, read('unused'));
    await cache.answer('c', start, read('cccc'));
    expect(cache.size).toBe(2);
    const again = read('again');
    expect(String(await cache.answer('a', start, again))).toBe('aaaa');
    expect(String(await cache.answer('b', start, again))).toBe('again');
    // Too big to keep at all.
    await cache.answer('big', start, read('x'.repeat(11)));
    expect(cache.size).toBe(2);
  });
});

describe('the version read shared per turn of the event loop', () => {
  it('is made once for the calls of one turn, after all of them, and anew for a call made once it has begun', async () => {
    const events: string[] = [];
    let reads = 0;
    const read = sharedPerTurn(async () => {
      reads += 1;
      events.push(`read ${reads}`);
      return reads;
    });
    const first = read();
    events.push('asked');
    const second = read();
    events.push('asked');
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(events).toEqual(['asked', 'asked', 'read 1']);

    let slow: (value: number) => void = () => undefined;
    const pending = sharedPerTurn(() => new Promise<number>((resolve) => (slow = resolve)));
    const before = pending();
    await new Promise((resolve) => setImmediate(resolve));
    // The first read has begun: a call now must not share it (a write may have been committed since).
    const after = pending();
    expect(after).not.toBe(before);
    slow(1);
    expect(await before).toBe(1);
  });
});
