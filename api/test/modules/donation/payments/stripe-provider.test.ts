import { startFakeStripe, type FakeStripe } from '../../../fakes/stripe-server.mjs';
import { authenticationFailedMessage, type ChargeInput } from '../../../../src/modules/donation/payments/provider';
import { stripeProvider } from '../../../../src/modules/donation/payments/stripe-provider';

jest.setTimeout(20_000);

const nextYear = new Date().getUTCFullYear() + 1;
let keys = 0;
const input = (number: string, change: Partial<ChargeInput> = {}): ChargeInput => ({
  amountPence: 2500,
  currency: 'gbp',
  card: { number, expMonth: 12, expYear: nextYear, cvc: '123' },
  billing: { name: 'Priya Shah', email: 'p@example.com', addressLineOne: '1 High St', addressLineTwo: '', city: 'York', postcode: 'YO1 7HH' },
  description: 'Donation to Commercial Tenants Alliance',
  idempotencyKey: `key-${++keys}-${Date.now()}`,
  returnUrl: 'http://localhost/api/donation/return?donation=d1',
  donationId: 'd1',
  ...change,
});

describe('the Stripe provider, against the fake Stripe server', () => {
  let stripe: FakeStripe;
  let provider: ReturnType<typeof stripeProvider>;
  const api = () => ({ host: '127.0.0.1', port: stripe.port, protocol: 'http' as const });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    provider = stripeProvider({ secretKey: 'sk_test_provider', api: api() });
  });
  afterAll(() => stripe.close());
  beforeEach(() => stripe.reset());

  it('charges a card that succeeds, with the amount, currency and donation id', async () => {
    const result = await provider.charge(input('4242424242424242'));
    expect(result).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^pi_/) });
    expect(stripe.charges()).toEqual([
      {
        paymentIntent: (result as { reference: string }).reference,
        amount: 2500,
        currency: 'gbp',
        last4: '4242',
        metadata: { donation: 'd1' },
        status: 'succeeded',
      },
    ]);
  });

  it('charges one idempotency key once, however often it is sent', async () => {
    const attempt = input('4242424242424242');
    const results = await Promise.all([provider.charge(attempt), provider.charge(attempt)]);
    const again = await provider.charge(attempt);
    expect(results[1]).toEqual(results[0]);
    expect(again).toEqual(results[0]);
    expect(stripe.charges()).toHaveLength(1);
  });

  it('asks for the card check by redirect, then reads the outcome from Stripe', async () => {
    const result = await provider.charge(input('4000002760003184'));
    if (result.status !== 'requires_action') throw new Error(`expected a card check, got ${result.status}`);
    expect(result.redirectUrl).toBe(`${stripe.url}/3ds/${result.reference}`);
    // The browser's word counts for nothing: still awaiting the check.
    expect(await provider.confirmReturn({ reference: result.reference, redirectStatus: 'succeeded' })).toMatchObject({ status: 'requires_action' });
    await fetch(`${result.redirectUrl}/complete`, { method: 'POST', redirect: 'manual' });
    expect(await provider.confirmReturn({ reference: result.reference })).toEqual({ status: 'succeeded', reference: result.reference });
  });

  it("reads a failed card check as declined, with Stripe's message", async () => {
    const result = await provider.charge(input('4000002760003184'));
    if (result.status !== 'requires_action') throw new Error(`expected a card check, got ${result.status}`);
    await fetch(`${result.redirectUrl}/fail`, { method: 'POST', redirect: 'manual' });
    expect(await provider.confirmReturn({ reference: result.reference })).toEqual({
      status: 'declined',
      reference: result.reference,
      message: authenticationFailedMessage,
    });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4111111111111111', 'Your card number is incorrect.'],
  ])('turns the card error for %s into a decline with its message', async (number, message) => {
    expect(await provider.charge(input(number))).toEqual({ status: 'declined', reference: expect.stringMatching(/^pi_/), message });
  });

  it('is unavailable, never a decline, when Stripe refuses the key or cannot be reached', async () => {
    const wrongKey = stripeProvider({ secretKey: 'sk_live_not_for_tests', api: api() });
    expect(await wrongKey.charge(input('4242424242424242'))).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^Stripe StripeAuthenticationError HTTP 401: Invalid API Key/),
    });

    const closed = await startFakeStripe();
    await closed.close();
    const away = stripeProvider({ secretKey: 'sk_test_provider', api: { host: '127.0.0.1', port: closed.port, protocol: 'http' } });
    expect(await away.charge(input('4242424242424242'))).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^Stripe StripeConnectionError/) });
    expect(stripe.charges()).toEqual([]);
  });
});
