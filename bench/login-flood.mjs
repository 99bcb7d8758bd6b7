// Does password hashing stall the site? 16 clients log in without pause for 60 s (each from its own
// address, as a crowd behind one proxy would), while one client asks for the home page beside them; prints
// GET / latency (p50, p99, max) and the logins' outcomes.
//   node bench/login-flood.mjs [--api-dist DIR] [--seconds 60] [--clients 16]
// It starts its own site (api/dist/main.js, or another build's dist) on a free port with a throw-away SQLite
// file and the repository's deploy folder, with every limit raised so the flood is the worst case.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { 'api-dist': { type: 'string' }, seconds: { type: 'string', default: '60' }, clients: { type: 'string', default: '16' } },
});
const apiDist = path.resolve(values['api-dist'] ?? path.join(repoRoot, 'api/dist'));
const seconds = Number(values.seconds);
const clients = Number(values.clients);

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(os.tmpdir(), 'tenants-login-flood-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  SQLITE_FILE: path.join(dir, 'bench.sqlite'),
  DATABASE_URL: '',
  DEPLOY_DIR: path.join(repoRoot, 'deploy'),
  LOG_LEVEL: 'warn',
  VALIDATION_DNS: '0',
  TRUST_PROXY: '1',
  RATE_LIMIT_MAX: '1000000',
  RATE_LIMIT_LOGIN: '1000000',
  RATE_LIMIT_REGISTER: '1000000',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000000',
};
spawnSync(process.execPath, [path.join(apiDist, 'cli.js'), 'migrate'], { cwd: repoRoot, env, stdio: 'ignore' });
const server = spawn(process.execPath, [path.join(apiDist, 'main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};

try {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 100) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const member = { firstname: 'Flood', lastname: 'Test', email: 'flood@example.com', phone: '07400123456', password: 'correct horse battery staple 9' };
  const registered = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) });
  if (!registered.ok) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);

  let n = 0;
  const flood = autocannon({
    url: `${base}/api/login`,
    connections: clients,
    duration: seconds,
    // Every request from another address, so no per-address limit is what holds the crowd back.
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}` },
          body: JSON.stringify({ email: member.email, password: member.password }),
        }),
      },
    ],
  });
  const home = autocannon({ url: `${base}/`, connections: 1, duration: seconds });
  const [logins, page] = await Promise.all([flood, home]);

  const statuses = Object.fromEntries(Object.entries(logins.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  console.log(`API build: ${path.relative(repoRoot, apiDist) || apiDist}; ${clients} clients logging in for ${seconds} s`);
  console.log('| measure | requests | p50 | p99 | max | timeouts |\n|---|---|---|---|---|---|');
  console.log(
    `| GET / beside the flood | ${page.requests.total} | ${page.latency.p50} ms | ${page.latency.p99} ms | ${page.latency.max} ms | ${page.timeouts} |`,
  );
  console.log(
    `| POST /api/login | ${logins.requests.total} | ${logins.latency.p50} ms | ${logins.latency.p99} ms | ${logins.latency.max} ms | ${logins.timeouts} |`,
  );
  console.log(`login statuses: ${JSON.stringify(statuses)}; connection errors: ${logins.errors}`);
} finally {
  stop();
}
