// Throughput and latency of the site server and API on loopback with autocannon (bounded: 10 s a target).
//   node bench/api-load.mjs [http://localhost:3000]
// Start the site with a high RATE_LIMIT_MAX (e.g. 1000000): the API limits each address to 300 a minute.
import autocannon from 'autocannon';

const base = process.argv[2] || 'http://localhost:3000';
const targets = [
  { title: 'GET / (shell HTML)', path: '/' },
  { title: 'GET /remotes.json', path: '/remotes.json' },
  { title: 'GET /api/health', path: '/api/health' },
];
console.log('| target | req/s (mean) | p50 | p99 | errors | non-2xx |\n|---|---|---|---|---|---|');
for (const target of targets) {
  const result = await autocannon({ url: `${base}${target.path}`, connections: 20, duration: 10, method: target.method ?? 'GET' });
  console.log(
    `| ${target.title} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors} | ${result.non2xx} |`,
  );
}
