import { localMessages, localProvider } from '../../../../src/modules/donation/payments/local-provider';
import { authenticationFailedMessage, type ChargeInput } from '../../../../src/modules/donation/payments/provider';

const provider = localProvider({ challengeUrl: (reference) => `/api/donation/challenge/${reference}`, now: () => new Date('2026-11-22T12:00:00Z') });

const input = (number: string, expMonth = 12, expYear = 2027): ChargeInput => ({
  amountPence: 2500,
  currency: 'gbp',
  card: { number, expMonth, expYear, cvc: '123' },
  billing: { name: 'Priya Shah', email: 'p@example.com', addressLineOne: '1 High St', addressLineTwo: '', city: 'York', postcode: 'YO1 7HH' },
  description: 'Donation',
  idempotencyKey: 'key-0001',
  returnUrl: 'http://localhost/api/donation/return?donation=d',
  donationId: 'd',
});

describe('the local payments simulator', () => {
  it("means what Stripe's test cards mean", async () => {
    expect(await provider.charge(input('4242424242424242'))).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^local_[0-9a-f]{24}$/) });
    const check = await provider.charge(input('4000002760003184'));
    expect(check).toEqual({
      status: 'requires_action',
      reference: expect.stringMatching(/^local_/),
      redirectUrl: `/api/donation/challenge/${'reference' in check ? check.reference : ''}`,
    });
    expect(await provider.charge(input('4000000000000002'))).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    expect(await provider.charge(input('4000000000009995'))).toMatchObject({ status: 'declined', message: 'Your card has insufficient funds.' });
    expect(await provider.charge(input('5555555555554444'))).toMatchObject({ status: 'declined', message: localMessages.incorrectNumber });
  });

  it('refuses a card past its expiry month, on its clock', async () => {
    expect(await provider.charge(input('4242424242424242', 10, 2026))).toMatchObject({ status: 'declined', message: 'Your card has expired.' });
    expect(await provider.charge(input('4242424242424242', 11, 2026))).toMatchObject({ status: 'succeeded' });
  });

  it('settles a card check as the challenge page says', async () => {
    expect(await provider.confirmReturn({ reference: 'local_1', redirectStatus: 'succeeded' })).toEqual({ status: 'succeeded', reference: 'local_1' });
    expect(await provider.confirmReturn({ reference: 'local_1', redirectStatus: 'failed' })).toEqual({
      status: 'declined',
      reference: 'local_1',
      message: authenticationFailedMessage,
    });
  });
});
