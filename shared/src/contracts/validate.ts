import { z } from 'zod';

/** E-mail and phone checks, moved behind our API so no validation-service key reaches the browser. */
export const validateEmailPath = '/api/validate/email';
export const validateEmailRequestSchema = z.object({ email: z.string().trim().max(254) });

export const validatePhonePath = '/api/validate/phone';
export const validatePhoneRequestSchema = z.object({
  telephoneNumber: z.string().transform((v) => v.replace(/\D/g, '')).pipe(z.string().max(20)),
  defaultCountry: z.literal('GB').default('GB'),
});

export const validationResultSchema = z.object({
  success: z.literal(true),
  result: z.enum(['Valid', 'Invalid', 'Inconclusive']),
});
export type ValidationResult = z.infer<typeof validationResultSchema>;
