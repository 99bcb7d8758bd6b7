import { existsSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { findRepoRoot } from '../../src/repo-root';
import { describeEachDatabase, type DatabaseSuite } from '../helper';

// The page cache keeps only pages whose address names something real (issue: "any visitor fills the page
// cache"). Drawn by the real news remote's server build, as `npm test` builds it before this suite.

jest.setTimeout(240_000);

const deployDir = path.join(findRepoRoot(), 'deploy');
if (!existsSync(path.join(deployDir, 'remotes', 'news'))) {
  throw new Error(`No built site in ${deployDir}: build it first (npm test and npm start do, or: node scripts/build.mjs).`);
}

/** The page cache's size as /metrics says it (entries and bytes). */
async function cacheSize(suite: DatabaseSuite) {
  const text = (await suite.app.inject({ method: 'GET', url: '/metrics' })).body;
  const read = (unit: string) => Number(new RegExp(`^page_cache_size\\{unit="${unit}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { entries: read('entries'), bytes: read('bytes') };
}

// A full collection before each reading, so what is measured is what the process holds, not its garbage.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/**
 * What the process holds after a full collection: its heap in use. (Buffers outside the heap are left out:
 * zlib's native state for each page compressed is freed after the collection, not at it, and would read as
 * tens of MB held that are not.)
 */
const held = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

const get = (suite: DatabaseSuite, url: string) => suite.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });

describeEachDatabase(
  'the page cache keeps only real pages',
  (suite) => {
    it('keeps /news and a real category and page, but none of 2,000 junk values, and the process holds less than 20 MB more', async () => {
      // Real addresses are kept: the second request of each is a hit (no new entry).
      for (const url of ['/news', '/news?category=2', '/news?page=1&category=1']) {
        expect((await get(suite, url)).statusCode).toBe(200);
      }
      const real = await cacheSize(suite);
      expect(real.entries).toBeGreaterThanOrEqual(3);
      for (const url of ['/news', '/news?category=2']) await get(suite, url);
      expect((await cacheSize(suite)).entries).toBe(real.entries);

      // Warm up both junk paths' code (compiled once, not per address), then measure.
      for (let i = 0; i < 50; i += 1) await get(suite, i % 2 ? `/news?category=warm${i}` : `/news?page=${100 + i}`);
      const before = held();
      for (let i = 0; i < 2000; i += 1) {
        // Half unknown categories, half pages past the last one: each answered with the page it falls back to.
        const url = i % 2 ? `/news?category=fill${i}` : `/news?page=${500 + i}`;
        const res = await get(suite, url);
        expect(res.statusCode).toBe(200);
      }
      const grownMb = (held() - before) / 1024 / 1024;
      const after = await cacheSize(suite);
      expect(after.entries).toBe(real.entries);
      expect(after.bytes).toBe(real.bytes);
      expect(grownMb).toBeLessThan(20);
      // The real pages are still there: asking again adds nothing.
      await get(suite, '/news');
      expect((await cacheSize(suite)).entries).toBe(real.entries);
    });
  },
  {
    env: {
      SERVE_SITE: '1',
      DEPLOY_DIR: deployDir,
      // One client asks for every page here: the per-client limits are other suites' to test.
      RATE_LIMIT_PAGE_RENDER: '100000',
      RATE_LIMIT_MAX: '100000',
      TELEMETRY_SAMPLE_RATE: '0',
    },
  },
);
