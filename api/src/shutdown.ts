import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** Within a container's usual 30 s grace period, with room to spare. */
export const shutdownTimeoutMs = 25_000;

/**
 * A graceful stop: no new connections (a request that still arrives gets 503 and goes to another
 * instance), the requests under way finish, then the app's close hooks run in reverse order: the mail
 * worker finishes the deliveries it started (a claimed mail is not left to wait out its claim), Redis and
 * the hashing threads close; the database goes last. 'timed out' when something would not stop in time.
 */
export async function shutdown(app: FastifyInstance, database: DatabaseHandle, timeoutMs = shutdownTimeoutMs): Promise<'stopped' | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  // A keep-alive connection whose request finishes during the close stays open (Node closes only the
  // connections idle when close starts), holding the close until its keep-alive timeout: drop each as it
  // goes idle.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  const stop = (async () => {
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
