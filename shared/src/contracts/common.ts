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

/**
 * An address on this site, as a link may name it: exactly one leading `/`, no `\` (browsers read `/\host` as
 * `//host`, another site), no spaces or control characters, and already normalised (no `.` or `..` segment,
 * encoded or not), so what is checked is what the browser opens.
 */
export function isSitePath(value: string): boolean {
  if (!/^\/(?![/\\])[^\s\\]{0,300}$/.test(value) || /[\p{Cc}]/u.test(value)) return false;
  const base = 'https://site.invalid';
  const url = new URL(value, base);
  return url.origin === base && url.pathname === value.split(/[?#]/)[0];
}

/** An uploaded picture's path: under `/media/`, each segment a name (never `.`, `..` or empty), lower case. */
export const mediaPathPattern = /^\/media\/(?:[a-z0-9][a-z0-9._-]*\/){0,10}[a-z0-9][a-z0-9._-]*$/;
export const isMediaPath = (value: string) => value.length <= 207 && mediaPathPattern.test(value);
