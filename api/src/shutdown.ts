import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** Within a container's usual 30 s grace period, with room to spare. */
export const shutdownTimeoutMs = 25_000;

/**
 * A graceful stop. First the drain (`drainMs`, SHUTDOWN_DRAIN_MS): /readyz answers 503 at once while the
 * server goes on answering, each answer with `Connection: close`, so the load balancer moves away before
 * anything is refused. Then no new connections, the requests under way finish, and the app's close hooks
 * run in reverse order: the mail worker finishes the deliveries it started (a claimed mail is not left to
 * wait out its claim), Redis and the hashing threads close; the database goes last. 'timed out' when
 * something would not stop within `timeoutMs` (the drain included).
 */
export async function shutdown(
  app: FastifyInstance,
  database: DatabaseHandle,
  { timeoutMs = shutdownTimeoutMs, drainMs = 0 }: { timeoutMs?: number; drainMs?: number } = {},
): Promise<'stopped' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  app.drain.start();
  let sweeper: NodeJS.Timeout | undefined;
  const stop = (async () => {
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    // A keep-alive connection whose request finishes during the close stays open (Node closes only the
    // connections idle when close starts), holding the close until its keep-alive timeout: drop each as it
    // goes idle.
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweeper);
    }
    await database.db.destroy();
    return 'stopped' as const;
  })();
  try {
    return await Promise.race([stop, late]);
  } finally {
    clearTimeout(timer);
    clearInterval(sweeper);
  }
}
