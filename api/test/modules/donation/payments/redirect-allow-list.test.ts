import { isAllowedRedirect } from '../../../../src/modules/donation/payments/redirect-allow-list';

const origins = ['https://hooks.stripe.com', 'http://127.0.0.1:12111'];

describe('the card-check redirect allow-list', () => {
  it.each([
    ['/api/donation/challenge/local_abc', true],
    ['https://hooks.stripe.com/3d_secure_2/hosted?merchant=acct_1&payment_intent=pi_1', true],
    ['http://127.0.0.1:12111/3ds/pi_1', true],
    // Not ours and not allowed.
    ['https://evil.example/3ds', false],
    ['http://hooks.stripe.com/3d_secure_2', false],
    ['https://hooks.stripe.com.evil.example/x', false],
    ['https://user:pw@hooks.stripe.com/x', false],
    ['//evil.example/api/donation/challenge/x', false],
    ['/api/donation/other', false],
    ['/api/donation/challenge/../../account', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%s → %p', (url, allowed) => {
    expect(isAllowedRedirect(url, { challengePrefix: '/api/donation/challenge', origins })).toBe(allowed);
  });

  it('takes the challenge page on the API base when the API has its own host', () => {
    const options = { challengePrefix: 'https://api.tenants.example/api/donation/challenge', origins: [] };
    expect(isAllowedRedirect('https://api.tenants.example/api/donation/challenge/local_1', options)).toBe(true);
    expect(isAllowedRedirect('/api/donation/challenge/local_1', options)).toBe(false);
    expect(isAllowedRedirect('https://api.tenants.example/api/other', options)).toBe(false);
  });
});
