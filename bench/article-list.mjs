// The news page's API, GET /api/article/list, under load against a bare Fastify JSON route measured in the
// same run (the issue's target: the listing at 30 % or more of the bare route's req/s).
//
// It builds nothing: build the API first (pnpm --filter @tenants/api build). Each server runs in a child
// process of its own, the load generator (autocannon -c 50 -d 10) in this one:
//   - the API (api/dist/main.js, SERVE_SITE=0) on a throw-away SQLite file into which the real articles of
//     api/content/articles were imported with the site's own command (cli.js import-articles), rate limits
//     raised through RATE_LIMIT_MAX (the README's limits table), logs at "warn";
//   - a bare Fastify app with one JSON route (the yardstick), and a route that sends the listing's first page
//     as bytes it holds (no hooks, no database, no serialising): the most a server can do with answers that
//     big on this machine, since sending and receiving them costs both processes per byte.
// Targets are measured in turn, round after round; each figure is the median of the rounds.
//   node bench/article-list.mjs [--rounds 3] [--seconds 10] [--connections 50] [--cpu-prof DIR] [--only list]
//                               [--api-dist DIR] [--baseline-dist DIR]
// --only TEXT measures the two bare routes and the targets whose title holds TEXT. --api-dist DIR runs
// another build of the API than api/dist; --baseline-dist DIR runs a second build too (e.g. an earlier
// commit's, built into a copy of its tree), on its own database, and measures its targets in the same
// rounds, marked "[baseline]": a before/after in one run, under the same load. --cpu-prof DIR writes a V8 CPU profile of the API process into DIR (open it in Chrome's DevTools).
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const defaultApiDist = path.join(repoRoot, 'api/dist');

// The bare server, when this file is started as one (`node article-list.mjs --bare`). Besides the yardstick
// it has /listing-bytes: the listing's first page, as the API answered it, sent as it is (what a server
// that did nothing but send those bytes would do: the ceiling for any listing of that size).
if (process.argv[2] === '--bare') {
  const fastify = createRequire(path.join(repoRoot, 'api/package.json'))('fastify');
  const bare = fastify({ logger: false });
  let listingBytes = Buffer.alloc(0);
  process.on('message', ({ listing }) => {
    listingBytes = Buffer.from(listing, 'base64');
    process.send({ ready: true });
  });
  bare.get('/', async () => ({ success: true, payload: { hello: 'world' } }));
  bare.get('/listing-bytes', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(listingBytes));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ address });
  process.on('disconnect', () => bare.close().then(() => process.exit(0)));
} else {
  await main();
}

async function main() {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      'cpu-prof': { type: 'string' },
      only: { type: 'string' },
      'api-dist': { type: 'string' },
      'baseline-dist': { type: 'string' },
    },
  });
  const apiDist = path.resolve(values['api-dist'] ?? defaultApiDist);
  const baselineDist = values['baseline-dist'] && path.resolve(values['baseline-dist']);
  const rounds = Number(values.rounds);
  const load = { connections: Number(values.connections), duration: Number(values.seconds) };
  for (const dist of [apiDist, baselineDist].filter(Boolean)) {
    if (!existsSync(path.join(dist, 'main.js'))) throw new Error(`${dist}/main.js is missing: run \`pnpm --filter @tenants/api build\` first`);
  }

  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-article-list-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    SERVE_SITE: '0',
    LOG_LEVEL: 'warn',
    API_DOCS: '0',
    VALIDATION_DNS: '0',
    // Far above what a run sends in a minute (about 2 million at 30k req/s), within the accepted range.
    RATE_LIMIT_MAX: '1000000000',
  };
  const children = [];
  /** A build of the API on a database of its own, the real articles imported by that build's command. */
  const apiOf = async (dist, name, cpuProf) => {
    const apiEnv = { ...env, SQLITE_FILE: path.join(work, `${name}.sqlite`) };
    execFileSync(process.execPath, [path.join(dist, 'cli.js'), 'import-articles'], { cwd: repoRoot, env: apiEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    return startApi(dist, apiEnv, cpuProf, children, path.join(work, `${name}-server.cjs`));
  };
  try {
    const api = await apiOf(apiDist, 'api', values['cpu-prof']);
    const baseline = baselineDist && (await apiOf(baselineDist, 'baseline'));
    const bare = await startBare(children);

    const listingBody = Buffer.from(await (await fetch(`${api}/api/article/list`)).arrayBuffer());
    const listing = JSON.parse(listingBody.toString('utf8'));
    await bare.load(listingBody);
    const news = listing.payload.totalPage;
    if (news < 2) throw new Error(`category 1 has ${news} page(s); the bench needs two`);
    const listings = ['', '?page=2&categoryId=1', '?keyword=lease'];
    const targets = [
      { title: 'bare Fastify JSON route', url: `${bare.base}/` },
      { title: `bare Fastify, the listing's ${(listingBody.length / 1024).toFixed(1)} kB as they are`, url: `${bare.base}/listing-bytes` },
      ...listings.flatMap((query) => [
        ...(baseline ? [{ title: `GET /api/article/list${query} [baseline]`, url: `${baseline}/api/article/list${query}` }] : []),
        { title: `GET /api/article/list${query}`, url: `${api}/api/article/list${query}` },
      ]),
    ].filter((t, i) => !values.only || i < 2 || t.title.includes(values.only));
    for (const target of targets.slice(2)) {
      const body = await getJson(target.url);
      if (!body.payload.articles.length) throw new Error(`${target.url} lists no article`);
    }

    // A first pass for the JIT, not counted.
    for (const target of targets) await autocannon({ url: target.url, connections: load.connections, duration: 2 });

    const results = new Map(targets.map((t) => [t.title, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const r = await autocannon({ url: target.url, ...load });
        if (!r.requests.total) throw new Error(`${target.url} answered nothing (${r.errors} errors): is its server still running?`);
        results.get(target.title).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
        process.stderr.write(
          `round ${round + 1}: ${target.title}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms\n`,
        );
      }
    }

    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const bareRps = median(results.get(targets[0].title).map((r) => r.rps));
    const ceilingRps = median(results.get(targets[1].title).map((r) => r.rps));
    console.log(
      `\nautocannon -c ${load.connections} -d ${load.duration}, median of ${rounds} rounds; node ${process.version}, ${os.cpus().length} CPUs; ${listing.payload.totalPage} pages of News`,
    );
    console.log('| target | req/s | p50 | p99 | of bare | of the same bytes, bare | errors | non-2xx |\n|---|---|---|---|---|---|---|---|');
    for (const target of targets) {
      const rs = results.get(target.title);
      const rps = median(rs.map((r) => r.rps));
      const sum = (key) => rs.reduce((n, r) => n + r[key], 0);
      console.log(
        `| ${target.title} | ${Math.round(rps)} | ${median(rs.map((r) => r.p50))} ms | ${median(rs.map((r) => r.p99))} ms | ${Math.round((rps / bareRps) * 100)} % | ${Math.round((rps / ceilingRps) * 100)} % | ${sum('errors')} | ${sum('non2xx')} |`,
      );
    }
  } finally {
    await Promise.all(children.map((stop) => stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The API (its own process), on a free port; resolves to its base URL once /api/health answers. */
async function startApi(apiDist, env, cpuProfDir, children, launcher) {
  const port = await freePort();
  const flags = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`] : [];
  // Started through a file of the bench's own, so that whoever stops "dist/main.js" processes on this
  // machine by name (a dev server's restart) does not stop the bench's.
  writeFileSync(launcher, `require(${JSON.stringify(path.join(apiDist, 'main.js'))});\n`);
  const server = spawn(process.execPath, [...flags, launcher], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.once('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`the API of ${apiDist} ended during the run (${signal ?? `exit code ${code}`}); its figures are void\n`);
  });
  // SIGINT lets main.ts shut down cleanly (and --cpu-prof write its profile).
  children.push(() => {
    stopping = true;
    return server.exitCode === null && server.signalCode === null ? (server.kill('SIGINT'), exited) : exited;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return base;
    if (server.exitCode !== null || tries > 150) throw new Error('the API did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The bare Fastify app (this file with --bare, its own process): its base URL, and how to hand it the listing's bytes. */
async function startBare(children) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  children.push(() => (child.connected ? (child.disconnect(), exited) : exited));
  const base = await new Promise((resolve, reject) => {
    child.once('message', ({ address }) => resolve(address));
    child.once('exit', () => reject(new Error('the bare server did not start')));
  });
  const load = (bytes) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send({ listing: bytes.toString('base64') });
    });
  return { base, load };
}

function freePort() {
  return new Promise((resolve, reject) => {
    import('node:net').then(({ default: net }) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
      server.on('error', reject);
    });
  });
}
