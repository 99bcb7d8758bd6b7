import { clientKey } from '../../src/security/client-key';

describe('the key a client is rate-limited under', () => {
  it('is the IPv4 address itself, written either way', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one subscriber’s 2^64 addresses share one count', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
