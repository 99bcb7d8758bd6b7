import { migrateToLatest } from '../../src/db/migrate';
import { migrations } from '../../migrations';
import { describeEachDatabase } from '../helper';

describeEachDatabase('migrations', (suite) => {
  it('have all run and a second run is a no-op', async () => {
    const again = await migrateToLatest(suite.database);
    expect(again.results).toEqual([]);

    const applied = await suite.database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
  });

  it('create newsletter_subscriptions with a unique email', async () => {
    const tables = await suite.database.db.introspection.getTables();
    const table = tables.find((t) => t.name === 'newsletter_subscriptions');
    expect(table?.columns.map((c) => c.name).sort()).toEqual(['consented_at', 'created_at', 'email', 'id', 'source']);

    const row = { email: 'unique@example.com', source: null, consented_at: '2026-11-22T00:00:00.000Z', created_at: '2026-11-22T00:00:00.000Z' };
    await suite.database.db.insertInto('newsletter_subscriptions').values({ id: 'a', ...row }).execute();
    await expect(suite.database.db.insertInto('newsletter_subscriptions').values({ id: 'b', ...row }).execute()).rejects.toMatchObject({
      // better-sqlite3's SqliteError is not a real Error subclass, so match the message on both drivers.
      message: expect.stringMatching(/unique/i),
    });
  });
});
