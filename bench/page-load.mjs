// Server-rendered pages under load (autocannon -c 50 -d 10), medians of 3 runs alternated, with a bare
// Fastify route on this machine and the site's own /livez in the same run as yardsticks: a kept page should
// cost little more than a probe. Start the site with the limits raised:
//   RATE_LIMIT_MAX=100000000 npm start        then   node bench/page-load.mjs [http://localhost:3000]
// Side by side with a previous build served on another port (bench/lib/serve-build.mjs):
//   node bench/page-load.mjs http://localhost:4102 http://localhost:4101     (this build, then the previous)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const bases = process.argv.slice(2).length ? process.argv.slice(2) : ['http://localhost:3000'];
const runs = 3;
const here = path.dirname(fileURLToPath(import.meta.url));
const fastify = createRequire(path.join(here, '../api/package.json'))('fastify');

// The yardstick: the smallest HTML answer Fastify gives on this machine.
const bare = fastify({ logger: false });
bare.get('/', async (_request, reply) => reply.type('text/html').send('<!doctype html><title>bare</title>'));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const targets = [{ title: 'bare Fastify HTML route', url: `${bareUrl}/` }];
for (const base of bases) {
  const listing = await (await fetch(`${base}/api/article/list?page=1&categoryId=1&keyword=`)).json();
  const alias = listing.payload.articles[0]?.alias;
  const at = bases.length > 1 ? ` @ ${new URL(base).port}` : '';
  targets.push(
    { title: `GET /livez (the probe)${at}`, url: `${base}/livez` },
    { title: `GET / (server-rendered)${at}`, url: `${base}/` },
    { title: `GET /advice-support${at}`, url: `${base}/advice-support` },
    { title: `GET /property/lease-renewals (a service page)${at}`, url: `${base}/property/lease-renewals` },
    { title: `GET /news (news remote, drawn from data)${at}`, url: `${base}/news` },
    { title: `GET /insights/${alias}${at}`, url: `${base}/insights/${alias}` },
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map(targets.map((t) => [t.title, []]));
for (let run = 0; run < runs; run += 1) {
  for (const target of targets) {
    // As a browser asks (pages and files are sent compressed to it); the bare route ignores the header.
    const r = await autocannon({ url: target.url, connections: 50, duration: 10, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    results.get(target.title).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx });
  }
}
await bare.close();

const bareRps = median(results.get(targets[0].title).map((r) => r.rps));
console.log(`| target (median of ${runs}) | req/s | p50 | p99 | of bare | errors | non-2xx |\n|---|---|---|---|---|---|---|`);
for (const target of targets) {
  const rs = results.get(target.title);
  const rps = median(rs.map((r) => r.rps));
  console.log(
    `| ${target.title} | ${Math.round(rps)} | ${median(rs.map((r) => r.p50))} ms | ${median(rs.map((r) => r.p99))} ms | ${Math.round((rps / bareRps) * 100)} % | ${rs.reduce((n, r) => n + r.errors, 0)} | ${rs.reduce((n, r) => n + r.non2xx, 0)} |`,
  );
}
