import { blank, flag, integer, url, type Env } from '../../config/parse';

/** The e-mail and phone checks (docs/product/api.md): local rules always, the Data8-style remote service when a key is set. */
export interface ValidationConfig {
  /** The remote service's key; server-side only, never in /config.json or a browser bundle. */
  apiKey?: string;
  /** Base URL of the remote services (their paths hang under it); a local fake in tests. */
  baseUrl: string;
  /** Limit for each DNS lookup and each remote call; a check that runs out of time counts as valid (docs/product/api.md). */
  timeoutMs: number;
  /** MX/A lookups of the e-mail's domain; off where the server has no outbound DNS (syntax is still checked). */
  dnsCheck: boolean;
}

export function loadValidationConfig(env: Env): { validation: ValidationConfig } {
  return {
    validation: {
      apiKey: blank(env.VALIDATION_API_KEY) ? undefined : env.VALIDATION_API_KEY!.trim(),
      baseUrl: url(env, 'VALIDATION_BASE_URL', ['https:', 'http:']) ?? 'https://webservices.data-8.co.uk',
      timeoutMs: integer(env, 'VALIDATION_TIMEOUT_MS', 3000, 100, 60_000),
      dnsCheck: flag(env.VALIDATION_DNS, true),
    },
  };
}
