import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { migrations } from '../../../migrations';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';
import { describeEachDatabase } from '../../helper';
import { migratorOf } from '../articles/fixtures';

jest.setTimeout(60_000);

const phoneMigration = '2026_12_07_1000_member_phone_optional';
const names = Object.keys(migrations).sort();
const before = names[names.indexOf(phoneMigration) - 1];
const at = '2026-11-01T10:00:00.000Z';

const member = (phone: string | null) => ({
  id: randomUUID(),
  firstname: 'Rhys',
  lastname: 'Rebuilt',
  email: uniqueEmail(),
  phone,
  password_hash: 'scrypt$not-a-real-hash',
  created_at: at,
  updated_at: at,
});

/**
 * A write the database refuses for this constraint. Read by its code: better-sqlite3's error class belongs to
 * the first test file that loaded it in this Jest worker, so `toThrow` does not see it as an Error in later files.
 */
const codes = {
  'not null': ['SQLITE_CONSTRAINT_NOTNULL', '23502'],
  unique: ['SQLITE_CONSTRAINT_UNIQUE', '23505'],
  'foreign key': ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'],
};
async function refused(write: Promise<unknown>, constraint: keyof typeof codes): Promise<void> {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e as { code?: string },
  );
  expect(error?.code).toBeDefined();
  expect(codes[constraint]).toContain(error!.code);
}

describeEachDatabase('the migration that lets a member have no phone', (suite) => {
  it('keeps every member and what refers to them, lets phones be empty, still unique, and deletes still cascade', async () => {
    const down = await migratorOf(suite).migrateTo(before);
    expect(down.error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was, not today's type
    const then = suite.database.db as unknown as Kysely<any>;
    const kept = member(uniqueMobile());
    await then.insertInto('members').values(kept).execute();
    await then
      .insertInto('member_sessions')
      .values({ id: randomUUID(), member_id: kept.id, token_hash: randomUUID().replace(/-/g, ''), created_at: at, expires_at: '2099-01-01T00:00:00.000Z' })
      .execute();
    // Then a phone was required.
    await refused(then.insertInto('members').values(member(null)).execute(), 'not null');

    expect((await migratorOf(suite).migrateToLatest()).error).toBeUndefined();

    const db = suite.database.db;
    const row = await db.selectFrom('members').selectAll().where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: kept.email, phone: kept.phone, role: 'member' });
    expect(await db.selectFrom('member_sessions').select('id').where('member_id', '=', kept.id).execute()).toHaveLength(1);

    // Any number of members without a phone; a phone is still one member's only.
    await db
      .insertInto('members')
      .values([member(null), member(null)])
      .execute();
    await refused(db.insertInto('members').values(member(kept.phone)).execute(), 'unique');

    // The references still hold: deleting the member takes their sessions, and a session needs a member.
    await db.deleteFrom('members').where('id', '=', kept.id).execute();
    expect(await db.selectFrom('member_sessions').select('id').where('member_id', '=', kept.id).execute()).toHaveLength(0);
    await refused(
      db
        .insertInto('member_sessions')
        .values({ id: randomUUID(), member_id: 'nobody', token_hash: randomUUID().replace(/-/g, ''), created_at: at, expires_at: at })
        .execute(),
      'foreign key',
    );
  });
});
