import { createHash, randomUUID } from 'node:crypto';
import { donationPath, donationResponseSchema, messages, type DonationRequest } from '@tenants/shared/model';
import { describeEachDatabase, visitorIp, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { authenticationFailedMessage } from '../../../src/modules/donation/payments/provider';
import { limitDefaults } from '../../../src/config';
import { insertAttempt } from '../../../src/modules/donation/donation.repository';
import { donationMessages } from '../../../src/modules/donation/donation.service';
import { returnMessages } from '../../../src/modules/donation/routes/return';
import { donation, donationRows, expectError, postDonation, postForm, receiptsTo, rowsWithKey, testCards } from './fixtures';

const lastYear = new Date().getUTCFullYear() - 1;

/** Starts a donation with the card that needs a check; answers the challenge page's path and the row. */
async function startCardCheck(suite: DatabaseSuite, sent = donation({ card_number: testCards.authenticates })) {
  const res = await postDonation(suite, sent);
  expect(res.statusCode).toBe(200);
  const url = donationResponseSchema.parse(res.json()).next_action!.redirect_to_url.url;
  const [row] = await donationRows(suite, sent.email);
  return { sent, url, row };
}

describeEachDatabase(
  'POST /api/donation with the local simulator',
  (suite) => {
    it('charges the card that succeeds, stores the donation without card data, and mails a receipt', async () => {
      const sent = donation({ email: `  ${donation().email.toUpperCase()} ` });
      const email = sent.email.trim().toLowerCase();
      const res = await postDonation(suite, sent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Thank you so much for your donation!' });

      const rows = await donationRows(suite, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        idempotency_key: sent.idempotency_key,
        amount_pence: 2500,
        currency: 'gbp',
        firstname: 'Priya',
        lastname: 'Shah',
        email,
        address_line_one: '12 High Street',
        address_line_two: 'Flat 3',
        city: 'York',
        postcode: 'YO1 7HH',
        card_name: 'Priya Shah',
        card_brand: 'Visa',
        card_last4: '4242',
        status: 'succeeded',
        provider: 'local',
        redirect_url: null,
        failure_message: null,
      });
      expect(rows[0].provider_reference).toMatch(/^local_[0-9a-f]{24}$/);

      const receipts = await receiptsTo(suite, email);
      expect(receipts).toHaveLength(1);
      expect(receipts[0].subject).toBe('Your donation to Commercial Tenants Alliance');
      for (const line of ['Dear Priya,', messages.donationThanks, 'Amount: £25', `Reference: ${rows[0].id}`, 'Paid with: Visa ending 4242']) {
        expect(receipts[0].text_body).toContain(line);
      }
    });

    it.each([
      ['declined', testCards.declined, {}, 'Your card was declined.'],
      ['insufficient funds', testCards.insufficientFunds, {}, 'Your card has insufficient funds.'],
      ['an unknown number', testCards.unknown, {}, 'Your card number is incorrect.'],
      ['expired', testCards.succeeds, { card_exp_year: lastYear }, 'Your card has expired.'],
    ])('refuses a card (%s) with 402 and the provider message, storing the failure, sending no receipt', async (_what, number, change, message) => {
      const sent = donation({ card_number: number, ...change });
      expectError(await postDonation(suite, sent), 402, message);
      const rows = await donationRows(suite, sent.email);
      expect(rows).toEqual([expect.objectContaining({ status: 'failed', failure_message: message, card_last4: number.slice(-4) })]);
      expect(await receiptsTo(suite, sent.email)).toEqual([]);
    });

    describe('the card that needs a check (3-D Secure)', () => {
      it('answers a next action to the challenge page, which shows the amount with Complete and Fail buttons', async () => {
        const { url, row, sent } = await startCardCheck(suite);
        expect(url).toBe(`/api/donation/challenge/${row.provider_reference}`);
        expect(row).toMatchObject({ status: 'requires_action', redirect_url: url, card_last4: '3184' });
        expect(await receiptsTo(suite, sent.email)).toEqual([]);

        const page = await suite.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.body).toContain('<html lang="en">');
        expect(page.body).toContain('<h1 id="title">Confirm your donation</h1>');
        expect(page.body).toContain('<dd>£25</dd>');
        expect(page.body).toContain('<dd>Visa ending 3184</dd>');
        expect(page.body).toContain('<button type="submit" class="primary">Complete</button>');
        expect(page.body).toContain('<button type="submit" class="secondary">Fail</button>');
        expect(page.body).not.toMatch(/<script|\son\w+=/i);
      });

      it("allows only the page's own stylesheet, by its hash, and forms posting to itself", async () => {
        const { url } = await startCardCheck(suite);
        const page = await suite.app.inject({ method: 'GET', url });
        const csp = String(page.headers['content-security-policy']);
        const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1];
        const hash = createHash('sha256').update(style).digest('base64');
        expect(csp).toBe(`default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
      });

      it('Complete: the donation succeeds, the browser goes to the thank-you page, one receipt', async () => {
        const { url, sent, row } = await startCardCheck(suite);
        const res = await postForm(suite, url, { outcome: 'complete' });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/donation/thankyou');
        expect(await donationRows(suite, sent.email)).toEqual([expect.objectContaining({ status: 'succeeded', provider_reference: row.provider_reference })]);
        const receipts = await receiptsTo(suite, sent.email);
        expect(receipts).toHaveLength(1);
        expect(receipts[0].text_body).toContain('Paid with: Visa ending 3184');

        // A second click, or the page again: the same destination, no second receipt.
        expect((await postForm(suite, url, { outcome: 'complete' })).headers.location).toBe('/donation/thankyou');
        const again = await suite.app.inject({ method: 'GET', url });
        expect([again.statusCode, again.headers.location]).toEqual([303, '/donation/thankyou']);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('Fail: the donation fails with the authentication message and the browser goes to the failure page', async () => {
        const { url, sent } = await startCardCheck(suite);
        const res = await postForm(suite, url, { outcome: 'fail' });
        expect([res.statusCode, res.headers.location]).toEqual([303, '/donation/failure']);
        expect(await donationRows(suite, sent.email)).toEqual([expect.objectContaining({ status: 'failed', failure_message: authenticationFailedMessage })]);
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
        // Completing afterwards changes nothing.
        expect((await postForm(suite, url, { outcome: 'complete' })).headers.location).toBe('/donation/failure');
        expect((await donationRows(suite, sent.email))[0].status).toBe('failed');
      });

      it('answers an unknown challenge with a 404 page, and a bad outcome with 400', async () => {
        const missing = await suite.app.inject({ method: 'GET', url: '/api/donation/challenge/local_000000000000000000000000' });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain('This card check is not available');
        expect(missing.body).toContain('href="/donation"');
        const { url } = await startCardCheck(suite);
        expect((await postForm(suite, url, { outcome: 'maybe' })).statusCode).toBe(400);
      });

      it.each([
        ['another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
        ['a sibling site (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
        ['another origin', { origin: 'https://evil.example' }],
        ['another origin, its fetch metadata saying so', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
      ])('refuses a button press posted from %s: the donation stays pending, no receipt', async (_from, headers) => {
        const { url, sent } = await startCardCheck(suite);
        const res = await suite.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: 'outcome=complete',
        });
        expect(res.statusCode).toBe(403);
        expect((await donationRows(suite, sent.email))[0].status).toBe('requires_action');
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      });

      it.each([
        ['with its own origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000', host: 'localhost:3000' }],
        // The site's Referrer-Policy: no-referrer makes the browser send `Origin: null` on its own form posts.
        ['with the origin hidden by the referrer policy', { 'sec-fetch-site': 'same-origin', origin: 'null' }],
      ])('takes a button press from the page itself (%s)', async (_how, headers) => {
        const { url } = await startCardCheck(suite);
        const res = await suite.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          payload: 'outcome=complete',
        });
        expect([res.statusCode, res.headers.location]).toEqual([303, '/donation/thankyou']);
      });

      it("refuses a return link whose payment is not the donation's own", async () => {
        const first = await startCardCheck(suite);
        const second = await startCardCheck(suite);
        const res = await suite.app.inject({
          method: 'GET',
          url: `/api/donation/return?donation=${first.row.id}&payment_intent=${second.row.provider_reference}&redirect_status=succeeded`,
        });
        expectError(res, 400, returnMessages.invalidLink);
        expect((await donationRows(suite, first.sent.email))[0].status).toBe('requires_action');
      });
    });

    describe('idempotency: one attempt is charged once', () => {
      it('the same attempt sent twice at once: one donation, one receipt, the same answer to both', async () => {
        const sent = donation();
        const answers = await Promise.all([postDonation(suite, sent), postDonation(suite, sent)]);
        for (const res of answers) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toHaveLength(1);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('the card check sent twice at once: one donation, the same challenge page for both', async () => {
        const sent = donation({ card_number: testCards.authenticates });
        const answers = await Promise.all([postDonation(suite, sent), postDonation(suite, sent)]);
        const urls = answers.map((res) => donationResponseSchema.parse(res.json()).next_action?.redirect_to_url.url);
        expect(urls[0]).toMatch(/^\/api\/donation\/challenge\/local_/);
        expect(urls[1]).toBe(urls[0]);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toHaveLength(1);
      });

      it('a retry after success answers success again without a second donation or receipt', async () => {
        const sent = donation();
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        const retry = await postDonation(suite, sent);
        expect([retry.statusCode, retry.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toHaveLength(1);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('a retry after a decline answers the same decline', async () => {
        const sent = donation({ card_number: testCards.declined });
        expectError(await postDonation(suite, sent), 402, 'Your card was declined.');
        expectError(await postDonation(suite, sent), 402, 'Your card was declined.');
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toHaveLength(1);
      });

      it('answers 409 when the first request of an attempt is still running after a few seconds', async () => {
        const sent = donation();
        // The first request, stuck at the provider: its row is pending.
        await insertAttempt(suite.database.db, {
          id: randomUUID(),
          idempotency_key: sent.idempotency_key!,
          amount_pence: 2500,
          currency: 'gbp',
          firstname: 'Priya',
          lastname: 'Shah',
          email: sent.email,
          address_line_one: '12 High Street',
          address_line_two: 'Flat 3',
          city: 'York',
          postcode: 'YO1 7HH',
          card_name: 'Priya Shah',
          card_brand: 'Visa',
          card_last4: '4242',
          provider: 'local',
          created_at: new Date().toISOString(),
        });
        const started = Date.now();
        expectError(await postDonation(suite, sent), 409, donationMessages.stillProcessing);
        expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toEqual([expect.objectContaining({ status: 'pending' })]);
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      }, 15_000);

      it('refuses a key sent again with another amount', async () => {
        const sent = donation();
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        expectError(await postDonation(suite, { ...sent, amount: 50 }), 409, donationMessages.keyReused);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toEqual([expect.objectContaining({ amount_pence: 2500 })]);
      });

      it('makes its own key per request when the browser sends none', async () => {
        const { idempotency_key: _none, ...sent } = donation();
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        const rows = await donationRows(suite, sent.email);
        expect(rows).toHaveLength(2);
        for (const row of rows) expect(row.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      });
    });

    describe('validation (docs/product/donation.md, in the billing order)', () => {
      const without = (field: keyof DonationRequest) => {
        const sent: Record<string, unknown> = donation();
        delete sent[field];
        return sent as DonationRequest;
      };

      it.each([
        ['no amount', without('amount'), messages.amountRequired],
        ['amount 0', donation({ amount: 0 }), messages.amountInvalid],
        ['a negative amount', donation({ amount: -5 }), messages.amountInvalid],
        // Only a whole number or a string of digits: nothing that coercion would turn into a sum.
        ['amount true', donation({ amount: true as unknown as number }), messages.amountInvalid],
        ['amount "0x10"', donation({ amount: '0x10' }), messages.amountInvalid],
        ['amount "1e3"', donation({ amount: '1e3' }), messages.amountInvalid],
        ['amount 12.5', donation({ amount: 12.5 }), messages.amountInvalid],
        ['amount " 5"', donation({ amount: ' 5' }), messages.amountInvalid],
        ['amount [5]', donation({ amount: [5] as unknown as number }), messages.amountInvalid],
        ['a blank first name', donation({ firstname: ' ' }), messages.firstNameRequired],
        ['no first name', without('firstname'), messages.firstNameRequired],
        ['an empty surname', donation({ lastname: '' }), messages.surnameRequired],
        ['an empty email', donation({ email: '' }), messages.billingEmailRequired],
        ['no email', without('email'), messages.billingEmailRequired],
        ['a malformed email', donation({ email: 'priya@' }), messages.emailInvalid],
        ['an empty address', donation({ addressLineOne: '' }), messages.addressRequired],
        ['an empty town', donation({ city: '' }), messages.cityRequired],
        ['an empty postcode', donation({ postcode: '' }), messages.postcodeRequired],
        ['an empty name on the card', donation({ name: '' }), messages.cardNameRequired],
        ['no name on the card', without('name'), messages.cardNameRequired],
        ['an empty card number', donation({ card_number: '' }), messages.cardNumberRequired],
        ['no card number', without('card_number'), messages.cardNumberRequired],
        ['no expiry month', without('card_exp_month'), messages.cardMonthRequired],
        ['expiry month 13', donation({ card_exp_month: 13 }), messages.cardMonthRequired],
        ['no expiry year', without('card_exp_year'), messages.cardYearRequired],
        ['a two-digit expiry year', donation({ card_exp_year: 30 }), messages.cardYearFull],
        ['an empty CVV', donation({ card_cvc: '' }), messages.cardCvcRequired],
        ['no CVV', without('card_cvc'), messages.cardCvcRequired],
      ])('refuses %s with the spec message and stores nothing', async (_what, sent, message) => {
        expectError(await postDonation(suite, sent), 400, message);
        if (typeof sent.email === 'string' && sent.email.includes('@example.com')) expect(await donationRows(suite, sent.email)).toEqual([]);
      });

      it('keeps address line 2 optional', async () => {
        const { addressLineTwo: _optional, ...sent } = donation();
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        expect(await donationRows(suite, sent.email)).toEqual([expect.objectContaining({ address_line_two: '', status: 'succeeded' })]);
      });

      it('refuses an address whose domain takes no mail, as the browser would, before any charge', async () => {
        const sent = donation({ email: `donor.${randomUUID().slice(0, 8)}@nullmx.example` });
        expectError(await postDonation(suite, sent), 400, messages.emailInvalid);
        expect(await donationRows(suite, sent.email)).toEqual([]);
      });

      it('answers a malformed body with 400, never 500', async () => {
        const res = await suite.app.inject({
          method: 'POST',
          url: donationPath,
          headers: { 'content-type': 'application/json' },
          payload: '{"amount":',
          remoteAddress: visitorIp(),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false });
      });
    });

    it(`limits each visitor to ${limitDefaults.donation} donation requests a minute`, async () => {
      const ip = visitorIp();
      const statuses = [];
      for (let i = 0; i <= limitDefaults.donation; i++) statuses.push((await postDonation(suite, {}, ip)).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  },
  { options: { resolver: fakeDns(testZones).resolver } },
);
