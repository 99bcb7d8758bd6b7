// Does the article listing and its keyword search stay fast as the archive grows? For each size it imports
// the real articles plus synthetic ones (distinct text drawn from the real articles' words with a seeded
// PRNG) into a throw-away SQLite file, and into a throw-away PostgreSQL schema when a server answers, starts
// the API on a free port and measures with autocannon the plain listing, a keyword that matches, a keyword
// that matches nothing and a deep page (and, for comparison, a word in nearly every article); prints req/s,
// p50 and p99 (the median run of --runs).
//   node bench/search-scale.mjs [--sizes 37,3000,30000] [--runs 3] [--seconds 5] [--connections 10]
//                               [--api-dist DIR] [--postgres URL | --no-postgres]
// Build the API first (pnpm --filter @tenants/api build). The rate limit is raised through RATE_LIMIT_MAX.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '37,3000,30000' },
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'api-dist': { type: 'string' },
    postgres: { type: 'string', default: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' },
    'no-postgres': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const apiDist = path.resolve(values['api-dist'] ?? path.join(repoRoot, 'api/dist'));
const realArticlesDir = path.join(repoRoot, 'api/content/articles');
const pictures = readdirSync(path.join(repoRoot, 'api/content/media/articles'));
// pg is the API's dependency; the bench borrows it to make and drop its schema.
const { Client } = createRequire(path.join(repoRoot, 'api/package.json'))('pg');

/** mulberry32: the same synthetic archive on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every word of the real articles' bodies as often as it occurs there, so common words stay common. */
function realWords() {
  const words = [];
  for (const file of readdirSync(realArticlesDir)) {
    const body = readFileSync(path.join(realArticlesDir, file), 'utf8').split(/\n---\n/)[1];
    words.push(
      ...(body
        .replace(/<[^>]*>/g, ' ')
        .toLowerCase()
        .match(/[a-z]+/g) ?? []),
    );
  }
  return words;
}

const categories = ['News', 'Hot Topics', 'Insights'];
const dayMs = 86_400_000;

/** The real articles plus `count` synthetic ones, as article files in `dir`. */
function writeArchive(dir, count) {
  mkdirSync(dir, { recursive: true });
  cpSync(realArticlesDir, dir, { recursive: true });
  const words = realWords();
  const random = prng(21);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const phrase = (min, max) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(words)).join(' ');
  const sentence = (min, max) => {
    const text = phrase(min, max);
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  };
  const start = Date.UTC(2000, 0, 1);
  for (let i = 1; i <= count; i += 1) {
    const paragraphs = Array.from({ length: 3 + Math.floor(random() * 3) }, () => {
      const parts = Array.from({ length: 2 + Math.floor(random() * 3) }, () => sentence(8, 20));
      if (random() < 0.3) parts.push(`See <a href="https://example.org/guides/${pick(words)}">${phrase(2, 4)}</a>.`);
      if (random() < 0.3) parts.push(`<strong>${sentence(3, 6)}</strong>`);
      return `<p>${parts.join(' ')}</p>`;
    });
    paragraphs.splice(1, 0, `<h2>${sentence(3, 6)}</h2>`);
    const published = new Date(start + Math.floor(random() * 9400) * dayMs).toISOString().slice(0, 10);
    const file = [
      '---',
      `title: ${sentence(4, 9).slice(0, -1)}`,
      `category: ${pick(categories)}`,
      `published: ${published}`,
      `image: ${pick(pictures)}`,
      `imageAlt: ${sentence(4, 8)}`,
      `caption: ${sentence(15, 30)}`,
      `text: ${sentence(8, 14)}`,
      '---',
      paragraphs.join('\n'),
    ].join('\n');
    writeFileSync(path.join(dir, `synthetic-${String(i).padStart(5, '0')}.html`), file);
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function postgresReachable(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL skipped: ${url} does not answer (${error.message}).`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A database target: the environment pointing the API at it, how to tidy it after an import, and its clean-up. */
async function sqliteTarget(dir) {
  return { name: 'SQLite', env: { SQLITE_FILE: path.join(dir, 'bench.sqlite'), DATABASE_URL: '' }, afterImport: async () => {}, drop: async () => {} };
}

async function postgresTarget(url) {
  const schema = `bench_search_${process.pid}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    // What autovacuum does after a bulk load: statistics for the planner and a visibility map for index-only scans.
    afterImport: () => client.query(`vacuum analyze ${schema}.articles`),
    drop: async () => {
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

async function startApi(env) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(apiDist, 'main.js')], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) {
      server.kill('SIGTERM');
      throw new Error('the API did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM')) };
}

const list = async (base, query) => {
  const res = await fetch(`${base}/api/article/list?${query}`);
  if (!res.ok) throw new Error(`${query} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).payload;
};

/** The run with the median req/s of `runs` runs. */
async function measure(url) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await autocannon({ url, connections: Number(values.connections), duration: Number(values.seconds) });
    if (result.errors || result.timeouts || result.non2xx)
      throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
    results.push(result);
  }
  results.sort((a, b) => a.requests.average - b.requests.average);
  return results[Math.floor(results.length / 2)];
}

// A word of the real articles that about one synthetic article in eight uses, one that no article holds, and
// one that nearly every article holds.
const matchingKeyword = 'dilapidations';
const missingKeyword = 'zygomorphic';
const commonKeyword = 'lease';

const rows = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'tenants-search-scale-'));
try {
  const withPostgres = !values['no-postgres'] && (await postgresReachable(values.postgres));
  for (const size of sizes) {
    const articlesDir = path.join(work, `articles-${size}`);
    writeArchive(articlesDir, Math.max(0, size - readdirSync(realArticlesDir).length));
    const targets = [() => sqliteTarget(mkdtempSync(path.join(work, 'sqlite-'))), ...(withPostgres ? [() => postgresTarget(values.postgres)] : [])];
    for (const makeTarget of targets) {
      const target = await makeTarget();
      const env = {
        ...process.env,
        ...target.env,
        LOG_LEVEL: 'warn',
        SERVE_SITE: '0',
        VALIDATION_DNS: '0',
        // Far above what a run sends in a minute (~150,000), and within every build's accepted range.
        RATE_LIMIT_MAX: '1000000',
      };
      try {
        const started = Date.now();
        execFileSync(process.execPath, [path.join(apiDist, 'cli.js'), 'import-articles', '--dir', articlesDir], {
          cwd: repoRoot,
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        await target.afterImport();
        console.log(`${target.name}, ${size} articles: imported in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const api = await startApi(env);
        try {
          const pagesOf = async (keyword) => (await list(api.base, `page=1&categoryId=1&keyword=${keyword}`)).totalPage;
          const listing = await list(api.base, 'page=1&categoryId=1');
          const deepPage = Math.min(300, listing.totalPage);
          const measures = [
            ['listing, page 1', 'page=1&categoryId=1'],
            [`keyword "${matchingKeyword}" (${await pagesOf(matchingKeyword)} pages)`, `page=1&categoryId=1&keyword=${matchingKeyword}`],
            [`keyword "${missingKeyword}" (none)`, `page=1&categoryId=1&keyword=${missingKeyword}`],
            [`listing, page ${deepPage} of ${listing.totalPage}`, `page=${deepPage}&categoryId=1`],
            // Not a target: what a word in nearly every article costs, since its matches are counted for totalPage.
            [`keyword "${commonKeyword}" (${await pagesOf(commonKeyword)} pages)`, `page=1&categoryId=1&keyword=${commonKeyword}`],
          ];
          // A first pass for the JIT and the caches, not counted.
          await autocannon({ url: `${api.base}/api/article/list?${measures[0][1]}`, connections: Number(values.connections), duration: 2 });
          for (const [title, query] of measures) {
            const result = await measure(`${api.base}/api/article/list?${query}`);
            rows.push({ size, database: target.name, title, result });
            console.log(`  ${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
          }
        } finally {
          await api.stop();
        }
      } finally {
        await target.drop();
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`\nautocannon -c ${values.connections} -d ${values.seconds}, median of ${runs} runs; category News (1 of 3)`);
console.log('| articles | database | measure | req/s | p50 | p99 |\n|---|---|---|---|---|---|');
for (const { size, database, title, result } of rows) {
  console.log(
    `| ${size.toLocaleString('en-GB')} | ${database} | ${title} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms |`,
  );
}
