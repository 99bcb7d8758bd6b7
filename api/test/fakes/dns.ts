import type { MxRecord } from 'node:dns';
import type { DnsResolver } from '../../src/modules/validate/validation.service';

/** How the fake DNS answers for one name: records, a DNS error code, or never (a lookup that hangs). */
type Answer<T> = T | { error: string } | 'hang';
export interface Zone {
  mx?: Answer<MxRecord[]>;
  a?: Answer<string[]>;
  aaaa?: Answer<string[]>;
}

const dnsError = (code: string, syscall: string, hostname: string) => Object.assign(new Error(`${syscall} ${code} ${hostname}`), { code, syscall, hostname });

/**
 * A DnsResolver over a fixed table, answering like node:dns: a name not in the table is NXDOMAIN
 * (ENOTFOUND), a type the name lacks is ENODATA. Every question asked is recorded.
 */
export function fakeDns(zones: Record<string, Zone>) {
  const asked: string[] = [];
  const lookup =
    <T>(type: keyof Zone, syscall: string) =>
    (hostname: string): Promise<T> => {
      asked.push(`${type} ${hostname}`);
      const zone = zones[hostname];
      if (!zone) return Promise.reject(dnsError('ENOTFOUND', syscall, hostname));
      const answer = zone[type] as Answer<T> | undefined;
      if (answer === undefined) return Promise.reject(dnsError('ENODATA', syscall, hostname));
      if (answer === 'hang') return new Promise<T>(() => {});
      if (typeof answer === 'object' && answer !== null && 'error' in answer) return Promise.reject(dnsError(answer.error, syscall, hostname));
      return Promise.resolve(answer);
    };
  const resolver: DnsResolver = {
    resolveMx: lookup<MxRecord[]>('mx', 'queryMx'),
    resolve4: lookup<string[]>('a', 'queryA'),
    resolve6: lookup<string[]>('aaaa', 'queryAaaa'),
  };
  return { resolver, asked };
}

/**
 * The domains the tests use, one per branch of the e-mail check, plus the well-known mail domains the app
 * probes to decide whether the DNS can be believed (modules/validate/dns-health.ts).
 */
export const testZones: Record<string, Zone> = {
  'gmail.com': { mx: [{ exchange: 'gmail-smtp-in.l.google.com', priority: 5 }] },
  'outlook.com': { mx: [{ exchange: 'outlook-com.olc.protection.outlook.com', priority: 5 }] },
  'yahoo.com': { mx: [{ exchange: 'mta5.am0.yahoodns.net', priority: 1 }] },
  'example.com': { mx: [{ exchange: 'mx.example.com', priority: 10 }] },
  'tenants.example': { mx: [{ exchange: 'mail.tenants.example', priority: 5 }] },
  // RFC 7505: "this domain accepts no mail" (Node gives the root name as '').
  'nullmx.example': { mx: [{ exchange: '', priority: 0 }], a: ['192.0.2.10'] },
  'a-only.example': { a: ['192.0.2.20'] },
  'aaaa-only.example': { aaaa: ['2001:db8::20'] },
  'slow.example': { mx: 'hang' },
  'servfail.example': { mx: { error: 'ESERVFAIL' } },
  'refused.example': { mx: { error: 'ECONNREFUSED' } },
  'no-address.example': { mx: [], a: { error: 'ENODATA' }, aaaa: { error: 'ENODATA' } },
};

/** A resolver like a sandbox's: "no such domain" for every name, the probe domains included. */
export const deniedDns = () => fakeDns({});
