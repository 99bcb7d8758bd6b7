import type { FastifyBaseLogger } from 'fastify';
import { checkMailDomain, type DnsResolver } from './email-domain';

/**
 * Domains that certainly receive mail. A resolver that finds no mail servers for any of them is not telling
 * the truth about the internet (a sandbox, a captive or broken DNS that answers "no such domain" for every
 * name): believing it would refuse every visitor's address.
 */
export const probeDomains = ['gmail.com', 'outlook.com', 'yahoo.com'] as const;

/** How long a verdict on the resolver holds before the probe domains are asked again. */
export const defaultProbeIntervalMs = 5 * 60 * 1000;

export type DnsState = 'usable' | 'unusable';

export interface DnsHealth {
  /** The resolver's state, asking the probe domains first when the last answer is older than the interval. */
  state(): Promise<DnsState>;
  /** The last verdict without asking (for /api/health); `unknown` before the first probe. */
  lastState(): DnsState | 'unknown';
}

export interface DnsHealthOptions {
  resolver: DnsResolver;
  timeoutMs: number;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Milliseconds now; tests move it forward to see the resolver come back. */
  now?: () => number;
}

/**
 * Watches whether the DNS can be believed. While it cannot, the e-mail check fails open (docs/product/api.md: a check
 * that could not run counts as valid) with one warning for the whole outage instead of one per visitor; as
 * soon as a probe finds mail servers again, domains are checked again (a null MX is refused again).
 */
export function createDnsHealth({ resolver, timeoutMs, log, intervalMs = defaultProbeIntervalMs, now = Date.now }: DnsHealthOptions): DnsHealth {
  let current: DnsState | 'unknown' = 'unknown';
  let checkedAt = -Infinity;
  // One probe at a time: a burst of checks when the verdict expires asks the probe domains once.
  let running: Promise<DnsState> | undefined;

  async function probe(): Promise<DnsState> {
    const answers = await Promise.all(probeDomains.map((domain) => checkMailDomain(resolver, domain, timeoutMs)));
    const next: DnsState = answers.includes('accepts-mail') ? 'usable' : 'unusable';
    if (next === 'unusable' && current !== 'unusable') {
      log.warn(
        { probes: Object.fromEntries(probeDomains.map((domain, i) => [domain, answers[i]])) },
        `DNS unusable: it finds no mail servers for ${probeDomains.join(', ')}; e-mail domains go unchecked (addresses count as valid) until it answers again`,
      );
    } else if (next === 'usable' && current === 'unusable') {
      log.info('DNS answers again: e-mail domains are checked again');
    }
    current = next;
    checkedAt = now();
    return next;
  }

  return {
    state() {
      if (current !== 'unknown' && now() - checkedAt < intervalMs) return Promise.resolve(current);
      running ??= probe().finally(() => {
        running = undefined;
      });
      return running;
    },
    lastState: () => current,
  };
}
