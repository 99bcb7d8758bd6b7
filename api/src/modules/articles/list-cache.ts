import type SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/unavailable';

/** The articles' version (migration 2026_11_24_1600_article_versions); undefined when it cannot be trusted. */
type Version = number | string | undefined;
export type VersionReader = () => Version | Promise<Version>;

/** An answer as sent (the serialised body), and the span of time it holds for (ISO strings, as published_at). */
export interface ListAnswer {
  body: Buffer;
  /** Valid from this time on (the newest article published by the time it was read); none: from any time. */
  from?: string;
  /** Valid until this time (the next article due then); none: until the articles change. */
  until?: string;
  /** Not to be kept (a page past the listing's last: any number would be an entry of its own). */
  transient?: boolean;
}

export interface ListCacheLimits {
  /** How many answers are kept at most (a listing has few; keywords have no end). */
  maxEntries: number;
  /** How many bytes of answers are kept at most (a page is about 30 kB). */
  maxBytes: number;
}

const holdsAt = (answer: ListAnswer, at: string) => (answer.from === undefined || answer.from <= at) && (answer.until === undefined || at < answer.until);

/**
 * The article listing's answers, kept in this process while the articles are unchanged. Every request is
 * answered under the articles' version as read after it arrived (one row that every write to articles
 * changes, in the writer's transaction, whichever process writes; one read serves the requests of a turn
 * of the event loop, see articleVersionReader): an answer is kept under the version read before its
 * queries ran, so it can only be newer than its version, never older, and a new version drops every answer.
 * An answer also holds only within its span of publication (an article dated in the future appears at its
 * time). The least recently used answers go first beyond the limits. Requests for an answer being read wait
 * for it instead of reading it again.
 */
export class ArticleListCache {
  private version: Version;
  private readonly answers = new Map<string, ListAnswer>();
  private bytes = 0;
  private readonly reading = new Map<string, { version: Version; answer: Promise<ListAnswer> }>();

  constructor(
    private readonly readVersion: VersionReader,
    private readonly limits: ListCacheLimits = { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 },
  ) {}

  /** The answer for `key` at `now`: kept, or read by `read` (and kept when the version could be read). */
  async answer(key: string, now: Date, read: () => Promise<ListAnswer>): Promise<Buffer> {
    const pending = this.readVersion();
    const version = pending instanceof Promise ? await pending : pending;
    if (version === undefined) return (await read()).body;
    if (version !== this.version) this.clear(version);

    const at = now.toISOString();
    const kept = this.answers.get(key);
    if (kept) {
      this.forget(key, kept);
      if (holdsAt(kept, at)) {
        this.keep(key, kept);
        return kept.body;
      }
    }

    let reading = this.reading.get(key);
    if (!reading || reading.version !== version) {
      const answer = read().finally(() => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      });
      reading = { version, answer };
      this.reading.set(key, reading);
    }
    const answer = await reading.answer;
    // Read for an earlier moment than this request's (it was under way when this one came): it holds only
    // if no article came out in between.
    if (!holdsAt(answer, at)) return (await read()).body;
    if (this.version === version && !this.answers.has(key)) this.keep(key, answer);
    return answer.body;
  }

  /** How many answers are kept (tests). */
  get size(): number {
    return this.answers.size;
  }

  private clear(version: Version) {
    this.version = version;
    this.answers.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  private keep(key: string, answer: ListAnswer) {
    if (answer.transient || answer.body.length > this.limits.maxBytes) return;
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, old] of this.answers) {
      if (this.answers.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.forget(oldest, old);
    }
  }

  private forget(key: string, answer: ListAnswer) {
    this.answers.delete(key);
    this.bytes -= answer.body.length;
  }
}

/**
 * How the listing's cache reads the articles' version. SQLite: a prepared statement on the app's own
 * connection (synchronous; no read while that connection is inside a transaction, an import in this
 * process, whose uncommitted writes it would see: those requests are answered from the database).
 * PostgreSQL: one statement on the pool, which sees committed writes only. A version that cannot be read
 * (the table is missing: a database not migrated) turns the cache off for the request; a database that is
 * away fails the request as the listing's own query would.
 *
 * The requests that ask during one turn of the event loop share one read, made at the end of that turn
 * (setImmediate): each of them had arrived before the read began, so each sees every write committed before
 * it arrived. A request that asks once a read has begun waits for the next one. Under load this is one read
 * for many requests (each read is a few system calls on SQLite, a round trip on PostgreSQL).
 */
export function articleVersionReader(database: DatabaseHandle): VersionReader {
  return sharedPerTurn(database.sqlite ? sqliteVersion(database.sqlite) : postgresVersion(database));
}

/** `read`, made once at the end of the event loop's turn for every call of that turn (see above). */
export function sharedPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        next = undefined;
        read().then(resolve, reject);
      });
    }));
}

function sqliteVersion(sqlite: SqliteDatabase.Database): () => Promise<Version> {
  let statement: SqliteDatabase.Statement<[], number> | undefined;
  return async () => {
    if (sqlite.inTransaction) return undefined;
    try {
      statement ??= sqlite.prepare<[], number>('select version from article_versions where id = 1').pluck();
      return statement.get();
    } catch {
      statement = undefined;
      return undefined;
    }
  };
}

function postgresVersion(database: DatabaseHandle): () => Promise<Version> {
  return async () => {
    try {
      const { rows } = await sql<{ version: string }>`select version from article_versions where id = 1`.execute(database.db);
      return rows[0]?.version;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return undefined;
    }
  };
}
