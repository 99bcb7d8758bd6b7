import type { FastifyBaseLogger } from 'fastify';
import { emailField, type ValidationResult } from '@tenants/shared/model';
import type { ValidationConfig } from '../../config';
import { createDnsHealth, type DnsState } from './dns-health';
import { checkMailDomain, type DnsResolver } from './email-domain';
import { isCallableNumber } from './phone-number';
import { createRemoteValidation } from './remote-service';

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

  return {
    async email(value) {
      const email = value.trim();
      if (!emailSyntax.safeParse(email).success) return 'Invalid';
      // A DNS that denies even the probe domains would refuse every address: then only the syntax counts.
      if (config.dnsCheck && (await dns.state()) === 'usable') {
        const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
        const answer = await checkMailDomain(deps.resolver, domain, config.timeoutMs);
        if (answer === 'no-mail') return 'Invalid';
        if (answer === 'unknown') deps.log.warn({ domain }, 'e-mail domain lookup failed; the address counts as valid');
      }
      if (remote && (await remote.email(email)) === 'invalid') return 'Invalid';
      return 'Valid';
    },

    async phone(value) {
      const digits = value.replace(/\D/g, '');
      if (!isCallableNumber(digits)) return 'Invalid';
      if (remote && (await remote.phone(digits)) === 'invalid') return 'Invalid';
      return 'Valid';
    },

    dnsState: () => (config.dnsCheck ? dns.lastState() : 'off'),
    probeDns: async () => {
      if (config.dnsCheck) await dns.state();
    },
  };
}
