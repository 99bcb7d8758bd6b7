// The dev smoke's processes: free ports for the dev servers, each server in its own process group (so
// stopping it stops webpack's workers too), and waiting for a condition with a deadline.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from './run.mjs';

export const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** A base port with the five after it free too (shell, then the remotes in dev-ports.cjs's order). */
export async function freeBase() {
  for (let tries = 0; tries < 50; tries += 1) {
    const base = 20000 + Math.floor(Math.random() * 20000);
    const ports = [0, 1, 2, 3, 4, 5, 6].map((i) => base + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return base;
  }
  throw new Error('no free ports for the dev servers');
}

/** What start() started, with the output each wrote. */
const children = [];
export function start(label, cmd, args, env) {
  // Its own process group, so stopping it stops webpack's workers too.
  const child = spawn(cmd, args, { cwd: repoRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const record = { label, child, output: '' };
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (record.output += chunk));
  children.push(record);
  return record;
}
export function stopAll() {
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export const waitFor = async (what, check, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};
