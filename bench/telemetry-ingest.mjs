// Browsers' report beacons under load (autocannon, 20 connections, 10 s, medians of 3), as sendBeacon sends
// them: JSON as text/plain, a page view, an error and two vitals for news. Start the site with the limits
// raised, as for the other benches:
//   RATE_LIMIT_MAX=100000000 RATE_LIMIT_TELEMETRY=100000000 npm start     then   node bench/telemetry-ingest.mjs [http://localhost:3000]
// Target (issue "Safe releases"): at least 2,000 beacons/s with p99 at most 20 ms on this machine.
import autocannon from 'autocannon';

const base = process.argv[2] || 'http://localhost:3000';
const runs = 3;
const registry = await (await fetch(`${base}/remotes.json`)).json();
const beacon = JSON.stringify({
  route: '/insights/:id',
  remote: 'news',
  versions: registry,
  events: [
    { type: 'pageview' },
    {
      type: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      source: `${base}${(registry.news ?? '/remotes/news/x/').replace('mf-manifest.json', '')}news-article.js`,
    },
    { type: 'vital', name: 'LCP', value: 1180 },
    { type: 'vital', name: 'INP', value: 96 },
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
for (let run = 0; run < runs; run += 1) {
  const r = await autocannon({
    url: `${base}/api/telemetry`,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: beacon,
    connections: 20,
    duration: 10,
  });
  results.push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
}
console.log(`| POST /api/telemetry (median of ${runs}) | beacons/s | p50 | p99 | non-2xx | errors |\n|---|---|---|---|---|---|`);
console.log(
  `| ${Buffer.byteLength(beacon)} B beacon, 4 events | ${Math.round(median(results.map((r) => r.rps)))} | ${median(results.map((r) => r.p50))} ms | ${median(results.map((r) => r.p99))} ms | ${results.reduce((n, r) => n + r.non2xx, 0)} | ${results.reduce((n, r) => n + r.errors, 0)} |`,
);
