import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readHistory, recordRelease } from '../../../src/modules/releases/release-state';
import { createNewsletter } from '../../../src/modules/newsletters/newsletters.service';
import { insertInvitation } from '../../../src/modules/staff/invitations/invitations.repository';
import { addSubscription } from '../../../src/modules/subscriptions/subscriptions.repository';
import { describeEachDatabase } from '../../helper';
import { call, clock, person, type Person } from '../staff/fixtures';

jest.setTimeout(60_000);

// Erasure (UK GDPR) leaves the person's e-mail nowhere: not in the release history an admin acted in, not in
// a staff invitation, not as the cursor a newsletter's queueing stopped at.

const deployDir = mkdtempSync(path.join(tmpdir(), 'tenants-erasure-'));
afterAll(() => rmSync(deployDir, { recursive: true, force: true }));

describeEachDatabase(
  'erasure leaves no trace of the address',
  (suite) => {
    let admin: Person;
    beforeAll(async () => {
      admin = await person(suite, 'admin');
    });

    it('pseudonymises the release history, deletes staff invitations, and moves a newsletter’s queue cursor off the address', async () => {
      const leaver = await person(suite, 'member', { firstname: 'Lee' });
      const db = suite.database.db;
      const now = clock.now();
      // Once an admin who released things, invited (and invited again) to the staff area.
      await recordRelease(db, { actor: leaver.email, remote: 'news', action: 'release', version: '1.0.0-aaaaaaaa' });
      await recordRelease(db, { actor: 'cli', remote: 'news', action: 'release', version: '1.1.0-bbbbbbbb' });
      for (const accepted of [true, false]) {
        const id = await insertInvitation(db, {
          email: leaver.email,
          role: 'staff',
          tokenHash: `h-${accepted}-${leaver.id}`,
          invitedBy: admin.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000),
        });
        if (accepted) await db.updateTable('staff_invitations').set({ accepted_at: now.toISOString() }).where('id', '=', id).execute();
      }
      // A newsletter being queued, stopped right after the leaver's address; a reader before it on the list.
      const before = `${leaver.email.split('@')[0].slice(0, -1)}@example.com`;
      await addSubscription(db, 'newsletter', { contact: before, source: '/', consentedAt: now });
      await addSubscription(db, 'newsletter', { contact: leaver.email, source: '/', consentedAt: now });
      const newsletter = await createNewsletter(db, { subject: 'Queueing', html: '<p>Hi</p>', list: 'newsletter' }, admin.id, now);
      await db.updateTable('newsletters').set({ status: 'sending', queue_cursor: leaver.email }).where('id', '=', newsletter.id).execute();

      const erased = await call(suite, 'POST', `/api/staff/members/${leaver.id}/erase`, admin.token, { confirm: leaver.email });
      expect(erased.statusCode).toBe(200);

      expect(await db.selectFrom('release_history').select('seq').where('actor', '=', leaver.email).execute()).toEqual([]);
      expect((await readHistory(db, { remote: 'news', limit: 2 })).map((line) => line.actor).reverse()).toEqual([
        expect.stringMatching(/^erased-[0-9a-f]{8}$/),
        'cli',
      ]);
      expect(await db.selectFrom('staff_invitations').selectAll().where('email', '=', leaver.email).execute()).toEqual([]);
      const cursor = (await db.selectFrom('newsletters').select('queue_cursor').where('id', '=', newsletter.id).executeTakeFirstOrThrow()).queue_cursor;
      const expected = await db
        .selectFrom('newsletter_subscriptions')
        .select('email')
        .where('email', '<', leaver.email)
        .orderBy('email', 'desc')
        .executeTakeFirst();
      expect(cursor).not.toBe(leaver.email);
      expect(cursor).toBe(expected?.email ?? null);
    });
  },
  { env: { DEPLOY_DIR: deployDir } },
);
