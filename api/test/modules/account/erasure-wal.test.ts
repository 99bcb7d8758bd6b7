import { existsSync, readFileSync } from 'node:fs';
import { accountDeletePath } from '@tenants/shared/model';
import { addSubscription } from '../../../src/modules/subscriptions/subscriptions.repository';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { call, clock, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

/** Every byte the SQLite database keeps on disk: the file, and its write-ahead log when there is one. */
function filesOf(suite: DatabaseSuite): { main: Buffer; wal: Buffer | null } {
  const file = suite.env.SQLITE_FILE!;
  return { main: readFileSync(file), wal: existsSync(`${file}-wal`) ? readFileSync(`${file}-wal`) : null };
}

/**
 * Issue 50 (low): after an erasure the SQLite `-wal` file still held 39 copies of the address. Each erasure
 * (by staff, or the member deleting their own account) now ends with `PRAGMA wal_checkpoint(TRUNCATE)`: the
 * pages go into the database file, where `secure_delete` has overwritten the rows, and the `-wal` is emptied.
 * PostgreSQL's write-ahead log is the server's own: there the erasure simply works as before.
 */
describeEachDatabase(
  'an erasure leaves no copy of the address in the write-ahead log',
  (suite) => {
    let admin: Person;
    beforeAll(async () => {
      admin = await person(suite, 'admin');
    });

    /** A member whose address is written again and again (each write a new page image in the -wal). */
    async function busyMember(): Promise<Person> {
      const member = await person(suite, 'member', { firstname: 'Wal' });
      for (let i = 0; i < 20; i += 1)
        await suite.database.db
          .updateTable('members')
          .set({ firstname: `Wal${i}` })
          .where('id', '=', member.id)
          .execute();
      await addSubscription(suite.database.db, 'newsletter', { contact: member.email, source: '/', consentedAt: clock.now() });
      if (suite.dialect === 'sqlite') expect(filesOf(suite).wal?.includes(member.email)).toBe(true);
      return member;
    }

    const expectNoCopy = async (member: Person) => {
      expect(await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email).execute()).toEqual([]);
      if (suite.dialect !== 'sqlite') return;
      const { main, wal } = filesOf(suite);
      expect(wal?.length ?? 0).toBe(0);
      expect(main.includes(member.email)).toBe(false);
    };

    it('a staff erasure', async () => {
      const member = await busyMember();
      const erased = await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, admin.token, { confirm: member.email });
      expect(erased.statusCode).toBe(200);
      await expectNoCopy(member);
    });

    it('a member deleting their own account: the log is emptied at once (only the goodbye mail, queued with it, still names them)', async () => {
      const member = await busyMember();
      expect((await call(suite, 'POST', accountDeletePath, member.token, { password: member.password })).statusCode).toBe(200);
      expect(await suite.database.db.selectFrom('members').select('id').where('email', '=', member.email).execute()).toEqual([]);
      if (suite.dialect === 'sqlite') expect(filesOf(suite).wal?.length ?? 0).toBe(0);
    });
  },
  { options: { now: clock.now } },
);
