import type { FastifyBaseLogger } from 'fastify';
import { enquiryPath, newsletterPath, registerPath, validateEmailPath } from '@tenants/shared/model';
import { createValidationService } from '../../../src/modules/validate/validation.service';
import { probeDomains } from '../../../src/modules/validate/dns-health';
import { captureLogs, describeEachDatabase, visitorIp } from '../../helper';
import { deniedDns, fakeDns, testZones, type Zone } from '../../fakes/dns';
import { uniqueEmail, uniqueMobile } from '../../fakes/people';

/** A logger that keeps each line's level and message. */
function recordingLog() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at = (level: string) => (fields: unknown, msg?: string) => void lines.push({ level, msg: typeof fields === 'string' ? fields : (msg ?? '') });
  const log = { warn: at('warn'), info: at('info'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines, warnings: () => lines.filter((l) => l.level === 'warn') };
}

const config = { baseUrl: 'http://127.0.0.1:9', timeoutMs: 200, dnsCheck: true };

describe('e-mail checks on a DNS that answers "no such domain" for every name', () => {
  it('count every well-formed address as valid, with one warning however many checks run', async () => {
    const { log, warnings } = recordingLog();
    const service = createValidationService(config, { resolver: deniedDns().resolver, log });
    const verdicts = await Promise.all(['jo@example.com', 'sam@tenants.example', 'kim@gmail.com', 'ali@nowhere.example'].map((e) => service.email(e)));
    for (let i = 0; i < 5; i += 1) verdicts.push(await service.email(`person${i}@example.org`));

    expect(verdicts).toEqual(Array(9).fill('Valid'));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0].msg).toMatch(/^DNS unusable: it finds no mail servers for gmail\.com, outlook\.com, yahoo\.com/);
    expect(service.dnsState()).toBe('unusable');
  });

  it('still refuses a malformed address (the syntax needs no DNS)', async () => {
    const service = createValidationService(config, { resolver: deniedDns().resolver, log: recordingLog().log });
    expect(await service.email('not-an-email')).toBe('Invalid');
    expect(await service.email('jo@')).toBe('Invalid');
  });

  it('asks only the probe domains, once per interval, not each visitor’s domain', async () => {
    const dns = deniedDns();
    const service = createValidationService(config, { resolver: dns.resolver, log: recordingLog().log });
    await service.email('jo@example.com');
    await service.email('sam@example.org');
    expect(dns.asked.filter((q) => q.startsWith('mx '))).toEqual(probeDomains.map((d) => `mx ${d}`));
  });

  it('counts a DNS that times out on the probes as unusable too (checks no longer wait for it)', async () => {
    const hanging = Object.fromEntries(probeDomains.map((d): [string, Zone] => [d, { mx: 'hang', a: 'hang', aaaa: 'hang' }]));
    const { log, warnings } = recordingLog();
    // A lookup waits 2 s here, so a check that still waited is told apart from one that did not by a margin
    // no busy machine closes.
    const service = createValidationService({ ...config, timeoutMs: 2000 }, { resolver: fakeDns(hanging).resolver, log });
    expect(await service.email('jo@example.com')).toBe('Valid');
    const started = Date.now();
    expect(await service.email('sam@example.com')).toBe('Valid');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(warnings()).toHaveLength(1);
  });
});

describe('e-mail checks on a working DNS', () => {
  it('refuse a domain with a null MX and one that does not exist', async () => {
    const { log, warnings } = recordingLog();
    const service = createValidationService(config, { resolver: fakeDns(testZones).resolver, log });
    expect(await service.email('jo@nullmx.example')).toBe('Invalid');
    expect(await service.email('jo@no-such-domain.example')).toBe('Invalid');
    expect(await service.email('jo@example.com')).toBe('Valid');
    expect(warnings()).toEqual([]);
    expect(service.dnsState()).toBe('usable');
  });
});

describe('the DNS breaking and coming back', () => {
  it('fails open while it is broken and checks domains again once a probe finds mail servers', async () => {
    const zones: Record<string, Zone> = { ...testZones };
    const { log, lines, warnings } = recordingLog();
    let now = 0;
    const service = createValidationService(config, { resolver: fakeDns(zones).resolver, log, dnsProbeIntervalMs: 60_000, now: () => now });

    expect(await service.email('jo@nullmx.example')).toBe('Invalid');

    // The resolver starts denying everything; the verdict holds until the interval has passed.
    for (const name of Object.keys(zones)) delete zones[name];
    expect(await service.email('jo@nullmx.example')).toBe('Invalid');
    now += 60_000;
    expect(await service.email('jo@nullmx.example')).toBe('Valid');
    expect(await service.email('jo@example.com')).toBe('Valid');
    expect(warnings()).toHaveLength(1);

    // Back: after the next probe a null MX is refused again, and the return is logged.
    Object.assign(zones, testZones);
    now += 60_000;
    expect(await service.email('jo@nullmx.example')).toBe('Invalid');
    expect(service.dnsState()).toBe('usable');
    expect(lines.filter((l) => l.level === 'info').map((l) => l.msg)).toEqual(['DNS answers again: e-mail domains are checked again']);

    // Broken again: a new outage, a new (single) warning.
    for (const name of Object.keys(zones)) delete zones[name];
    now += 60_000;
    expect(await service.email('jo@nullmx.example')).toBe('Valid');
    expect(await service.email('jo@nullmx.example')).toBe('Valid');
    expect(warnings()).toHaveLength(2);
  });
});

describe('forms on a machine whose DNS denies every name', () => {
  const logs = captureLogs();
  describeEachDatabase(
    'newsletter, enquiry and sign-up',
    (suite) => {
      const post = (url: string, payload: object) => suite.app.inject({ method: 'POST', url, payload, remoteAddress: visitorIp() });

      it('accept the visitor’s address, logging the DNS once at start', async () => {
        expect((await post(validateEmailPath, { email: 'jo@example.com' })).json()).toMatchObject({ result: 'Valid' });
        expect((await post(newsletterPath, { email: uniqueEmail() })).statusCode).toBe(200);
        const enquiry = {
          type: 'Property',
          annual_rent: 'Unsure',
          isLeaseHeld: 1,
          city: 'Leeds',
          comments: 'Rent review.',
          firstname: 'Jo',
          lastname: 'Bloggs',
          email: uniqueEmail(),
          phone: '07400 123456',
          isSubscribe: false,
        };
        expect((await post(enquiryPath, enquiry)).statusCode).toBe(200);
        const member = { firstname: 'Jo', lastname: 'Bloggs', email: uniqueEmail(), phone: uniqueMobile(), password: `pw-${Date.now()}-horse-battery` };
        expect((await post(registerPath, member)).statusCode).toBe(200);

        const dnsWarnings = logs.entries.filter((e) => typeof e.msg === 'string' && e.msg.startsWith('DNS unusable'));
        expect(dnsWarnings.length).toBeGreaterThanOrEqual(1);
        // One per app (the two database suites share this capture), never one per request.
        expect(dnsWarnings.length).toBeLessThanOrEqual(2);
        expect(logs.entries.filter((e) => e.msg === 'e-mail domain lookup failed; the address counts as valid')).toEqual([]);
      });
    },
    { env: { LOG_LEVEL: 'info' }, options: { resolver: deniedDns().resolver, logStream: logs.stream } },
  );
});
