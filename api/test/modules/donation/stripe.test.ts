import { createServer } from 'node:net';
import { donationResponseSchema, messages } from '@tenants/shared/model';
import { captureLogs, describeEachDatabase, type DatabaseSuite } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { startFakeStripe, type FakeStripe } from '../../fakes/stripe-server.mjs';
import { authenticationFailedMessage } from '../../../src/modules/donation/payments/provider';
import { donationMessages } from '../../../src/modules/donation/donation.service';
import { returnMessages } from '../../../src/modules/donation/routes/return';
import { donation, donationRows, expectError, postDonation, receiptsTo, rowsWithKey, testCards } from './fixtures';

// stripe-node retries a connection failure twice, with back-off, before the provider counts as unreachable.
jest.setTimeout(30_000);

const lastYear = new Date().getUTCFullYear() - 1;
const resolver = fakeDns(testZones).resolver;
const stripeEnv = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake_4eC39HqLyjWDarjtT1zdp7dc' };

/** The fake's card-check page, clicked as a donor would: answers where Stripe sends the browser back. */
async function clickCardCheck(url: string, button: 'complete' | 'fail'): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<button type="submit"`);
  expect(html).toContain(button === 'complete' ? '>Complete</button>' : '>Fail</button>');
  const res = await fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** The donor's browser arriving back at our return URL. */
const arriveBack = (suite: DatabaseSuite, back: URL) => suite.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });

describe('POST /api/donation with Stripe (the fake Stripe server)', () => {
  let stripe: FakeStripe;
  const env: Record<string, string> = { ...stripeEnv };
  const narrowEnv: Record<string, string> = { ...stripeEnv, PAYMENTS_REDIRECT_ORIGINS: 'https://hooks.stripe.com', LOG_LEVEL: 'info' };
  // Runs before the database suites' own beforeAll, which build their apps from these.
  beforeAll(async () => {
    stripe = await startFakeStripe();
    env.STRIPE_API_URL = stripe.url;
    narrowEnv.STRIPE_API_URL = stripe.url;
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  const chargesOf = (id: string) => stripe.charges().filter((charge) => charge.metadata.donation === id);

  describeEachDatabase(
    'charges',
    (suite) => {
      it('charges the card that succeeds once, keeps the PaymentIntent id, and mails a receipt', async () => {
        const sent = donation();
        const res = await postDonation(suite, sent);
        expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);

        const [row] = await donationRows(suite, sent.email);
        expect(row).toMatchObject({ status: 'succeeded', provider: 'stripe', amount_pence: 2500, card_brand: 'Visa', card_last4: '4242' });
        expect(stripe.charges()).toEqual([
          { paymentIntent: row.provider_reference, amount: 2500, currency: 'gbp', last4: '4242', metadata: { donation: row.id }, status: 'succeeded' },
        ]);
        const receipts = await receiptsTo(suite, sent.email);
        expect(receipts).toHaveLength(1);
        expect(receipts[0].text_body).toContain(`Reference: ${row.id}`);
      });

      it.each([
        ['declined', testCards.declined, {}, 'Your card was declined.'],
        ['insufficient funds', testCards.insufficientFunds, {}, 'Your card has insufficient funds.'],
        ['an unknown number', testCards.unknown, {}, 'Your card number is incorrect.'],
        ['expired', testCards.succeeds, { card_exp_year: lastYear }, 'Your card has expired.'],
      ])("refuses a card (%s) with 402 and Stripe's message", async (_what, number, change, message) => {
        const sent = donation({ card_number: number, ...change });
        expectError(await postDonation(suite, sent), 402, message);
        const [row] = await donationRows(suite, sent.email);
        expect(row).toMatchObject({ status: 'failed', failure_message: message });
        expect(row.provider_reference).toMatch(/^pi_/);
        expect(chargesOf(row.id)).toEqual([expect.objectContaining({ paymentIntent: row.provider_reference, status: 'failed' })]);
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      });

      it("card check completed on Stripe's page: back through the return URL to the thank-you page, one receipt", async () => {
        const sent = donation({ card_number: testCards.authenticates });
        const res = await postDonation(suite, sent);
        expect(res.statusCode).toBe(200);
        const url = donationResponseSchema.parse(res.json()).next_action!.redirect_to_url.url;
        const [pending] = await donationRows(suite, sent.email);
        expect(url).toBe(`${stripe.url}/3ds/${pending.provider_reference}`);
        expect(pending).toMatchObject({ status: 'requires_action', redirect_url: url });

        const back = await clickCardCheck(url, 'complete');
        expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/donation/return'); // PUBLIC_SITE_URL's default, not the Host header
        expect(back.searchParams.get('donation')).toBe(pending.id);
        expect(back.searchParams.get('payment_intent')).toBe(pending.provider_reference);

        const done = await arriveBack(suite, back);
        expect([done.statusCode, done.headers.location]).toEqual([303, '/donation/thankyou']);
        expect((await donationRows(suite, sent.email))[0].status).toBe('succeeded');
        expect(chargesOf(pending.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
        // A reload of the return URL: the same page, no second receipt.
        expect((await arriveBack(suite, back)).headers.location).toBe('/donation/thankyou');
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it("card check failed: the failure page, the donation failed with Stripe's message", async () => {
        const sent = donation({ card_number: testCards.authenticates });
        const url = donationResponseSchema.parse((await postDonation(suite, sent)).json()).next_action!.redirect_to_url.url;
        const back = await clickCardCheck(url, 'fail');
        expect(back.searchParams.get('redirect_status')).toBe('failed');
        const done = await arriveBack(suite, back);
        expect([done.statusCode, done.headers.location]).toEqual([303, '/donation/failure']);
        expect(await donationRows(suite, sent.email)).toEqual([expect.objectContaining({ status: 'failed', failure_message: authenticationFailedMessage })]);
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      });

      it("does not believe the browser's redirect_status: Stripe is asked", async () => {
        const sent = donation({ card_number: testCards.authenticates });
        await postDonation(suite, sent);
        const [row] = await donationRows(suite, sent.email);
        const forged = await suite.app.inject({
          method: 'GET',
          url: `/api/donation/return?donation=${row.id}&payment_intent=${row.provider_reference}&redirect_status=succeeded`,
        });
        expect([forged.statusCode, forged.headers.location]).toEqual([303, '/donation/failure']);
        expect((await donationRows(suite, sent.email))[0].status).toBe('requires_action');
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      });

      it("refuses a return whose PaymentIntent is not the donation's", async () => {
        const first = donation({ card_number: testCards.authenticates });
        const second = donation({ card_number: testCards.authenticates });
        await Promise.all([postDonation(suite, first), postDonation(suite, second)]);
        const [a] = await donationRows(suite, first.email);
        const [b] = await donationRows(suite, second.email);
        const res = await suite.app.inject({ method: 'GET', url: `/api/donation/return?donation=${a.id}&payment_intent=${b.provider_reference}` });
        expectError(res, 400, returnMessages.invalidLink);
      });

      it('the same attempt sent twice at once: one charge at Stripe, one donation, the same answer to both', async () => {
        const sent = donation();
        const answers = await Promise.all([postDonation(suite, sent), postDonation(suite, sent)]);
        for (const res of answers) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        const rows = await rowsWithKey(suite, sent.idempotency_key!);
        expect(rows).toHaveLength(1);
        expect(stripe.charges()).toEqual([expect.objectContaining({ metadata: { donation: rows[0].id }, status: 'succeeded' })]);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('a retry after success answers success without charging again', async () => {
        const sent = donation();
        await postDonation(suite, sent);
        const retry = await postDonation(suite, sent);
        expect([retry.statusCode, retry.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(stripe.charges()).toHaveLength(1);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toHaveLength(1);
      });
    },
    { env, options: { resolver } },
  );

  const logs = captureLogs();
  describeEachDatabase(
    'with a redirect allow-list that leaves the card-check origin out',
    (suite) => {
      it('fails the donation instead of sending the browser there, and logs the origin only', async () => {
        const sent = donation({ card_number: testCards.authenticates });
        expectError(await postDonation(suite, sent), 402, donationMessages.redirectRefused);
        const [row] = await donationRows(suite, sent.email);
        expect(row).toMatchObject({ status: 'failed', failure_message: donationMessages.redirectRefused, redirect_url: null });
        const entry = logs.entries.find((e) => e.donation === row.id && e.level === 50);
        expect(entry).toMatchObject({ redirectOrigin: stripe.url, msg: 'donation card check refused: its URL is not on PAYMENTS_REDIRECT_ORIGINS' });
        expect(logs.text).not.toContain(`/3ds/${row.provider_reference}`);
      });
    },
    { env: narrowEnv, options: { resolver, logStream: logs.stream } },
  );
});

/** A port nothing listens on (yet). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('POST /api/donation while Stripe cannot be reached', () => {
  const env: Record<string, string> = { ...stripeEnv };
  beforeAll(async () => {
    env.STRIPE_API_URL = `http://127.0.0.1:${await freePort()}`;
  });

  describeEachDatabase(
    'unreachable',
    (suite) => {
      it('answers 402 with our message and keeps the attempt; the same attempt sent again later is charged once', async () => {
        const sent = donation();
        expectError(await postDonation(suite, sent), 402, donationMessages.unreachable);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toEqual([
          expect.objectContaining({ status: 'error', failure_message: donationMessages.unreachable }),
        ]);

        const stripe = await startFakeStripe({ port: Number(new URL(env.STRIPE_API_URL).port) });
        try {
          const retry = await postDonation(suite, sent);
          expect([retry.statusCode, retry.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
          const rows = await rowsWithKey(suite, sent.idempotency_key!);
          expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', failure_message: null })]);
          expect(stripe.charges()).toEqual([expect.objectContaining({ metadata: { donation: rows[0].id }, status: 'succeeded' })]);
          expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
        } finally {
          await stripe.close();
        }
      });
    },
    { env, options: { resolver } },
  );
});
