import type { AxiosInstance } from 'axios';
import { checkEmail, donationRequestSchema, messages } from '@tenants/shared';
import { chosenAmount, type DonationForm } from './donation-form-state';
import type { Problem } from './card-problem';

export type { Problem } from './card-problem';

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
 * Step 2, in docs/product/donation.md's order: first name, surname, e-mail (required, then valid through our API, where a
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

/** Whether the billing details are complete enough to open the card step (after a reload or the failure route). */
export const billingComplete = (form: DonationForm) =>
  (['firstname', 'lastname', 'email', 'addressLineOne', 'city', 'postcode'] as const).every((f) => contract[f].safeParse(form[f]).success);

/** A stored amount (session storage, as written on Continue), when the contract takes it. */
export function parseAmount(stored: unknown): number | null {
  const parsed = contract.amount.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The furthest step the answers given so far reach. */
export const furthestStep = (form: DonationForm): 1 | 2 | 3 => (amountProblem(form) ? 1 : billingComplete(form) ? 3 : 2);
