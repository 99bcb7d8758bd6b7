// Serves a checkout's built site (its api/dist and a copy of its deploy/) on a port of its own with a fresh
// database, so two builds (today's and a previous one) can be measured side by side in one run.
//   node bench/lib/serve-build.mjs CHECKOUT PORT      (stays in the foreground; Ctrl-C stops it)
// or, from a bench: `const site = await serveBuild(dir, port)`, then `site.stop()`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

async function waitForLive(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export async function serveBuild(checkout, port) {
  const root = path.join(os.tmpdir(), `tenants-bench-${port}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // A copy of the deploy folder: a build running in the checkout meanwhile does not change what is measured.
  cpSync(path.join(checkout, 'deploy'), path.join(root, 'deploy'), { recursive: true });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEPLOY_DIR: path.join(root, 'deploy'),
    SQLITE_FILE: path.join(root, 'site.sqlite'),
    DATABASE_URL: '',
    // A bench asks far more often than a visitor: no limit may answer it with 429.
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_PAGE_RENDER: '100000',
    RATE_LIMIT_TELEMETRY: '100000',
    VALIDATION_DNS: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
  };
  for (const command of ['migrate', 'seed']) {
    const result = spawnSync(process.execPath, ['api/dist/cli.js', command], { cwd: checkout, env, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`${checkout}: cli ${command} exited ${result.status}`);
  }
  const server = spawn(process.execPath, ['api/dist/main.js'], { cwd: checkout, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`${checkout}: the site exited (${code}) before it was live`))));
  await Promise.race([waitForLive(`${base}/livez`, 60_000), exited]);
  return { base, stop: () => server.kill('SIGTERM') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [checkout, port] = process.argv.slice(2);
  if (!checkout || !port) throw new Error('usage: node bench/lib/serve-build.mjs CHECKOUT PORT');
  const site = await serveBuild(path.resolve(checkout), Number(port));
  console.log(`${checkout} on ${site.base}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (site.stop(), process.exit(0)));
}
