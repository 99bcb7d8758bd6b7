import { TextField } from '@tenants/shared/core';
import type { Billing } from '../lib/donation-form-state';
import type { FieldProps } from './field-props';

/** Step 2: the billing details; address line 2 is the only optional one (docs/product/donation.md). */
export function BillingStep({ field }: { field: FieldProps<keyof Billing> }) {
  return (
    <>
      <div className="donation-card__pair">
        <TextField label="First name" autoComplete="given-name" maxLength={100} {...field('firstname')} />
        <TextField label="Surname" autoComplete="family-name" maxLength={100} {...field('lastname')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" maxLength={254} {...field('email')} />
      <TextField label="Address line 1" autoComplete="address-line1" maxLength={200} {...field('addressLineOne')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line2" maxLength={200} {...field('addressLineTwo')} />
      <div className="donation-card__pair">
        <TextField label="Town/City" autoComplete="address-level2" maxLength={100} {...field('city')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          maxLength={12}
          className="donation-card__postcode"
          {...field('postcode')}
        />
      </div>
    </>
  );
}
