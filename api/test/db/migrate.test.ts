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
    expect(table?.columns.map((c) => c.name).sort()).toEqual(
      [
        'consented_at',
        'created_at',
        'email',
        'id',
        'source',
        'confirm_expires_at',
        'confirm_sent_at',
        'confirm_token_hash',
        'confirmed_at',
        'status',
        'withdrawn_at',
        'withdrawn_newsletter_id',
        'withdrawn_via',
        'wording',
      ].sort(),
    );

    const row = { email: 'unique@example.com', source: null, consented_at: '2026-11-22T00:00:00.000Z', created_at: '2026-11-22T00:00:00.000Z' };
    await suite.database.db
      .insertInto('newsletter_subscriptions')
      .values({ id: 'a', ...row })
      .execute();
    await expect(
      suite.database.db
        .insertInto('newsletter_subscriptions')
        .values({ id: 'b', ...row })
        .execute(),
    ).rejects.toMatchObject({
      // better-sqlite3's SqliteError is not a real Error subclass, so match the message on both drivers.
      message: expect.stringMatching(/unique/i),
    });
  });

  it.each([
    ['broadcast_subscriptions', 'email', 'member@example.com'],
    ['whatsapp_subscriptions', 'phone', '07400123456'],
  ] as const)('create %s with a unique %s', async (table, contact, value) => {
    const tables = await suite.database.db.introspection.getTables();
    // The e-mail lists carry their consent records; WhatsApp stays single opt-in.
    const consent =
      table === 'whatsapp_subscriptions'
        ? []
        : [
            'confirm_expires_at',
            'confirm_sent_at',
            'confirm_token_hash',
            'confirmed_at',
            'status',
            'withdrawn_at',
            'withdrawn_newsletter_id',
            'withdrawn_via',
            'wording',
          ];
    expect(
      tables
        .find((t) => t.name === table)
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['consented_at', 'created_at', 'id', contact, 'source', ...consent].sort());

    const row = { [contact]: value, source: null, consented_at: '2026-11-22T00:00:00.000Z', created_at: '2026-11-22T00:00:00.000Z' };
    const insert = (id: string) =>
      suite.database.db
        .insertInto(table)
        .values({ id, ...row } as never)
        .execute();
    await insert('a');
    await expect(insert('b')).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
  });

  it('create mail_outbox', async () => {
    const tables = await suite.database.db.introspection.getTables();
    expect(
      tables
        .find((t) => t.name === 'mail_outbox')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(['about', 'attachments', 'created_at', 'html_body', 'id', 'subject', 'text_body', 'to_address']);
  });

  it('create mail_queue', async () => {
    const tables = await suite.database.db.introspection.getTables();
    expect(
      tables
        .find((t) => t.name === 'mail_queue')
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual([
      'about',
      'attachments',
      'attempts',
      'created_at',
      'html_body',
      'id',
      'kind',
      'last_error',
      'list',
      'locked_until',
      'newsletter_id',
      'next_attempt_at',
      'reply_to',
      'status',
      'subject',
      'text_body',
      'to_address',
      'updated_at',
    ]);
  });
});
