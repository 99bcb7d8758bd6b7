import { messages } from '@tenants/shared/model';
import { describeEachDatabase } from '../../helper';
import { fakeDns, testZones } from '../../fakes/dns';
import { startFakeStripe, type FakeStripe, type FakeStripeFault } from '../../fakes/stripe-server.mjs';
import { donationMessages } from '../../../src/modules/donation/donation.service';
import { donation, expectError, postDonation, receiptsTo, rowsWithKey } from './fixtures';

// Each try at Stripe gives up after STRIPE_TIMEOUT_MS; stripe-node tries three times with back-off.
jest.setTimeout(30_000);

const resolver = fakeDns(testZones).resolver;
const timeoutMs = 400;

describe('POST /api/donation when Stripe fails (500, no answer, connection cut)', () => {
  let stripe: FakeStripe;
  const env: Record<string, string> = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake_faults', STRIPE_TIMEOUT_MS: String(timeoutMs) };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    env.STRIPE_API_URL = stripe.url;
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  const chargesOfKey = async (suite: Parameters<typeof rowsWithKey>[0], key: string) => {
    const [row] = await rowsWithKey(suite, key);
    return stripe.charges().filter((charge) => charge.metadata.donation === row.id);
  };

  describeEachDatabase(
    'faults',
    (suite) => {
      const expectProviderFailure = async (sent: ReturnType<typeof donation>) => {
        const started = Date.now();
        const res = await postDonation(suite, sent);
        expectError(res, 402, donationMessages.unreachable);
        // Three tries of at most the timeout each, plus stripe-node's back-off: never a hang.
        expect(Date.now() - started).toBeLessThan(3 * timeoutMs + 6000);
        const rows = await rowsWithKey(suite, sent.idempotency_key!);
        expect(rows).toEqual([expect.objectContaining({ status: 'error', failure_message: donationMessages.unreachable })]);
        expect(await receiptsTo(suite, sent.email)).toEqual([]);
      };

      it.each<[string, FakeStripeFault]>([
        ['Stripe answers 500', { mode: '500' }],
        ['Stripe never answers', { mode: 'hang' }],
        ['the connection is cut', { mode: 'reset' }],
      ])('%s on every try, nothing charged: a clear failure, the row says so; the retry later charges once', async (_what, fault) => {
        stripe.fault(fault);
        const sent = donation();
        await expectProviderFailure(sent);
        expect(stripe.faultsServed()).toBe(3);
        expect(stripe.charges()).toEqual([]);

        stripe.fault();
        const retry = await postDonation(suite, sent);
        expect([retry.statusCode, retry.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(await rowsWithKey(suite, sent.idempotency_key!)).toEqual([expect.objectContaining({ status: 'succeeded', failure_message: null })]);
        expect(await chargesOfKey(suite, sent.idempotency_key!)).toHaveLength(1);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it.each<[string, FakeStripeFault]>([
        ['no answer', { mode: 'hang', when: 'after' }],
        ['the connection cut', { mode: 'reset', when: 'after' }],
      ])('charged at Stripe but %s every time: the donor retries and is charged once, not twice', async (_what, fault) => {
        stripe.fault(fault);
        const sent = donation();
        await expectProviderFailure(sent);
        // The first try charged; stripe-node's own retries were replays of the same key.
        expect(stripe.charges()).toEqual([expect.objectContaining({ status: 'succeeded' })]);

        stripe.fault();
        const retry = await postDonation(suite, sent);
        expect([retry.statusCode, retry.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(stripe.charges()).toHaveLength(1);
        const [row] = await rowsWithKey(suite, sent.idempotency_key!);
        expect(row).toMatchObject({ status: 'succeeded', provider_reference: stripe.charges()[0].paymentIntent });
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('a cut after the charge, once: stripe-node’s retry replays it, and the donor sees the thank-you at once', async () => {
        stripe.fault({ mode: 'reset', when: 'after', times: 1 });
        const sent = donation();
        const res = await postDonation(suite, sent);
        expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(stripe.charges()).toHaveLength(1);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });

      it('a 500 once: retried by stripe-node, charged once', async () => {
        stripe.fault({ mode: '500', times: 1 });
        const sent = donation();
        expect((await postDonation(suite, sent)).statusCode).toBe(200);
        expect(stripe.charges()).toHaveLength(1);
      });

      it('retries of a failed attempt sent twice at once charge once', async () => {
        stripe.fault({ mode: 'reset' });
        const sent = donation();
        await expectProviderFailure(sent);
        stripe.fault();
        const answers = await Promise.all([postDonation(suite, sent), postDonation(suite, sent), postDonation(suite, sent)]);
        for (const res of answers) expect([res.statusCode, res.json()]).toEqual([200, { success: true, message: messages.donationThanks }]);
        expect(await chargesOfKey(suite, sent.idempotency_key!)).toHaveLength(1);
        expect(await receiptsTo(suite, sent.email)).toHaveLength(1);
      });
    },
    { env, options: { resolver } },
  );
});
