import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { isDatabaseUnavailable } from './unavailable';

const guarded = Symbol('guarded');
type Guarded = PoolClient & { [guarded]?: { broken: boolean } };

/**
 * The pg pool as Kysely uses it, made safe for a database that goes away: a connection that dies while a
 * request holds it cannot end the process, and one that failed (a reset, a read timeout on a network that
 * dropped it) is thrown away on release instead of going back to the pool. Kysely releases without saying
 * why, and a silently dead connection handed to the next request would make it wait for its own timeout.
 */
export function guardedPool(pool: Pool): PostgresPool {
  return {
    async connect() {
      const client = (await pool.connect()) as Guarded;
      if (!client[guarded]) {
        const state = { broken: false };
        client[guarded] = state;
        // pg-pool listens for errors only while a connection is idle. One that dies just after it was
        // handed out (its end arriving a moment later) emits an error nobody hears, and Node ends the
        // process: the running query has the error already, so this listener only marks the connection.
        client.on('error', () => {
          state.broken = true;
        });
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as { query: unknown }).query = (...args: unknown[]) => {
          const result = query(...args);
          if (result instanceof Promise) {
            result.catch((error: unknown) => {
              if (isDatabaseUnavailable(error)) state.broken = true;
            });
          }
          return result;
        };
      }
      const state = client[guarded]!;
      const release = client.release.bind(client);
      client.release = () => release(state.broken ? new Error('connection failed; not reused') : undefined);
      return client as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
