import { messages } from '@tenants/shared/core';
import { cardLimits, type DonationForm, type Field } from './donation-form-state';

/** The first thing wrong with a step: the field to point at and docs/product/donation.md's message. */
export type Problem = [Field, string];

/**
 * Step 3, in docs/product/donation.md's order. The card number's length and the month's range are left to the server
 * (docs/product/donation.md); a short CVV gets the CVV message here rather than a round trip for the same answer.
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
