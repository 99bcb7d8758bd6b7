import { AsyncLocalStorage } from 'node:async_hooks';
import type SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import { articleVersionReader, sharedPerTurn } from '../modules/articles/list-cache';
import { stateSeq } from '../modules/releases/release-state';

/**
 * The two versions a page is drawn under: the site's content (articleVersionReader's rules: undefined when
 * it cannot be trusted, which turns the caches off) and the release history's newest `seq` (decision 0019).
 */
export interface DataVersions {
  content(): Promise<unknown>;
  releases(): Promise<number>;
}

interface Look {
  both: Promise<{ content: unknown; releases: number } | undefined>;
  content?: Promise<unknown>;
  releases?: Promise<number>;
}

/**
 * A page view asks for these versions from several places (the redirect check, the published-page check,
 * the page cache, the release state): each used to be a query of its own, 4 for a kept page (issue 54). Within
 * a page view they are read once, together, and every part of that request (its in-process API calls too)
 * is answered from that look; the next request reads them again, so a change any instance committed before
 * it arrived is drawn. Only safe requests (GET, HEAD) share a look: one that writes must see its own change.
 */
const pageViews = new AsyncLocalStorage<{ look?: Look }>();

/** The onRequest hook that gives a page view its look (an in-process call keeps its caller's). */
export function shareVersionsPerRequest(request: FastifyRequest, _reply: unknown, done: () => void) {
  if (pageViews.getStore() || (request.method !== 'GET' && request.method !== 'HEAD')) done();
  else pageViews.run({}, done);
}

const bothStatement = 'select (select version from article_versions where id = 1) as content, (select max(seq) from release_history) as releases';
type BothRow = { content: number | string | null; releases: number | string | null };
const bothOf = (row: BothRow | undefined) => (row ? { content: row.content ?? undefined, releases: Number(row.releases ?? 0) } : undefined);

/**
 * Both versions in one statement; undefined when they must be read each by its own rule (SQLite inside a
 * transaction, whose uncommitted writes the connection would see; a table missing). A database that is
 * away fails both, as each read alone would.
 */
function readBoth(database: DatabaseHandle): () => Promise<ReturnType<typeof bothOf>> {
  const sqlite: SqliteDatabase.Database | undefined = database.sqlite;
  if (sqlite) {
    let statement: SqliteDatabase.Statement<[], BothRow> | undefined;
    return async () => {
      if (sqlite.inTransaction) return undefined;
      try {
        statement ??= sqlite.prepare<[], BothRow>(bothStatement);
        return bothOf(statement.get());
      } catch {
        statement = undefined;
        return undefined;
      }
    };
  }
  return async () => {
    try {
      return bothOf((await sql<BothRow>`${sql.raw(bothStatement)}`.execute(database.db)).rows[0]);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return undefined;
    }
  };
}

/**
 * The app's reader of both versions. `releasesReady`: what must happen before the release history is read
 * (the deploy folder's import, when the site is served).
 */
export function dataVersions(database: DatabaseHandle, releasesReady: () => Promise<unknown> = async () => undefined): DataVersions {
  const contentAlone = articleVersionReader(database);
  const releasesAlone = sharedPerTurn(async () => {
    await releasesReady();
    return stateSeq(database.db);
  });
  const together = readBoth(database);
  // Outside a request (background work, the CLI) the reads of one turn of the event loop still share one.
  const bothShared = sharedPerTurn(async () => {
    await releasesReady();
    return together();
  });
  const look = (): Look => {
    const store = pageViews.getStore();
    if (!store) return { both: bothShared() };
    return (store.look ??= { both: bothShared() });
  };
  return {
    content: () => {
      const current = look();
      return (current.content ??= current.both.then(
        (both) => (both ? both.content : contentAlone()),
        (error: unknown) => (isDatabaseUnavailable(error) ? Promise.reject(error) : contentAlone()),
      ));
    },
    releases: () => {
      const current = look();
      return (current.releases ??= current.both.then((both) => (both ? both.releases : releasesAlone())));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The version of the data pages are drawn from: any change to it, from any instance, gives a new value. */
    contentVersion: () => Promise<unknown>;
    /** The content version and the release history's, read once per page view. */
    dataVersions: DataVersions;
  }
}

export interface DataVersionsOptions {
  /** What must happen before the release history is read (the deploy folder's import, when the site is served). */
  releasesReady?: (database: DatabaseHandle) => Promise<unknown>;
}

/**
 * The content version in a plugin of its own: the reader every cache keys on (the site server's page cache,
 * the pages' addresses, the site content) and the hook that gives each page view one look at it. Its hook is
 * the app's first after the database's: every route of the modules and the site comes after it.
 */
async function dataVersionsPlugin(app: FastifyInstance, opts: DataVersionsOptions) {
  app.addHook('onRequest', shareVersionsPerRequest);
  const ready = opts.releasesReady;
  const versions = dataVersions(app.database, ready ? () => ready(app.database) : undefined);
  app.decorate('dataVersions', versions);
  app.decorate('contentVersion', versions.content);
}

export default fp(dataVersionsPlugin, { name: 'data-versions', dependencies: ['database'] });
