import type { FastifyBaseLogger } from 'fastify';
import { createValidationService } from '../../../src/modules/validate/validation.service';
import { fakeDns, testZones } from '../../fakes/dns';

// A form's address is checked in the browser (/api/validate/email) and again by the server on
// submit; the second check answers from memory instead of asking the DNS again.

const quiet = { warn() {}, info() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
const config = { baseUrl: 'http://127.0.0.1:9', timeoutMs: 200, dnsCheck: true };
const lookupsOf = (asked: string[], domain: string) => asked.filter((q) => q.endsWith(` ${domain}`)).length;

describe('the e-mail check remembers its verdicts for a short while', () => {
  it('asks the DNS once for the same address checked twice (any case), and again after ten minutes', async () => {
    let clock = Date.parse('2026-11-25T10:00:00Z');
    const dns = fakeDns(testZones);
    const service = createValidationService(config, { resolver: dns.resolver, log: quiet, now: () => clock });
    expect(await service.email('jo@tenants.example')).toBe('Valid');
    const first = lookupsOf(dns.asked, 'tenants.example');
    expect(first).toBeGreaterThan(0);
    expect(await service.email(' Jo@Tenants.Example ')).toBe('Valid');
    expect(lookupsOf(dns.asked, 'tenants.example')).toBe(first);
    clock += 10 * 60 * 1000 + 1;
    expect(await service.email('jo@tenants.example')).toBe('Valid');
    expect(lookupsOf(dns.asked, 'tenants.example')).toBe(first * 2);
  });

  it('remembers a refusal too, but never a lookup that failed (that one is asked again)', async () => {
    const dns = fakeDns(testZones);
    const service = createValidationService(config, { resolver: dns.resolver, log: quiet });
    expect(await service.email('kim@nullmx.example')).toBe('Invalid');
    const refusals = lookupsOf(dns.asked, 'nullmx.example');
    expect(await service.email('kim@nullmx.example')).toBe('Invalid');
    expect(lookupsOf(dns.asked, 'nullmx.example')).toBe(refusals);

    // A DNS failure counts as valid (docs/product/api.md) but is not taken as an answer.
    expect(await service.email('ali@servfail.example')).toBe('Valid');
    const failures = lookupsOf(dns.asked, 'servfail.example');
    expect(await service.email('ali@servfail.example')).toBe('Valid');
    expect(lookupsOf(dns.asked, 'servfail.example')).toBe(failures * 2);
  });
});
