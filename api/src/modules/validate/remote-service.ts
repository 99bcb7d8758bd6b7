import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defaultCountry } from './phone-number';

/** The remote service's word on a value; `unavailable` when the call failed, which counts as valid (docs/product/api.md). */
export type RemoteAnswer = 'valid' | 'invalid' | 'unavailable';

const status = z.object({ Success: z.literal(true) });
const emailAnswer = z.object({ Status: status, Result: z.string() });
const phoneAnswer = z.object({ Status: status, Result: z.object({ ValidationResult: z.string() }) });

/** The options docs/product/api.md lists for the phone check, sent as they are. */
const phoneOptions = {
  UseMobileValidation: true,
  UseLineValidation: true,
  UseUnavailableStatus: true,
  UseAmbiguousStatus: true,
  TreatUnavailableMobileAsInvalid: false,
  ExcludeUnlikelyNumbers: false,
  RequiredCountry: '',
  AllowedPrefixes: '',
  BarredPrefixes: '',
};

export interface RemoteValidation {
  email(email: string): Promise<RemoteAnswer>;
  phone(digits: string): Promise<RemoteAnswer>;
}

/**
 * The Data8-style services of docs/product/api.md: POST with the key in the query string, valid when the service says
 * "Valid". Only the server calls them, so the key never reaches a browser. A refused key, an error status,
 * an unexpected body, a timeout or a network error all count as "unavailable".
 */
export function createRemoteValidation(config: { apiKey: string; baseUrl: string; timeoutMs: number }, log: FastifyBaseLogger): RemoteValidation {
  async function ask<T>(service: 'email' | 'phone', path: string, body: object, read: z.ZodType<T>, result: (answer: T) => string): Promise<RemoteAnswer> {
    try {
      const response = await fetch(`${config.baseUrl}${path}?key=${encodeURIComponent(config.apiKey)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = read.safeParse(await response.json());
      if (!parsed.success) throw new Error('unexpected answer (a refused key or an unknown format)');
      return result(parsed.data) === 'Valid' ? 'valid' : 'invalid';
    } catch (error) {
      // Only the reason: the request URL carries the key.
      const reason = error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : String(error);
      log.warn({ service, reason }, 'validation service unavailable; the value counts as valid');
      return 'unavailable';
    }
  }

  return {
    email: (email) => ask('email', '/EmailValidation/IsValid.json', { email, level: 'MX', options: {} }, emailAnswer, (a) => a.Result),
    phone: (digits) =>
      ask(
        'phone',
        '/PhoneValidation/IsValid.json',
        { telephoneNumber: digits, defaultCountry, options: phoneOptions },
        phoneAnswer,
        (a) => a.Result.ValidationResult,
      ),
  };
}
