import './zod-setup';
import { z } from 'zod';
import { listChoicesSchema, listPreferenceSchema } from './newsletters';

/**
 * A member's own data (UK GDPR Art. 15, 17, 20; docs/product/accounts-and-guides.md). Every call carries the
 * session (`Authorization: Bearer <token>`) and answers 401 without one.
 */
export const accountDataMessages = {
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not right.',
  deleted: 'Your account has been deleted. We have sent a confirmation to your e-mail address.',
} as const;

/** GET: the member's lists; PUT `{ lists }` changes them (a list asked for again needs a new confirmation). */
export const accountPreferencesPath = '/api/account/preferences';
export const accountPreferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  payload: z.object({ lists: z.array(listPreferenceSchema) }),
});
export const accountPreferencesUpdateSchema = z.object({ lists: listChoicesSchema });

/**
 * GET: everything kept about the member as JSON (`Content-Disposition: attachment`): profile, consents,
 * enquiries, donations (no card data is ever kept), staff notes of them. No password hash, token or secret.
 */
export const accountDataPath = '/api/account/data';
export const accountDataSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({ firstname: z.string(), lastname: z.string(), email: z.string(), phone: z.string(), createdAt: z.string() }),
  consents: z.array(
    z.object({
      list: z.string(),
      source: z.string().nullable(),
      wording: z.string().nullable(),
      requestedAt: z.string(),
      confirmedAt: z.string().nullable(),
      withdrawnAt: z.string().nullable(),
      /** Where the address stands now, and how consent was withdrawn (one-click, page, account, staff, bounce). */
      status: z.string().optional(),
      withdrawnVia: z.string().nullable().optional(),
    }),
  ),
  enquiries: z.array(z.record(z.string(), z.unknown())),
  donations: z.array(z.record(z.string(), z.unknown())),
  /** Their event bookings (docs/product/events.md). */
  eventBookings: z.array(z.record(z.string(), z.unknown())).optional(),
  /** Their free consultations (docs/product/consultations.md). */
  consultations: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** POST `{ password }`: the same erasure as staff's, then a confirmation mail; the session ends. */
export const accountDeletePath = '/api/account/delete';
export const accountDeleteSchema = z.object({
  password: z.string({ error: accountDataMessages.passwordRequired }).min(1, accountDataMessages.passwordRequired).max(200),
});
