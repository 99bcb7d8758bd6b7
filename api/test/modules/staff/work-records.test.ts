import { randomUUID } from 'node:crypto';
import {
  staffDonationListResponseSchema,
  staffDonationResponseSchema,
  staffEnquiryListResponseSchema,
  staffEnquiryReplyPreviewSchema,
  staffEnquiryResponseSchema,
  staffMemberListResponseSchema,
  staffMemberResponseSchema,
  staffMessages,
  staffWorkMessages,
} from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { uniqueEmail } from '../../fakes/people';
import { addDonation, addEnquiry, auditRows, call, expectError, mailTo, person, type Person } from './fixtures';

jest.setTimeout(60_000);

describeEachDatabase('staff records: enquiries, members, donations', (suite) => {
  let staff: Person;
  let other: Person;
  beforeAll(async () => {
    staff = await person(suite, 'staff', { firstname: 'Stella' });
    other = await person(suite, 'staff', { firstname: 'Otto' });
  });

  describe('enquiries', () => {
    it('saves status, assignee and a note in one PATCH and answers the whole enquiry', async () => {
      const id = await addEnquiry(suite);
      const res = await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, {
        status: 'in_progress',
        assignedTo: other.id,
        note: 'Called back, left a message.',
      });
      expect(res.statusCode).toBe(200);
      const enquiry = staffEnquiryResponseSchema.parse(res.json()).payload;
      expect(enquiry).toMatchObject({ status: 'in_progress', assignedTo: { id: other.id } });
      expect(enquiry.notes).toEqual([
        expect.objectContaining({ text: 'Called back, left a message.', kind: 'note', author: expect.objectContaining({ id: staff.id }) }),
      ]);
      expect((await auditRows(suite, `enquiry:${id}`)).map((r) => r.action)).toEqual(['enquiry.status', 'enquiry.assign', 'enquiry.note']);
      // A note alone is a change; nothing at all is not.
      expect((await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, { note: 'Second try.' })).statusCode).toBe(200);
      expect((await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, {})).statusCode).toBe(400);
    });

    it('saves nothing when one part of the PATCH is refused', async () => {
      const id = await addEnquiry(suite);
      expectError(
        await call(suite, 'PATCH', `/api/staff/enquiries/${id}`, staff.token, { status: 'closed', assignedTo: randomUUID(), note: 'x' }),
        400,
        staffMessages.assignee,
      );
      const enquiry = staffEnquiryResponseSchema.parse((await call(suite, 'GET', `/api/staff/enquiries/${id}`, staff.token)).json()).payload;
      expect(enquiry).toMatchObject({ status: 'new', assignedTo: null, notes: [] });
    });

    it('e-mails a reply to the enquirer, signed by the staff member, and records it', async () => {
      const email = uniqueEmail();
      const id = await addEnquiry(suite, { email, firstname: 'Ann' });
      expectError(await call(suite, 'POST', `/api/staff/enquiries/${id}/replies`, staff.token, { text: '  ' }), 400, staffWorkMessages.replyRequired);
      const text = 'Thank you for writing.\n\nWe can help with the rent review.';
      const res = await call(suite, 'POST', `/api/staff/enquiries/${id}/replies`, staff.token, { text });
      expect(res.statusCode).toBe(200);
      expect(staffEnquiryResponseSchema.parse(res.json()).payload.notes).toEqual([
        expect.objectContaining({ kind: 'reply', text: 'Thank you for writing.\n\nWe can help with the rent review.' }),
      ]);
      const [mail] = await mailTo(suite, email);
      expect(mail.text_body).toContain('Dear Ann,');
      expect(mail.text_body).toContain('We can help with the rent review.');
      expect(mail.text_body).toContain('Kind regards,\nStella\n');
      const audit = (await auditRows(suite, `enquiry:${id}`)).pop()!;
      expect({ action: audit.action, data: JSON.parse(audit.data) }).toEqual({ action: 'enquiry.reply', data: { characters: text.length, mails: 1 } });
      expectError(await call(suite, 'POST', `/api/staff/enquiries/${randomUUID()}/replies`, staff.token, { text: 'Hi' }), 404, staffMessages.notFound);
    });

    it('shows the reply as the enquirer will get it before sending, with one greeting and one sign-off, and where the answer comes back to', async () => {
      const email = uniqueEmail();
      const id = await addEnquiry(suite, { email, firstname: 'Ann' });
      const preview = async (text: string) => {
        const res = await call(suite, 'POST', `/api/staff/enquiries/${id}/replies/preview`, staff.token, { text });
        expect(res.statusCode).toBe(200);
        return staffEnquiryReplyPreviewSchema.parse(res.json()).payload;
      };
      // The letter's own greeting and sign-off when the writer wrote none.
      const plain = await preview('We can help with the rent review.\n\nCall us on 020 7946 0000\nany weekday.');
      expect(plain).toMatchObject({ to: email, replyTo: suite.app.mailer.staffEmail, subject: expect.stringMatching(/^Your enquiry – /) });
      expect(plain.text).toMatch(/^Dear Ann,\n\nWe can help with the rent review\.\n\nCall us on 020 7946 0000\nany weekday\.\n\nKind regards,\nStella\n/);
      // Paragraphs stay paragraphs in HTML, and a paragraph's line breaks stay line breaks; the brand header is there.
      expect(plain.html).toContain('>Call us on 020 7946 0000<br>any weekday.</p>');
      expect(plain.html).toContain('>Kind regards,<br>Stella<br>');
      // The writer's own greeting and sign-off replace the letter's: one of each.
      const own = await preview('Hi Ann,\n\nThanks for getting in touch.\n\nBest wishes,\nStella Jones');
      expect(own.text.match(/Dear Ann|Hi Ann/g)).toEqual(['Hi Ann']);
      expect(own.text).not.toContain('Kind regards');
      expect(own.text).toContain('Best wishes,\nStella Jones');
      // A sign-off typed without a name is the writer's, signed as the letter signs: still one.
      const bare = await preview('Hello Ann,\n\nWe can help.\n\nBest wishes');
      expect(bare.text.match(/Kind regards|Best wishes/g)).toEqual(['Best wishes']);
      expect(bare.text).toContain('Best wishes,\nStella\n');
      expect(bare.text.match(/Dear Ann|Hello Ann/g)).toEqual(['Hello Ann']);
      // A closing sentence that starts like a sign-off is not one.
      expect((await preview('Thanks for your patience.')).text).toContain('Kind regards,\nStella');
      // Nothing was sent or recorded.
      expect(await mailTo(suite, email)).toHaveLength(0);
      expect(staffEnquiryResponseSchema.parse((await call(suite, 'GET', `/api/staff/enquiries/${id}`, staff.token)).json()).payload.notes).toEqual([]);
      expectError(await call(suite, 'POST', `/api/staff/enquiries/${id}/replies/preview`, staff.token, { text: ' ' }), 400, staffWorkMessages.replyRequired);
      expectError(await call(suite, 'POST', `/api/staff/enquiries/${randomUUID()}/replies/preview`, staff.token, { text: 'Hi' }), 404, staffMessages.notFound);
    });

    it('filters by me, nobody and a day range', async () => {
      const marker = `Mk${Date.now()}`;
      const mine = await addEnquiry(suite, { city: marker, assigned_to: staff.id, created_at: '2026-03-01T10:00:00.000Z' });
      const nobodys = await addEnquiry(suite, { city: marker, created_at: '2026-03-02T23:59:59.000Z' });
      const others = await addEnquiry(suite, { city: marker, assigned_to: other.id, created_at: '2026-03-03T00:00:00.000Z' });
      const ids = async (query: string) =>
        staffEnquiryListResponseSchema
          .parse((await call(suite, 'GET', `/api/staff/enquiries?q=${marker}&${query}`, staff.token)).json())
          .payload.items.map((e) => e.id);
      expect(await ids('assignedTo=me')).toEqual([mine]);
      expect(await ids('assignedTo=none')).toEqual([nobodys]);
      expect(await ids(`assignedTo=${other.id}`)).toEqual([others]);
      expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual([nobodys]);
      expect(await ids('from=2026-03-02')).toEqual([others, nobodys]);
      expect(await ids('to=2026-03-01')).toEqual([mine]);
      expectError(await call(suite, 'GET', '/api/staff/enquiries?from=2026-3-1', staff.token), 400, staffWorkMessages.dateInvalid);
    });
  });

  describe('members', () => {
    it("shows a member's whole record: enquiries, donations, lists with consent, notes and labels", async () => {
      const member = await person(suite, 'member', { firstname: 'Mia' });
      const enquiry = await addEnquiry(suite, { email: member.email });
      const donation = await addDonation(suite, { email: member.email, provider_reference: 'pi_123' });
      const at = new Date().toISOString();
      await suite.database.db
        .insertInto('newsletter_subscriptions')
        .values({ id: randomUUID(), email: member.email, source: '/community', consented_at: at, created_at: at, status: 'confirmed', confirmed_at: at })
        .execute();
      await suite.database.db
        .insertInto('whatsapp_subscriptions')
        .values({ id: randomUUID(), phone: member.phone, source: '/', consented_at: at, created_at: at })
        .execute();

      expect((await call(suite, 'POST', `/api/staff/members/${member.id}/notes`, staff.token, { text: 'Prefers e-mail.' })).statusCode).toBe(200);
      expectError(await call(suite, 'POST', `/api/staff/members/${member.id}/notes`, staff.token, { text: '' }), 400, staffMessages.noteRequired);
      const labelled = await call(suite, 'PUT', `/api/staff/members/${member.id}/labels`, staff.token, { labels: ['Landlord dispute', 'VIP', 'VIP'] });
      expect(staffMemberResponseSchema.parse(labelled.json()).payload.labels).toEqual(['Landlord dispute', 'VIP']);
      expectError(await call(suite, 'PUT', `/api/staff/members/${member.id}/labels`, staff.token, { labels: ['<b>'] }), 400, staffWorkMessages.labelInvalid);

      const record = staffMemberResponseSchema.parse((await call(suite, 'GET', `/api/staff/members/${member.id}`, staff.token)).json()).payload;
      expect(record).toMatchObject({
        enquiries: 1,
        donations: 1,
        labels: ['Landlord dispute', 'VIP'],
        enquiryList: [{ id: enquiry, status: 'new', type: 'Property' }],
        donationList: [{ id: donation, amountPence: 2500, currency: 'gbp', status: 'succeeded', providerRef: 'pi_123' }],
        notes: [{ text: 'Prefers e-mail.', author: { id: staff.id, firstname: 'Stella' } }],
      });
      expect(record.lists).toEqual([
        { list: 'newsletter', status: 'confirmed', source: '/community', requestedAt: at, confirmedAt: at, withdrawnAt: null },
        { list: 'whatsapp', status: 'confirmed', source: '/', requestedAt: at, confirmedAt: at, withdrawnAt: null },
      ]);
    });

    it('filters by joining day, list, active and label, and exports the filter as CSV', async () => {
      const label = `L${Date.now()}`;
      const a = await person(suite, 'member');
      const b = await person(suite, 'member', { firstname: '=cmd' });
      await suite.database.db.updateTable('members').set({ created_at: '2025-05-05T12:00:00.000Z' }).where('id', '=', a.id).execute();
      await suite.database.db.updateTable('members').set({ deactivated_at: new Date().toISOString() }).where('id', '=', b.id).execute();
      for (const m of [a, b]) await call(suite, 'PUT', `/api/staff/members/${m.id}/labels`, staff.token, { labels: [label] });
      const at = new Date().toISOString();
      await suite.database.db
        .insertInto('broadcast_subscriptions')
        .values({ id: randomUUID(), email: a.email, source: '/', consented_at: at, created_at: at, status: 'confirmed', confirmed_at: at })
        .execute();

      const ids = async (query: string) => {
        const page = staffMemberListResponseSchema.parse(
          (await call(suite, 'GET', `/api/staff/members?label=${encodeURIComponent(label)}&${query}`, staff.token)).json(),
        ).payload;
        return page.items.map((m) => m.id);
      };
      expect((await ids('')).sort()).toEqual([a.id, b.id].sort());
      expect(await ids('active=true')).toEqual([a.id]);
      expect(await ids('active=false')).toEqual([b.id]);
      expect(await ids('joinedFrom=2025-05-05&joinedTo=2025-05-05')).toEqual([a.id]);
      expect(await ids('list=broadcast')).toEqual([a.id]);
      expect(await ids('list=newsletter')).toEqual([]);
      expectError(await call(suite, 'GET', '/api/staff/members?joinedFrom=yesterday', staff.token), 400, staffWorkMessages.dateInvalid);

      const csv = await call(suite, 'GET', `/api/staff/members/export?label=${encodeURIComponent(label)}`, staff.token);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
      expect(csv.body).toContain("'=cmd");
      const audit = (await auditRows(suite)).filter((r) => r.action === 'member.export' && r.target_type === 'members').pop()!;
      // The filter's name is recorded, never the label searched for.
      expect(JSON.parse(audit.data)).toEqual({ rows: 2, filters: ['label'] });
    });

    it('asks for a fresh confirmation before the export', async () => {
      const late = await person(suite, 'staff');
      await suite.database.db.updateTable('member_sessions').set({ fresh_auth_at: '2020-01-01T00:00:00.000Z' }).where('member_id', '=', late.id).execute();
      expectError(await call(suite, 'GET', '/api/staff/members/export', late.token), 403, staffMessages.freshAuthRequired);
    });

    it("erases a member's notes and labels with the account", async () => {
      const member = await person(suite, 'member');
      await call(suite, 'POST', `/api/staff/members/${member.id}/notes`, staff.token, { text: 'About them.' });
      await call(suite, 'PUT', `/api/staff/members/${member.id}/labels`, staff.token, { labels: ['Gone'] });
      expect((await call(suite, 'POST', `/api/staff/members/${member.id}/erase`, staff.token, { confirm: member.email })).statusCode).toBe(200);
      expect(await suite.database.db.selectFrom('member_notes').select('id').where('member_id', '=', member.id).execute()).toEqual([]);
      expect(await suite.database.db.selectFrom('member_labels').select('label').where('member_id', '=', member.id).execute()).toEqual([]);
    });
  });

  describe('donations', () => {
    it("shows the provider's reference, filters by day, and opens one with its member", async () => {
      const member = await person(suite, 'member');
      const email = `${Date.now()}-${member.email}`;
      const first = await addDonation(suite, { email: member.email, provider_reference: 'pi_abc', created_at: '2026-04-01T08:00:00.000Z' });
      const second = await addDonation(suite, { email, provider_reference: null, status: 'error', created_at: '2026-04-02T08:00:00.000Z' });
      const list = async (query: string) =>
        staffDonationListResponseSchema.parse((await call(suite, 'GET', `/api/staff/donations?${query}`, staff.token)).json()).payload.items;
      expect((await list(`q=${encodeURIComponent(member.email)}&from=2026-04-01&to=2026-04-01`)).map((d) => [d.id, d.providerRef])).toEqual([
        [first, 'pi_abc'],
      ]);
      expect((await list(`q=${encodeURIComponent(email)}&from=2026-04-02`)).map((d) => [d.id, d.providerRef])).toEqual([[second, null]]);

      const one = staffDonationResponseSchema.parse((await call(suite, 'GET', `/api/staff/donations/${first}`, staff.token)).json()).payload;
      expect(one).toMatchObject({ id: first, provider: 'local', providerRef: 'pi_abc', memberId: member.id, cardLast4: '4242' });
      const nobody = staffDonationResponseSchema.parse((await call(suite, 'GET', `/api/staff/donations/${second}`, staff.token)).json()).payload;
      expect(nobody.memberId).toBeNull();
      expectError(await call(suite, 'GET', `/api/staff/donations/${randomUUID()}`, staff.token), 404, staffMessages.notFound);
      expect((await auditRows(suite)).some((r) => r.action === 'donation.view' && r.target_id === first)).toBe(true);
    });
  });
});
