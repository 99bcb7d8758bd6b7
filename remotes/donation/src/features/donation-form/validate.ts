import type { AxiosInstance } from 'axios';
import { checkEmail, donationRequestSchema, messages } from '@tenants/shared';
import { cardLimits, chosenAmount, type DonationForm, type Field } from './donation-form-state';

/** The first thing wrong with a step: the field to point at and SPEC §5's message. */
export type Problem = [Field, string];

const contract = donationRequestSchema.shape;
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

/** Step 1: something chosen, then a usable amount (the contract's rule: a positive whole number up to its cap). */
export function amountProblem(form: DonationForm): Problem | null {
  const amount = chosenAmount(form);
  if (amount === null) return ['preset', messages.amountRequired];
  const invalid = firstIssue(contract.amount.safeParse(amount));
  return invalid ? ['customAmount', invalid] : null;
}

/**
 * Step 2, in SPEC §5's order: first name, surname, e-mail (required, then valid through our API, where a
 * check that fails counts as valid), address, town/city, postcode. Address line 2 is optional. The
 * messages are the contract's, so the browser and the API word them alike.
 */
export async function billingProblem(client: AxiosInstance, form: DonationForm): Promise<Problem | null> {
  const before: Array<keyof DonationForm & keyof typeof contract> = ['firstname', 'lastname'];
  const after: Array<keyof DonationForm & keyof typeof contract> = ['addressLineOne', 'city', 'postcode'];
  for (const field of before) {
    const message = firstIssue(contract[field].safeParse(form[field]));
    if (message) return [field, message];
  }
  const email = await checkEmail(client, form.email, { required: messages.billingEmailRequired });
  if (email) return ['email', email];
  for (const field of after) {
    const message = firstIssue(contract[field].safeParse(form[field]));
    if (message) return [field, message];
  }
  return null;
}

/**
 * Step 3, in SPEC §5's order. The card number's length and the month's range are left to the server
 * (SPEC §5); a short CVV gets the CVV message here rather than a round trip for the same answer.
 */
export function cardProblem(form: DonationForm): Problem | null {
  if (!form.name.trim()) return ['name', messages.cardNameRequired];
  if (!form.card_number) return ['card_number', messages.cardNumberRequired];
  if (!form.card_exp_month) return ['card_exp_month', messages.cardMonthRequired];
  if (!form.card_exp_year) return ['card_exp_year', messages.cardYearRequired];
  if (form.card_exp_year.length < cardLimits.year) return ['card_exp_year', messages.cardYearFull];
  if (form.card_cvc.length < cardLimits.cvc) return ['card_cvc', messages.cardCvcRequired];
  return null;
}

/** Whether the billing details are complete enough to open the card step (after a reload or the failure route). */
export const billingComplete = (form: DonationForm) =>
  (['firstname', 'lastname', 'email', 'addressLineOne', 'city', 'postcode'] as const).every((f) => contract[f].safeParse(form[f]).success);
