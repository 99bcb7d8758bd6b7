import { checkMailDomain } from '../../../src/modules/validate/email-domain';
import { fakeDns, testZones } from '../../fakes/dns';

describe('checkMailDomain (RFC 5321 §5.1 with RFC 7505 null MX)', () => {
  const check = (domain: string, timeoutMs = 200) => {
    const dns = fakeDns(testZones);
    return checkMailDomain(dns.resolver, domain, timeoutMs).then((answer) => ({ answer, asked: dns.asked }));
  };

  it('accepts a domain with MX records without asking for addresses', async () => {
    await expect(check('example.com')).resolves.toEqual({ answer: 'accepts-mail', asked: ['mx example.com'] });
  });

  it('refuses a null MX even when the domain has an address', async () => {
    await expect(check('nullmx.example')).resolves.toEqual({ answer: 'no-mail', asked: ['mx nullmx.example'] });
    const dot = fakeDns({ 'dot.example': { mx: [{ exchange: '.', priority: 0 }] } });
    await expect(checkMailDomain(dot.resolver, 'dot.example', 200)).resolves.toBe('no-mail');
  });

  it('falls back to the A or AAAA address when there is no MX', async () => {
    await expect(check('a-only.example')).resolves.toEqual({ answer: 'accepts-mail', asked: ['mx a-only.example', 'a a-only.example', 'aaaa a-only.example'] });
    await expect(check('aaaa-only.example')).resolves.toMatchObject({ answer: 'accepts-mail' });
  });

  it('refuses a domain that does not exist, or has neither MX nor address', async () => {
    await expect(check('no-such-domain.example')).resolves.toEqual({
      answer: 'no-mail',
      asked: ['mx no-such-domain.example', 'a no-such-domain.example', 'aaaa no-such-domain.example'],
    });
    await expect(check('no-address.example')).resolves.toMatchObject({ answer: 'no-mail' });
  });

  it('cannot tell when the lookup times out, fails or is refused', async () => {
    const started = Date.now();
    await expect(check('slow.example', 150)).resolves.toMatchObject({ answer: 'unknown' });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(check('servfail.example')).resolves.toMatchObject({ answer: 'unknown' });
    await expect(check('refused.example')).resolves.toMatchObject({ answer: 'unknown' });
  });

  it('cannot tell when the address fallback fails for another reason than "no such record"', async () => {
    const dns = fakeDns({ 'flaky.example': { a: { error: 'ETIMEOUT' }, aaaa: { error: 'ENODATA' } } });
    await expect(checkMailDomain(dns.resolver, 'flaky.example', 200)).resolves.toBe('unknown');
  });
});
