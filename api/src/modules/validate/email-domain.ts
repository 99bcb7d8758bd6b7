import type { MxRecord } from 'node:dns';

/** The lookups the e-mail check needs; node:dns/promises' Resolver has them, tests hand in a fake. */
export interface DnsResolver {
  resolveMx(hostname: string): Promise<MxRecord[]>;
  resolve4(hostname: string): Promise<string[]>;
  resolve6(hostname: string): Promise<string[]>;
}

/** What the DNS says about a domain receiving mail; `unknown` when it could not be asked (timeout, SERVFAIL...). */
export type DomainAnswer = 'accepts-mail' | 'no-mail' | 'unknown';

// The answers that mean "the name or the record does not exist", as opposed to "the lookup failed".
const absent = new Set(['ENODATA', 'ENOTFOUND']);

const withTimeout = <T>(lookup: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`DNS lookup timed out after ${ms} ms`), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([lookup, timeout]).finally(() => clearTimeout(timer));
};

const isAbsent = (error: unknown) => absent.has((error as { code?: string })?.code ?? '');

// RFC 7505: a single MX "." (Node reports it as '') says the domain accepts no mail at all.
const isNullMx = (records: MxRecord[]) => records.length > 0 && records.every((r) => r.exchange === '' || r.exchange === '.');

/**
 * Whether a domain can receive mail, the way a sending server decides (RFC 5321 §5.1): its MX records,
 * else (no MX at all) its A/AAAA address. Any lookup that fails for another reason than "no such
 * record" gives `unknown`, which the caller treats as valid (docs/product/api.md: a failed check counts as valid).
 */
export async function checkMailDomain(resolver: DnsResolver, domain: string, timeoutMs: number): Promise<DomainAnswer> {
  try {
    const records = await withTimeout(resolver.resolveMx(domain), timeoutMs);
    if (isNullMx(records)) return 'no-mail';
    if (records.length > 0) return 'accepts-mail';
  } catch (error) {
    if (!isAbsent(error)) return 'unknown';
  }

  const addresses = await Promise.allSettled([withTimeout(resolver.resolve4(domain), timeoutMs), withTimeout(resolver.resolve6(domain), timeoutMs)]);
  if (addresses.some((a) => a.status === 'fulfilled' && a.value.length > 0)) return 'accepts-mail';
  return addresses.every((a) => a.status === 'fulfilled' || isAbsent(a.reason)) ? 'no-mail' : 'unknown';
}
