import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** The newsletter_link_clicks table: one count per letter and link, nothing about who clicked. */

export async function addClick(db: Kysely<Database>, newsletterId: string, linkIndex: number): Promise<void> {
  await db
    .insertInto('newsletter_link_clicks')
    .values({ newsletter_id: newsletterId, link_index: linkIndex, clicks: 1 })
    // Two readers at once: the second adds to the row the first made.
    .onConflict((oc) => oc.columns(['newsletter_id', 'link_index']).doUpdateSet((eb) => ({ clicks: eb('newsletter_link_clicks.clicks', '+', 1) })))
    .execute();
}

/** The letters' counts, by letter and then by link place (one query for a whole page of letters). */
export async function clicksOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, Map<number, number>>> {
  const byLetter = new Map<string, Map<number, number>>();
  if (!ids.length) return byLetter;
  const rows = await db.selectFrom('newsletter_link_clicks').selectAll().where('newsletter_id', 'in', ids).execute();
  for (const row of rows) {
    const links = byLetter.get(row.newsletter_id) ?? new Map<number, number>();
    links.set(Number(row.link_index), Number(row.clicks));
    byLetter.set(row.newsletter_id, links);
  }
  return byLetter;
}
