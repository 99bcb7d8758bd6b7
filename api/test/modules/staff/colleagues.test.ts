import { randomUUID } from 'node:crypto';
import { staffColleagueResponseSchema, staffColleaguesResponseSchema, staffMessages, staffWorkMessages, type StaffColleague } from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { auditRows, call, clock, expectError, mailTo, person, type Person } from './fixtures';

jest.setTimeout(60_000);

describeEachDatabase(
  'the team from the staff area: every colleague, roles, removal and a lost second factor',
  (suite) => {
    let admin: Person;
    let staff: Person;
    let contributor: Person;
    let fresh: Person;
    beforeAll(async () => {
      admin = await person(suite, 'admin', { firstname: 'Ada' });
      staff = await person(suite, 'staff', { firstname: 'Stella' });
      contributor = await person(suite, 'contributor', { firstname: 'Cora' });
      fresh = await person(suite, 'staff', { firstname: 'Finn', secondFactor: false });
    });
    const listed = async (token: string): Promise<StaffColleague[]> =>
      staffColleaguesResponseSchema.parse((await call(suite, 'GET', '/api/staff/colleagues', token)).json()).payload;
    const find = (team: StaffColleague[], who: Person) => team.find((m) => m.id === who.id);

    it('lists every colleague, contributors included, with whether their second factor is set up', async () => {
      const team = await listed(staff.token);
      expect(find(team, contributor)).toMatchObject({ role: 'contributor', secondFactor: true, deactivated: false });
      expect(find(team, admin)).toMatchObject({ role: 'admin', secondFactor: true });
      expect(find(team, fresh)).toMatchObject({ role: 'staff', secondFactor: false });
      // The assignee list stays staff and admins only: contributors write news.
      const assignable = (await call(suite, 'GET', '/api/staff/team', staff.token)).json().payload as Array<{ id: string }>;
      expect(assignable.some((m) => m.id === contributor.id)).toBe(false);
      expectError(await call(suite, 'GET', '/api/staff/colleagues', contributor.token), 403, staffWorkMessages.contributorNotAllowed);
    });

    it('lets an admin change a role, audited and mailed to the person; never their own (so an admin always remains)', async () => {
      const res = await call(suite, 'PATCH', `/api/staff/colleagues/${contributor.id}`, admin.token, { role: 'staff' });
      expect(res.statusCode).toBe(200);
      const answer = staffColleagueResponseSchema.parse(res.json());
      expect(answer.message).toBe('Role changed.');
      expect(find(answer.payload, contributor)?.role).toBe('staff');
      const audit = (await auditRows(suite, `member:${contributor.id}`)).pop()!;
      expect({ action: audit.action, data: JSON.parse(audit.data) }).toEqual({ action: 'staff.add', data: { from: 'contributor', to: 'staff' } });
      const mails = await mailTo(suite, contributor.email);
      expect(mails.at(-1)?.subject).toMatch(/^Your role in the staff area has changed – /);
      expect(mails.at(-1)?.text_body).toContain('Your role in the staff area is now Staff; it was Contributor (writes drafts).');

      expectError(await call(suite, 'PATCH', `/api/staff/colleagues/${staff.id}`, staff.token, { role: 'admin' }), 403, staffMessages.adminOnly);
      expectError(await call(suite, 'PATCH', `/api/staff/colleagues/${admin.id}`, admin.token, { role: 'staff' }), 403, staffMessages.notYourself);
      expectError(await call(suite, 'PATCH', `/api/staff/colleagues/${staff.id}`, admin.token, { role: 'owner' }), 400, 'Please choose a role.');
      expectError(await call(suite, 'PATCH', `/api/staff/colleagues/${randomUUID()}`, admin.token, { role: 'staff' }), 404, staffMessages.notFound);
    });

    it('lets an admin remove a colleague (a member again, mailed) and reset a lost second factor (a new enrolment link mailed)', async () => {
      const leaving = await person(suite, 'staff', { firstname: 'Lee' });
      const removed = await call(suite, 'DELETE', `/api/staff/colleagues/${leaving.id}`, admin.token);
      expect(removed.statusCode).toBe(200);
      expect(find(staffColleagueResponseSchema.parse(removed.json()).payload, leaving)).toBeUndefined();
      expect((await suite.database.db.selectFrom('members').select('role').where('id', '=', leaving.id).executeTakeFirstOrThrow()).role).toBe('member');
      expect((await auditRows(suite, `member:${leaving.id}`)).pop()?.action).toBe('staff.remove');
      expect((await mailTo(suite, leaving.email)).at(-1)?.subject).toMatch(/^You no longer have access to the staff area – /);

      const lost = await person(suite, 'staff', { firstname: 'Lou' });
      const reset = await call(suite, 'POST', `/api/staff/colleagues/${lost.id}/second-factor-reset`, admin.token);
      expect(reset.statusCode).toBe(200);
      expect(find(staffColleagueResponseSchema.parse(reset.json()).payload, lost)).toMatchObject({ secondFactor: false });
      expect((await auditRows(suite, `member:${lost.id}`)).pop()?.action).toBe('staff.second-factor.reset');
      const subjects = (await mailTo(suite, lost.email)).map((m) => m.subject);
      expect(subjects.some((s) => /second factor/i.test(s))).toBe(true);
      // Their sessions ended with the reset.
      expect((await call(suite, 'GET', '/api/staff/me', lost.token)).statusCode).toBe(401);
      expectError(await call(suite, 'POST', `/api/staff/colleagues/${admin.id}/second-factor-reset`, admin.token), 403, staffMessages.notYourself);
    });

    it('asks an admin to confirm it is them first: an old second factor is not enough', async () => {
      await suite.database.db
        .updateTable('member_sessions')
        .set({ fresh_factor_at: new Date(clock.now().getTime() - 10 * 60_000).toISOString() })
        .where('member_id', '=', admin.id)
        .execute();
      expectError(await call(suite, 'PATCH', `/api/staff/colleagues/${staff.id}`, admin.token, { role: 'admin' }), 403, staffMessages.freshFactorRequired);
      expectError(await call(suite, 'DELETE', `/api/staff/colleagues/${staff.id}`, admin.token), 403, staffMessages.freshFactorRequired);
      await suite.database.db.updateTable('member_sessions').set({ fresh_factor_at: clock.now().toISOString() }).where('member_id', '=', admin.id).execute();
    });
  },
  { options: { now: clock.now } },
);
