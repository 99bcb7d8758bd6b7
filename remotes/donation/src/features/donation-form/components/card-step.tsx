import { TextField } from '@tenants/shared/core';
import type { Card } from '../lib/donation-form-state';
import { CardNumberField } from './card-number-field';
import type { FieldProps } from './field-props';

/** Step 3: the card. Its details go to the payment provider and are never stored by us (docs/decisions/0003-payments-provider.md). */
export function CardStep({ field }: { field: FieldProps<keyof Card> }) {
  return (
    <>
      <TextField label="Name on card" autoComplete="cc-name" maxLength={100} {...field('name')} />
      <CardNumberField {...field('card_number')} />
      <div className="donation-card__trio">
        <TextField label="Expiry month" inputMode="numeric" autoComplete="cc-exp-month" placeholder="MM" {...field('card_exp_month')} />
        <TextField label="Expiry year" inputMode="numeric" autoComplete="cc-exp-year" placeholder="YYYY" {...field('card_exp_year')} />
        <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...field('card_cvc')} />
      </div>
      <p className="donation-card__note">Your payment is processed securely by our payment provider. We never store your card number or CVV.</p>
    </>
  );
}
