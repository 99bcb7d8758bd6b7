import './zod-setup';
import { z } from 'zod';
import { emailField, requiredText } from './common';
import { messages } from '../messages';

export { donationPresets, donationStorageKeys } from '../forms';

export const donationPath = '/api/donation';
export const donationRequestSchema = z.object({
  /** Whole pounds sterling. */
  amount: z
    // A whole number, or a string of digits as a form field gives it; never true, "0x10", "1e3" or " 5 ".
    .union([z.number().int(messages.amountInvalid), z.string().regex(/^\d{1,9}$/, messages.amountInvalid)], {
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? messages.amountRequired : messages.amountInvalid),
    })
    .transform(Number)
    .pipe(z.number().positive(messages.amountInvalid).max(100000, messages.amountInvalid)),
  firstname: requiredText(messages.firstNameRequired, 100),
  lastname: requiredText(messages.surnameRequired, 100),
  email: emailField(messages.billingEmailRequired, messages.emailInvalid),
  addressLineOne: requiredText(messages.addressRequired, 200),
  addressLineTwo: z.string().trim().max(200).optional().default(''),
  city: requiredText(messages.cityRequired, 100),
  postcode: requiredText(messages.postcodeRequired, 12),
  name: z
    .string({ error: messages.cardNameRequired })
    .trim()
    .min(1, messages.cardNameRequired)
    .max(100)
    .regex(/^[A-Za-z ]+$/, messages.cardNameRequired),
  card_number: z
    .string({ error: messages.cardNumberRequired })
    .min(1, messages.cardNumberRequired)
    .regex(/^\d{12,19}$/, 'Please check your card number.'),
  card_exp_month: z.coerce.number({ error: messages.cardMonthRequired }).int().min(1, messages.cardMonthRequired).max(12, messages.cardMonthRequired),
  card_exp_year: z.coerce.number({ error: messages.cardYearRequired }).int().min(1000, messages.cardYearFull).max(9999, messages.cardYearFull),
  card_cvc: z.string({ error: messages.cardCvcRequired }).regex(/^\d{3,4}$/, messages.cardCvcRequired),
  /** One key per attempt: a repeated submit of the same attempt charges once. */
  idempotency_key: z.string().min(8).max(100).optional(),
});
export type DonationRequest = z.input<typeof donationRequestSchema>;

export const donationResponseSchema = z.object({
  success: z.literal(true),
  next_action: z.object({ redirect_to_url: z.object({ url: z.string() }) }).optional(),
  message: z.string().optional(),
});
export type DonationResponse = z.infer<typeof donationResponseSchema>;
