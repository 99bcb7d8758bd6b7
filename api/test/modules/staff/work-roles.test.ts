import { randomUUID } from 'node:crypto';
import {
  staffArticleResponseSchema,
  staffAuthMessages,
  staffMeResponseSchema,
  staffMessages,
  staffSummaryResponseSchema,
  staffTeamResponseSchema,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { addEnquiry, call, expectError, person, type Person } from './fixtures';

jest.setTimeout(60_000);

describeEachDatabase('staff roles and the home page', (suite) => {
  let contributor: Person;
  let staff: Person;
  let admin: Person;
  beforeAll(async () => {
    contributor = await person(suite, 'contributor', { firstname: 'Cora' });
    staff = await person(suite, 'staff', { firstname: 'Stella' });
    admin = await person(suite, 'admin', { firstname: 'Ada' });
  });

  it('tells each signed-in person their role', async () => {
    for (const [who, role] of [
      [contributor, 'contributor'],
      [staff, 'staff'],
      [admin, 'admin'],
    ] as const) {
      const res = await call(suite, 'GET', '/api/staff/me', who.token);
      expect(res.statusCode).toBe(200);
      expect(staffMeResponseSchema.parse(res.json()).payload).toMatchObject({ id: who.id, role });
    }
  });

  it('lets a contributor reach the news desk only', async () => {
    for (const url of [
      '/api/staff/enquiries',
      '/api/staff/members',
      '/api/staff/donations',
      '/api/staff/lists',
      '/api/staff/team',
      '/api/staff/newsletters',
      '/api/staff/enquiries/export',
    ]) {
      expectError(await call(suite, 'GET', url, contributor.token), 403, staffWorkMessages.contributorNotAllowed);
    }
    // Admin-only routes keep the admin's words.
    expectError(await call(suite, 'GET', '/api/staff/audit', contributor.token), 403, staffMessages.adminOnly);
    expect((await call(suite, 'GET', '/api/staff/articles', contributor.token)).statusCode).toBe(200);
    expect((await call(suite, 'GET', '/api/staff/second-factor', contributor.token)).statusCode).toBe(200);
  });

  it('still asks a contributor for their second factor first', async () => {
    const fresh = await person(suite, 'contributor', { secondFactor: false });
    expectError(await call(suite, 'GET', '/api/staff/articles', fresh.token), 403, staffAuthMessages.enrolmentCodeRequired);
  });

  it('lets a contributor save drafts but not publish, schedule, unpublish or delete', async () => {
    const created = await call(suite, 'POST', '/api/staff/articles', contributor.token, { title: `Contributor draft ${Date.now()}` });
    expect(created.statusCode).toBe(200);
    const { id } = staffArticleResponseSchema.parse(created.json()).payload;
    expect((await call(suite, 'PUT', `/api/staff/articles/${id}`, contributor.token, { title: 'Contributor draft, better title' })).statusCode).toBe(200);
    expectError(await call(suite, 'POST', `/api/staff/articles/${id}/publish`, contributor.token, {}), 403, staffWorkMessages.contributorOnlyDrafts);
    expectError(
      await call(suite, 'POST', `/api/staff/articles/${id}/publish`, contributor.token, { publishAt: '2099-01-01T09:00:00Z' }),
      403,
      staffWorkMessages.contributorOnlyDrafts,
    );
    expectError(await call(suite, 'POST', `/api/staff/articles/${id}/unpublish`, contributor.token), 403, staffWorkMessages.contributorOnlyDrafts);
    expectError(await call(suite, 'POST', `/api/staff/articles/${id}/undo-unpublish`, contributor.token), 403, staffWorkMessages.contributorOnlyDrafts);
    expectError(await call(suite, 'DELETE', `/api/staff/articles/${id}`, contributor.token), 403, staffWorkMessages.contributorOnlyDrafts);
  });

  it('leaves contributors out of the team enquiries are assigned to, and refuses them as assignees', async () => {
    const team = staffTeamResponseSchema.parse((await call(suite, 'GET', '/api/staff/team', staff.token)).json()).payload;
    expect(team.map((m) => m.id)).toEqual(expect.arrayContaining([staff.id, admin.id]));
    expect(team.map((m) => m.id)).not.toContain(contributor.id);
    const enquiry = await addEnquiry(suite);
    expectError(await call(suite, 'PATCH', `/api/staff/enquiries/${enquiry}`, staff.token, { assignedTo: contributor.id }), 400, staffMessages.assignee);
  });

  it("counts the home page's work, and a contributor's drafts only", async () => {
    const before = staffSummaryResponseSchema.parse((await call(suite, 'GET', '/api/staff/summary', staff.token)).json()).payload;
    await addEnquiry(suite);
    const mine = await addEnquiry(suite, { status: 'in_progress', assigned_to: staff.id });
    await addEnquiry(suite, { status: 'closed', assigned_to: staff.id });
    await call(suite, 'POST', '/api/staff/articles', staff.token, { title: `Summary draft ${Date.now()}` });
    // A member's consultation request waiting for an adviser counts; a confirmed one does not.
    const member = await person(suite, 'member');
    const now = new Date().toISOString();
    const consultation = (state: 'requested' | 'confirmed') => ({
      id: randomUUID(),
      member_id: member.id,
      topic: 'property',
      description: 'A rent review',
      preferred_slot_ids: '[]',
      state,
      sequence: 0,
      created_at: now,
      updated_at: now,
    });
    await suite.database.db
      .insertInto('consultations')
      .values([consultation('requested'), consultation('confirmed')])
      .execute();
    const after = staffSummaryResponseSchema.parse((await call(suite, 'GET', '/api/staff/summary', staff.token)).json()).payload;
    expect(after).toEqual({
      newEnquiries: before.newEnquiries + 1,
      unassignedEnquiries: before.unassignedEnquiries + 1,
      myEnquiries: before.myEnquiries + 1,
      consultationRequests: before.consultationRequests + 1,
      drafts: before.drafts + 1,
      review: before.review,
      pageReview: before.pageReview,
    });
    expect(mine).toBeTruthy();
    const contributorView = staffSummaryResponseSchema.parse((await call(suite, 'GET', '/api/staff/summary', contributor.token)).json()).payload;
    expect(contributorView).toEqual({
      newEnquiries: 0,
      unassignedEnquiries: 0,
      myEnquiries: 0,
      consultationRequests: 0,
      drafts: after.drafts,
      review: 0,
      pageReview: 0,
    });
  });
});
