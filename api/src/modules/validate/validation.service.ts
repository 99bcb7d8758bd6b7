import type { FastifyBaseLogger } from 'fastify';
import { emailField, type ValidationResult } from '@tenants/shared/model';
import type { ValidationConfig } from './validate.config';
import { createDnsHealth, type DnsState } from './dns-health';
import { checkMailDomain, type DnsResolver, type DomainAnswer } from './email-domain';
import { isCallableNumber } from './phone-number';
import { createRemoteValidation, type RemoteAnswer } from './remote-service';
import { createVerdictCache } from './verdict-cache';

export type { DnsResolver } from './email-domain';
export type Verdict = ValidationResult['result'];

export interface ValidationService {
  /** The address as a form sends it (trimmed here). */
  email(value: string): Promise<Verdict>;
  /** The number as a form sends it (non-digits dropped here). */
  phone(value: string): Promise<Verdict>;
  /** Whether the DNS can be believed, as last probed; `off` with VALIDATION_DNS=0 (for /api/health). */
  dnsState(): DnsState | 'unknown' | 'off';
  /** Asks the probe domains now unless a recent verdict holds (at start, so an unusable DNS is logged at once). */
  probeDns(): Promise<void>;
}

// The same syntax rule as every form's contract, so the check never disagrees with a route's schema.
const emailSyntax = emailField();

/**
 * The e-mail and phone checks of docs/product/api.md, cheapest first: syntax, then DNS (e-mail) or the numbering plan
 * (phone), then the remote service when a key is configured. A definite "no" at any step is Invalid; a
 * step that could not answer (DNS timeout, remote service down) does not block: docs/product/api.md treats a failed
 * check as valid.
 */
export function createValidationService(
  config: ValidationConfig,
  deps: { resolver: DnsResolver; log: FastifyBaseLogger; dnsProbeIntervalMs?: number; now?: () => number },
): ValidationService {
  const { apiKey } = config;
  const remote = apiKey ? createRemoteValidation({ ...config, apiKey }, deps.log) : undefined;
  const dns = createDnsHealth({ resolver: deps.resolver, timeoutMs: config.timeoutMs, log: deps.log, intervalMs: deps.dnsProbeIntervalMs, now: deps.now });
  // The browser's check and the submit's ask the same questions seconds apart (a domain's mail
  // servers, the remote service's verdict), so the second is answered from memory; ten minutes covers a
  // form. Only decided answers are kept: a lookup that failed is asked again.
  const remembered = createVerdictCache<DomainAnswer | RemoteAnswer>({ ttlMs: 10 * 60 * 1000, max: 5000, now: deps.now });

  /** The remote service's answer for one value, from memory when it decided one lately. */
  const askRemote = async (key: string, ask: () => Promise<RemoteAnswer>): Promise<RemoteAnswer> => {
    const known = remembered.get(key);
    if (known === 'valid' || known === 'invalid') return known;
    const answer = await ask();
    if (answer !== 'unavailable') remembered.set(key, answer);
    return answer;
  };

  return {
    async email(value) {
      const email = value.trim();
      if (!emailSyntax.safeParse(email).success) return 'Invalid';
      // A DNS that denies even the probe domains would refuse every address: then only the syntax counts.
      if (config.dnsCheck && (await dns.state()) === 'usable') {
        const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
        const answer = remembered.get(`domain:${domain}`) ?? (await checkMailDomain(deps.resolver, domain, config.timeoutMs));
        if (answer === 'unknown') deps.log.warn({ domain }, 'e-mail domain lookup failed; the address counts as valid');
        else remembered.set(`domain:${domain}`, answer);
        if (answer === 'no-mail') return 'Invalid';
      }
      if (remote && (await askRemote(`email:${email.toLowerCase()}`, () => remote.email(email))) === 'invalid') return 'Invalid';
      return 'Valid';
    },

    async phone(value) {
      const digits = value.replace(/\D/g, '');
      if (!isCallableNumber(digits)) return 'Invalid';
      if (remote && (await askRemote(`phone:${digits}`, () => remote.phone(digits))) === 'invalid') return 'Invalid';
      return 'Valid';
    },

    dnsState: () => (config.dnsCheck ? dns.lastState() : 'off'),
    probeDns: async () => {
      if (config.dnsCheck) await dns.state();
    },
  };
}
