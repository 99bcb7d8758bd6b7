import { sql, type Kysely } from 'kysely';
import type { Database } from './tables';

/** The version tables whose history is capped: each keeps its newest rows per owner (an article, a page, a site record). */
type VersionTable = 'article_revisions' | 'page_versions' | 'site_versions';

/**
 * Deletes all but the newest `keep` rows of one owner's history (by `saved_at`, the later id first among
 * equal times), a thousand at most per call: a history grows by one row a save, so a call always catches up.
 */
export async function keepNewest(db: Kysely<Database>, table: VersionTable, owner: { column: string; value: string }, keep: number): Promise<void> {
  const old = await db
    .selectFrom(table)
    .select('id')
    .where(sql.ref(owner.column), '=', owner.value)
    .orderBy('saved_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (old.length)
    await db
      .deleteFrom(table)
      .where(
        'id',
        'in',
        old.map((row) => row.id),
      )
      .execute();
}
