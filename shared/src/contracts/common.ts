import './zod-setup';
import { z } from 'zod';
import { messages } from '../messages';

/** Every error answer: `{ success: false, message, errors: [{ message }] }` (docs/product/api.md reads both). */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ success: z.literal(true), message: z.string().optional() });

/** A trimmed, required, syntactically valid e-mail with the spec's messages (overridable per form). */
export const emailField = (required: string = messages.emailRequired, invalid: string = messages.emailInvalid) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }));

/** Phone numbers keep digits only (docs/product/api.md); required, 7–15 digits (E.164 bounds). */
export const phoneField = (required: string = messages.phoneRequired, invalid: string = messages.phoneInvalid) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(1, required).min(7, invalid).max(15, invalid));

export const requiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** Builds the error body the API sends and the clients read. */
export const apiError = (message: string): ApiError => ({ success: false, message, errors: [{ message }] });
