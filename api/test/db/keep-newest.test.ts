import { randomUUID } from 'node:crypto';
import { pruneVersions } from '../../src/modules/pages/pages.repository';
import { describeEachDatabase } from '../helper';

// A capped history keeps the newest versions of its owner and no other's: 55 saves of one page cut to the
// 50 latest, another page's versions untouched.

describeEachDatabase('a capped version history', (suite) => {
  it('keeps the newest 50 of a page’s versions and leaves other pages’ alone', async () => {
    const db = suite.database.db;
    const [one, other] = await db.selectFrom('pages').select('id').orderBy('address').limit(2).execute();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const version = (pageId: string, n: number) => ({
      id: randomUUID(),
      page_id: pageId,
      saved_at: new Date(start + n * 60_000).toISOString(),
      saved_by: null,
      kind: 'save',
      title: `Version ${n}`,
      blocks: '[]',
      card: null,
      sharing: null,
    });
    await db.deleteFrom('page_versions').where('page_id', 'in', [one.id, other.id]).execute();
    await db
      .insertInto('page_versions')
      .values(Array.from({ length: 55 }, (_, n) => version(one.id, n)))
      .execute();
    await db
      .insertInto('page_versions')
      .values([version(other.id, 0), version(other.id, 1)])
      .execute();

    await pruneVersions(db, one.id, 50);

    const kept = await db.selectFrom('page_versions').select('title').where('page_id', '=', one.id).orderBy('saved_at').execute();
    expect(kept).toHaveLength(50);
    expect(kept[0].title).toBe('Version 5');
    expect(kept[49].title).toBe('Version 54');
    expect(await db.selectFrom('page_versions').select('id').where('page_id', '=', other.id).execute()).toHaveLength(2);
  });
});
