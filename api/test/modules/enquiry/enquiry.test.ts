import { randomBytes } from 'node:crypto';
import { apiErrorSchema, enquiryPath, messages, type EnquiryRequest } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';

const uniqueEmail = (domain = 'example.com') => `tenant.${randomBytes(4).toString('hex')}@${domain}`;

const enquiry = (overrides: Partial<EnquiryRequest> = {}): EnquiryRequest => ({
  type: 'Property',
  annual_rent: '£20,001 - £50,000',
  isLeaseHeld: 1,
  city: 'Manchester',
  comments: 'Our rent review is due in March and the landlord wants 30% more.',
  firstname: 'Priya',
  lastname: 'Shah',
  email: uniqueEmail(),
  phone: '07400 123456',
  isSubscribe: false,
  ...overrides,
});

const post = (suite: DatabaseSuite, payload: object) => suite.app.inject({ method: 'POST', url: enquiryPath, payload, remoteAddress: visitorIp() });
const rowsFor = (suite: DatabaseSuite, email: string) => suite.database.db.selectFrom('enquiries').selectAll().where('email', '=', email).execute();
const outboxFor = (suite: DatabaseSuite, to: string) => suite.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).execute();

const expectRefused = async (suite: DatabaseSuite, payload: object, message: string) => {
  const res = await post(suite, payload);
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json())).toEqual({ success: false, message, errors: [{ message }] });
};

describeEachDatabase(
  'POST /api/enquire/create',
  (suite) => {
    it('stores every answer, digits-only phone, and mails the staff and the visitor', async () => {
      const sent = enquiry({ email: `  ${uniqueEmail().toUpperCase()} `, isLeaseHeld: 2, annual_rent: 'Unsure' });
      const email = sent.email.trim().toLowerCase();
      const res = await post(suite, sent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true });

      const rows = await rowsFor(suite, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'Property',
        annual_rent: 'Unsure',
        is_lease_held: 2,
        city: 'Manchester',
        firstname: 'Priya',
        lastname: 'Shah',
        phone: '07400123456',
        is_subscribe: 0,
        comments: sent.comments,
      });

      const staff = (await outboxFor(suite, 'support@tenants.example')).filter((m) => m.text_body.includes(email));
      expect(staff).toHaveLength(1);
      expect(staff[0].subject).toBe('New enquiry: Property – Priya Shah');
      expect(staff[0].text_body).toContain('Lease held in a Ltd company: Unsure');
      const receipt = await outboxFor(suite, email);
      expect(receipt.map((m) => m.subject)).toEqual(["We've Received Your Enquiry! – Commercial Tenants Alliance"]);
    });

    it('adds the visitor to the newsletter only when they opted in', async () => {
      const optedIn = enquiry({ isSubscribe: true });
      const optedOut = enquiry({ isSubscribe: false });
      await post(suite, optedIn);
      await post(suite, optedOut);
      const newsletter = await suite.database.db
        .selectFrom('newsletter_subscriptions')
        .select(['email', 'source'])
        .where('email', 'in', [optedIn.email, optedOut.email])
        .execute();
      expect(newsletter).toEqual([{ email: optedIn.email, source: enquiryPath }]);
      expect((await rowsFor(suite, optedIn.email))[0].is_subscribe).toBe(1);
    });

    it('keeps city and comments optional', async () => {
      const sent = enquiry({ city: '', comments: undefined });
      expect((await post(suite, sent)).statusCode).toBe(200);
      expect(await rowsFor(suite, sent.email)).toEqual([expect.objectContaining({ city: '', comments: '' })]);
    });

    it.each([
      [{ firstname: ' ' }, messages.firstNameRequired],
      [{ lastname: '' }, messages.lastNameRequired],
      [{ email: '' }, messages.emailRequired],
      [{ email: 'priya@' }, messages.emailInvalid],
      [{ phone: '' }, messages.phoneRequired],
      [{ phone: '12' }, messages.phoneInvalid],
      [{ type: 'Residential' }, 'Please choose a service.'],
      [{ annual_rent: '£1m' }, 'Please choose your annual rent.'],
      [{ isLeaseHeld: 5 }, 'Please say whether your lease is held in a Ltd company.'],
    ])('refuses %p with a clear message and stores nothing', async (overrides, message) => {
      const sent = enquiry(overrides as Partial<EnquiryRequest>);
      await expectRefused(suite, sent, message);
      if (sent.email.includes('@example.com')) expect(await rowsFor(suite, sent.email)).toEqual([]);
    });

    it('refuses an address whose domain takes no mail and a number not in use, as the browser would', async () => {
      const badDomain = enquiry({ email: uniqueEmail('nullmx.example') });
      await expectRefused(suite, badDomain, messages.emailInvalid);
      expect(await rowsFor(suite, badDomain.email)).toEqual([]);
      const badPhone = enquiry({ phone: '07700900123' });
      await expectRefused(suite, badPhone, messages.phoneInvalid);
      expect(await rowsFor(suite, badPhone.email)).toEqual([]);
    });

    it('answers a malformed body with 400, never 500', async () => {
      const res = await suite.app.inject({
        method: 'POST',
        url: enquiryPath,
        headers: { 'content-type': 'application/json' },
        payload: '{"type":',
        remoteAddress: visitorIp(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
