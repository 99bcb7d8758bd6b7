import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accepts, freePort, waitFor } from './net';

/**
 * A throw-away redis-server of this test's own on a port of its own (never the machine's shared one), so
 * a test can take Redis away and bring it back. Nothing is saved to disk.
 */
export async function startRedis(port?: number) {
  const at = port ?? (await freePort());
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn('redis-server', ['--port', String(at), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await waitFor(() => accepts(at), `redis-server on port ${at}`);
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return { port: at, url: `redis://127.0.0.1:${at}`, start, stop };
}

/** Whether `redis-server` can be run here (decided before Jest collects the suites). */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A suite that runs its own redis-server: skipped with the reason printed where there is none. */
export function describeWithRedisServer(title: string, define: () => void): void {
  if (hasRedisServer) return describe(title, define);
  // In CI (REQUIRE_REDIS=1) a missing redis-server is a failure, never a quiet skip.
  if (process.env.REQUIRE_REDIS === '1')
    return describe(title, () =>
      it('needs redis-server (REQUIRE_REDIS=1)', () => {
        throw new Error('redis-server is not installed');
      }),
    );
  console.warn(`Skipping "${title}": redis-server is not installed.`);
  describe.skip(title, define);
}
