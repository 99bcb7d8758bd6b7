import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  articleByAliasPath,
  articleListPath,
  articleListResponseSchema,
  articleResponseSchema,
  staffArticlePreviewResponseSchema,
  staffArticleResponseSchema,
  staffAuditResponseSchema,
  staffDonationListResponseSchema,
  staffDonationTotalsResponseSchema,
  staffEnquiryListResponseSchema,
  staffEnquiryResponseSchema,
  staffListResponseSchema,
  staffListsResponseSchema,
  staffMemberListResponseSchema,
  staffMemberResponseSchema,
  staffMessages,
} from '@tenants/shared/model';
import { describeEachDatabase, type DatabaseSuite } from '../../helper';
import { addDonation, addEnquiry, auditRows, call, clock, expectError, person, type Person } from './fixtures';

jest.setTimeout(60_000);

const uploads = mkdtempSync(path.join(tmpdir(), 'tenants-staff-media-'));
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rent Reviews Explained',
  caption: 'What a rent review means for your business.',
  bodyHtml: '<p>Read the <strong>clause</strong>.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  categoryId: 1,
  mediaPath: '/media/articles/rent-review.svg',
  mediaAlt: 'A bar chart',
  ...overrides,
});

const publicAliases = async (suite: DatabaseSuite) => {
  const res = await call(suite, 'GET', `${articleListPath}?categoryId=1`);
  return articleListResponseSchema.parse(res.json()).payload.articles.map((a) => a.alias);
};
const publicStatus = async (suite: DatabaseSuite, alias: string) => (await call(suite, 'GET', articleByAliasPath(alias))).statusCode;

describeEachDatabase(
  'staff desk',
  (suite) => {
    let staff: Person;
    let admin: Person;
    beforeAll(async () => {
      staff = await person(suite, 'staff', { firstname: 'Stella' });
      admin = await person(suite, 'admin', { firstname: 'Ada' });
    });
    afterEach(() => {
      clock.offsetMs = 0;
    });

    describe('enquiries', () => {
      it('lists newest first, searches case-insensitively, filters, and exports the filter as CSV', async () => {
        const marker = `Zed${Date.now()}`;
        const older = await addEnquiry(suite, { city: `${marker} Holdings`, created_at: '2026-01-01T00:00:00.000Z' });
        const newer = await addEnquiry(suite, { comments: `about ${marker.toLowerCase()} lease`, type: 'Corporate', created_at: '2026-02-01T00:00:00.000Z' });
        await addEnquiry(suite, { firstname: '=HYPERLINK("x")', lastname: marker });
        const list = async (query: string) =>
          staffEnquiryListResponseSchema.parse((await call(suite, 'GET', `/api/staff/enquiries?${query}`, staff.token)).json()).payload;
        const found = await list(`q=${marker.toUpperCase()}`);
        expect(found.items.map((e) => e.id).slice(1)).toEqual([newer, older]);
        expect(found.total).toBe(3);
        expect((await list(`q=${marker}&type=Corporate`)).items.map((e) => e.id)).toEqual([newer]);
        expect((await list('q=100%25_nothing')).total).toBe(0);
        expectError(await call(suite, 'GET', '/api/staff/enquiries?status=open', staff.token), 400, staffMessages.status);
        expectError(await call(suite, 'GET', '/api/staff/enquiries?page=0', staff.token), 400, staffMessages.page);

        const csv = await call(suite, 'GET', `/api/staff/enquiries/export?q=${marker}`, staff.token);
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
        expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
        expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
        expect((await auditRows(suite, 'enquiries')).at(-1)).toMatchObject({ action: 'enquiry.export', actor_email: staff.email });
      });

      it('shows one with its notes, changes status and assignee, adds notes, each in the audit log', async () => {
        const id = await addEnquiry(suite);
        const member = await person(suite, 'member');
        expectError(await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, { assignedTo: member.id }), 400, staffMessages.assignee);
        expectError(await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, { status: 'done' }), 400, staffMessages.status);
        expectError(await call(suite, 'PATCH', '/api/staff/enquiries/nope', staff.token, { status: 'closed' }), 404, staffMessages.notFound);
        expectError(await call(suite, 'POST', `/api/staff/enquiries/${id}/notes`, staff.token, { text: '   ' }), 400, staffMessages.noteRequired);
        expectError(await call(suite, 'GET', '/api/staff/enquiries/nope', staff.token), 404, staffMessages.notFound);

        const patched = await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, { status: 'in_progress', assignedTo: admin.id });
        expect(staffEnquiryResponseSchema.parse(patched.json()).payload).toMatchObject({ status: 'in_progress', assignedTo: { id: admin.id, role: 'admin' } });
        await call(suite, 'POST', `/api/staff/enquiries/${id}/notes`, staff.token, { text: 'Called back; wants a meeting.' });
        const detail = staffEnquiryResponseSchema.parse((await call(suite, 'GET', `/api/staff/enquiries/${id}`, staff.token)).json()).payload;
        expect(detail.notes).toEqual([
          expect.objectContaining({ text: 'Called back; wants a meeting.', author: { id: staff.id, firstname: 'Stella', lastname: staff.lastname } }),
        ]);
        const assigned = staffEnquiryListResponseSchema.parse(
          (await call(suite, 'GET', `/api/staff/enquiries?assignedTo=${admin.id}`, staff.token)).json(),
        ).payload;
        expect(assigned.items.map((e) => e.id)).toContain(id);
        // The changes, and the reads of the enquiry (opening it is a read of personal data).
        expect((await auditRows(suite, `enquiry:${id}`)).map((r) => r.action).sort()).toEqual([
          'enquiry.assign',
          'enquiry.note',
          'enquiry.status',
          'enquiry.view',
        ]);
        // The note's words are not in the audit log (they may hold personal data).
        expect(JSON.stringify(await auditRows(suite, `enquiry:${id}`))).not.toContain('meeting');
      });
    });

    describe('news desk', () => {
      it('a new article is a draft; publish shows it at once; unpublish takes it off; schedule brings it out at its time', async () => {
        const created = await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ title: `Desk Story ${suite.dialect}` }));
        expect(created.statusCode).toBe(200);
        const article = staffArticleResponseSchema.parse(created.json()).payload;
        expect(article).toMatchObject({
          alias: `desk-story-${suite.dialect}`,
          state: 'draft',
          publishedAt: null,
          mediaPath: expect.stringMatching(/^\/media\/articles\/rent-review\.[0-9a-f]{8}\.svg$/),
        });
        // Through the article policy: no script, no event handler (the picture without a real source goes too).
        expect(article.bodyHtml).toBe('<p>Read the <strong>clause</strong>.</p>');
        expect(await publicAliases(suite)).not.toContain(article.alias);
        expect(await publicStatus(suite, article.alias)).toBe(404);

        const published = await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, staff.token, {});
        expect(staffArticleResponseSchema.parse(published.json()).payload.state).toBe('published');
        expect((await publicAliases(suite))[0]).toBe(article.alias);
        expect(articleResponseSchema.parse((await call(suite, 'GET', articleByAliasPath(article.alias))).json()).payload.title).toBe(
          `Desk Story ${suite.dialect}`,
        );

        // An edit of a published article shows at once too (the listing's cache follows the articles' version).
        await call(suite, 'PUT', `/api/staff/articles/${article.id}`, staff.token, draft({ title: 'Edited Title', alias: article.alias }));
        expect(articleListResponseSchema.parse((await call(suite, 'GET', `${articleListPath}?categoryId=1`)).json()).payload.articles[0].title).toBe(
          'Edited Title',
        );

        await call(suite, 'POST', `/api/staff/articles/${article.id}/unpublish`, staff.token);
        expect(await publicAliases(suite)).not.toContain(article.alias);
        expect(await publicStatus(suite, article.alias)).toBe(404);

        const at = new Date(Date.now() + 3_600_000).toISOString();
        const scheduled = staffArticleResponseSchema.parse(
          (await call(suite, 'POST', `/api/staff/articles/${article.id}/publish`, staff.token, { publishAt: at })).json(),
        ).payload;
        expect(scheduled.state).toBe('scheduled');
        expect(await publicStatus(suite, article.alias)).toBe(404);
        expect(await publicAliases(suite)).not.toContain(article.alias);
        clock.offsetMs = 3_700_000;
        expect(await publicStatus(suite, article.alias)).toBe(200);
        expect((await publicAliases(suite))[0]).toBe(article.alias);

        expect((await auditRows(suite, `article:${article.id}`)).map((r) => r.action)).toEqual([
          'article.create',
          'article.publish',
          'article.update',
          'article.unpublish',
          'article.schedule',
        ]);
        const states = async (state: string) =>
          (await call(suite, 'GET', `/api/staff/articles?state=${state}&q=edited`, staff.token)).json().payload.items.map((a: { id: string }) => a.id);
        // Its time has come (the clock moved on): published now.
        expect(await states('published')).toEqual([article.id]);
        expect(await states('scheduled')).toEqual([]);
        expect(await states('draft')).toEqual([]);
      });

      it('refuses a taken address, a picture the site does not serve, a bad time and missing fields with the contract words', async () => {
        const first = staffArticleResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ alias: `taken-${suite.dialect}` }))).json(),
        ).payload;
        expectError(await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ alias: first.alias })), 400, staffMessages.aliasTaken);
        // From the title when empty, made unique.
        const second = staffArticleResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ title: 'Taken!', alias: '' }))).json(),
        ).payload;
        const third = staffArticleResponseSchema.parse(
          (await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ title: 'Taken!' }))).json(),
        ).payload;
        expect([second.alias, third.alias]).toEqual(['taken', 'taken-2']);
        expectError(await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ alias: 'Bad Alias' })), 400, staffMessages.aliasInvalid);
        expectError(
          await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ mediaPath: 'https://evil.example/x.png' })),
          400,
          staffMessages.pictureRequired,
        );
        expectError(
          await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ mediaPath: '/media/articles/missing.png' })),
          400,
          staffMessages.pictureRequired,
        );
        expectError(await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ title: ' ' })), 400, staffMessages.titleRequired);
        expectError(await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ categoryId: 9 })), 400, staffMessages.categoryInvalid);
        // A draft saves with a title alone; publishing names what is missing (work-desk.test.ts).
        const bare = await call(suite, 'POST', '/api/staff/articles', staff.token, draft({ caption: undefined, mediaAlt: '', bodyHtml: '<script>x</script>' }));
        expect(staffArticleResponseSchema.parse(bare.json()).payload).toMatchObject({ caption: '', mediaAlt: '', bodyHtml: '' });
        expectError(
          await call(suite, 'POST', `/api/staff/articles/${first.id}/publish`, staff.token, { publishAt: 'soon' }),
          400,
          staffMessages.publishAtInvalid,
        );
        expectError(await call(suite, 'GET', '/api/staff/articles/nope', staff.token), 404, staffMessages.notFound);
        expectError(await call(suite, 'POST', '/api/staff/articles/nope/publish', staff.token, {}), 404, staffMessages.notFound);
      });

      it('previews a draft in the public shape, sanitised, storing nothing', async () => {
        const before = (await auditRows(suite)).length;
        const res = await call(suite, 'POST', '/api/staff/articles/preview', staff.token, draft({ title: 'Preview Only' }));
        const preview = staffArticlePreviewResponseSchema.parse(res.json()).payload;
        expect(preview).toMatchObject({
          title: 'Preview Only',
          alias: 'preview-only',
          content: ['<p>Read the <strong>clause</strong>.</p>'],
          Category: { id: 1, name: 'News' },
        });
        expect(await publicStatus(suite, 'preview-only')).toBe(404);
        expect((await auditRows(suite)).length).toBe(before);
      });
      // Picture uploads (multipart, re-encoded): media-upload.test.ts.
    });

    describe('members, lists, donations and the audit log', () => {
      it('erases a member: the account goes, enquiries are anonymised, donations keep the accounts fields, list entries and mail to them go', async () => {
        const member = await person(suite, 'member', { firstname: 'Eve' });
        const enquiry = await addEnquiry(suite, { email: member.email, firstname: 'Eve' });
        const otherEnquiry = await addEnquiry(suite);
        const donation = await addDonation(suite, { email: member.email, amount_pence: 4200 });
        const at = new Date().toISOString();
        await suite.database.db
          .insertInto('newsletter_subscriptions')
          .values({ id: randomUUID(), email: member.email, source: '/', consented_at: at, created_at: at })
          .execute();
        await suite.database.db
          .insertInto('broadcast_subscriptions')
          .values({ id: randomUUID(), email: member.email, source: '/', consented_at: at, created_at: at })
          .execute();
        await suite.database.db
          .insertInto('whatsapp_subscriptions')
          .values({ id: randomUUID(), phone: member.phone, source: '/', consented_at: at, created_at: at })
          .execute();
        // Mail to them waiting in the queue and kept in the outbox, and someone else's.
        const mail = (to: string) => ({
          id: randomUUID(),
          to_address: to,
          subject: 'Your enquiry',
          text_body: 'Dear Eve',
          html_body: '<p>Dear Eve</p>',
          created_at: at,
        });
        await suite.database.db
          .insertInto('mail_outbox')
          .values([mail(member.email), mail('other@example.com')])
          .execute();
        await suite.database.db
          .insertInto('mail_queue')
          .values(
            [member.email, 'other@example.com'].map((to) => ({
              ...mail(to),
              kind: 'enquiry-receipt' as const,
              reply_to: null,
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: at,
              locked_until: null,
              last_error: null,
              updated_at: at,
            })),
          )
          .execute();

        const detail = staffMemberResponseSchema.parse((await call(suite, 'GET', `/api/staff/members/${member.id}`, staff.token)).json()).payload;
        expect(detail).toMatchObject({ enquiries: 1, donations: 1, openSessions: 1, role: 'member' });
        const found = staffMemberListResponseSchema.parse(
          (await call(suite, 'GET', `/api/staff/members?q=${member.email.toUpperCase()}`, staff.token)).json(),
        ).payload;
        expect(found.items.map((m) => m.id)).toEqual([member.id]);

        expectError(
          await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, staff.token, { confirm: 'someone@else.com' }),
          400,
          staffMessages.eraseConfirm,
        );
        expectError(await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, staff.token, {}), 400, staffMessages.eraseConfirm);
        expect((await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, staff.token, { confirm: member.email.toUpperCase() })).statusCode).toBe(200);

        const db = suite.database.db;
        expect(await db.selectFrom('members').selectAll().where('id', '=', member.id).execute()).toEqual([]);
        expect(await db.selectFrom('member_sessions').selectAll().where('member_id', '=', member.id).execute()).toEqual([]);
        expect(
          await db
            .selectFrom('enquiries')
            .select(['firstname', 'lastname', 'email', 'phone', 'city', 'comments', 'type'])
            .where('id', '=', enquiry)
            .executeTakeFirstOrThrow(),
        ).toEqual({
          firstname: 'erased',
          lastname: 'erased',
          email: 'erased',
          phone: '',
          city: 'erased',
          comments: 'erased',
          type: 'Property',
        });
        expect((await db.selectFrom('enquiries').select('firstname').where('id', '=', otherEnquiry).executeTakeFirstOrThrow()).firstname).toBe('Ann');
        const kept = await db.selectFrom('donations').selectAll().where('id', '=', donation).executeTakeFirstOrThrow();
        expect(kept).toMatchObject({
          amount_pence: 4200,
          currency: 'gbp',
          status: 'succeeded',
          provider_reference: expect.stringMatching(/^ref_/),
          firstname: '',
          email: '',
          address_line_one: '',
          postcode: '',
          card_name: '',
          card_last4: '',
        });
        expect(await db.selectFrom('newsletter_subscriptions').select('id').where('email', '=', member.email).execute()).toEqual([]);
        expect(await db.selectFrom('broadcast_subscriptions').select('id').where('email', '=', member.email).execute()).toEqual([]);
        expect(await db.selectFrom('whatsapp_subscriptions').select('id').where('phone', '=', member.phone).execute()).toEqual([]);
        for (const table of ['mail_outbox', 'mail_queue'] as const) {
          expect(
            (await db.selectFrom(table).select('to_address').execute())
              .map((m) => m.to_address)
              .filter((to) => to === member.email || to === 'other@example.com'),
          ).toEqual(['other@example.com']);
        }
        const row = (await auditRows(suite, `member:${member.id}`)).find((r) => r.action === 'member.erase');
        expect(row).toMatchObject({ action: 'member.erase', actor_email: staff.email, target_type: 'member', target_id: member.id });
        expect(JSON.parse(row!.data)).toEqual({ role: 'member', enquiries: 1, donations: 1, listEntries: 3, mails: 2 });
        expect(JSON.stringify(row)).not.toMatch(new RegExp(`${member.email}|Eve|${member.phone}`));
        expectError(await call(suite, 'GET', `/api/staff/members/${member.id}`, staff.token), 404, staffMessages.notFound);
      });

      it('lists the lists, pages and searches one, removes an entry (audited) and exports it', async () => {
        const at = new Date().toISOString();
        const id = randomUUID();
        await suite.database.db
          .insertInto('newsletter_subscriptions')
          .values({ id, email: `list-${id}@example.com`, source: '/news', consented_at: at, created_at: at })
          .execute();
        const counts = staffListsResponseSchema.parse((await call(suite, 'GET', '/api/staff/lists', staff.token)).json()).payload;
        expect(counts.map((c) => c.list)).toEqual(['newsletter', 'broadcast', 'whatsapp']);
        // Each list says where its rows stand; a row from before double opt-in counts as confirmed.
        const newsletter = counts.find((c) => c.list === 'newsletter')!;
        expect(newsletter.counts.confirmed + newsletter.counts.unconfirmed + newsletter.counts.unsubscribed + newsletter.counts.bounced).toBe(newsletter.count);
        expect(newsletter.counts.confirmed).toBeGreaterThanOrEqual(1);
        const page = staffListResponseSchema.parse((await call(suite, 'GET', `/api/staff/lists/newsletter?q=${id.toUpperCase()}`, staff.token)).json()).payload;
        expect(page.items).toEqual([{ id, address: `list-${id}@example.com`, source: '/news', createdAt: at, status: 'confirmed' }]);
        expectError(await call(suite, 'GET', '/api/staff/lists/sms', staff.token), 400, staffMessages.listInvalid);
        const csv = await call(suite, 'GET', '/api/staff/lists/newsletter/export', staff.token);
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(csv.body).toContain(`list-${id}@example.com`);
        expect((await call(suite, 'DELETE', `/api/staff/lists/newsletter/${id}`, staff.token)).statusCode).toBe(200);
        expectError(await call(suite, 'DELETE', `/api/staff/lists/newsletter/${id}`, staff.token), 404, staffMessages.notFound);
        expect((await auditRows(suite, `list:${id}`)).map((r) => [r.action, JSON.parse(r.data)])).toEqual([['list.remove', { list: 'newsletter' }]]);
      });

      it('lists donations with the last four digits only, totals succeeded ones by month, exports them', async () => {
        const email = `donor-${Date.now()}@example.com`;
        await addDonation(suite, { email, created_at: '2025-03-05T10:00:00.000Z', amount_pence: 1000 });
        await addDonation(suite, { email, created_at: '2025-03-20T10:00:00.000Z', amount_pence: 500 });
        await addDonation(suite, { email, created_at: '2025-04-01T00:00:00.000Z', status: 'failed' });
        const list = staffDonationListResponseSchema.parse(
          (await call(suite, 'GET', `/api/staff/donations?q=${email}&status=succeeded`, staff.token)).json(),
        ).payload;
        expect(list.items.map((d) => [d.amountPence, d.cardLast4])).toEqual([
          [500, '4242'],
          [1000, '4242'],
        ]);
        const totals = staffDonationTotalsResponseSchema.parse((await call(suite, 'GET', '/api/staff/donations/monthly', staff.token)).json()).payload;
        expect(totals.find((t) => t.month === '2025-03')).toEqual({ month: '2025-03', count: 2, totalPence: 1500 });
        expect(totals.find((t) => t.month === '2025-04')).toBeUndefined();
        const csv = await call(suite, 'GET', `/api/staff/donations/export?q=${email}`, staff.token);
        expect(csv.body).toContain('visa ending 4242');
        expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
      });

      it('gives admins the audit log, newest first, searchable', async () => {
        const log = staffAuditResponseSchema.parse((await call(suite, 'GET', '/api/staff/audit?q=ERASE', admin.token)).json()).payload;
        expect(log.items.length).toBeGreaterThan(0);
        expect(log.items.every((e) => e.action === 'member.erase')).toBe(true);
        const all = staffAuditResponseSchema.parse((await call(suite, 'GET', '/api/staff/audit', admin.token)).json()).payload;
        const times = all.items.map((e) => e.at);
        expect(times).toEqual([...times].sort().reverse());
        expect(all.pageSize).toBe(20);
      });
    });
  },
  { env: { MEDIA_UPLOAD_DIR: uploads }, options: { now: clock.now } },
);
