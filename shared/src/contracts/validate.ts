import './zod-setup';
import { z } from 'zod';
import { messages } from '../messages';

/**
 * E-mail and phone checks, moved behind our API so no validation-service key reaches the browser. Any
 * string of a sane length gets an answer: judging it ("Invalid") is the check's job, not a 400's.
 */
export const validateEmailPath = '/api/validate/email';
export const validateEmailRequestSchema = z.object({
  email: z.string({ error: messages.emailRequired }).max(1000, messages.emailInvalid),
});

export const validatePhonePath = '/api/validate/phone';
export const validatePhoneRequestSchema = z.object({
  /** Digits only are checked (docs/product/api.md): spaces, dashes and a leading + are dropped. */
  telephoneNumber: z.string({ error: messages.phoneRequired }).max(100, messages.phoneInvalid),
  /** docs/product/api.md's payload; GB is the only country the product reads numbers for. */
  defaultCountry: z.literal('GB').default('GB'),
});

/**
 * `Inconclusive`: a check that could not decide. Our API answers Valid then (docs/product/api.md: a failed check
 * counts as valid); the clients accept Inconclusive as valid too, so the visitor is never blocked by it.
 */
export const validationResultSchema = z.object({
  success: z.literal(true),
  result: z.enum(['Valid', 'Invalid', 'Inconclusive']),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;
