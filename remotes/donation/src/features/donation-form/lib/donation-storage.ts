import { donationStorageKeys, readStored, readStoredObject, removeStored, writeStored } from '@tenants/shared/core';
import { billingFields, type Billing } from './donation-form-state';

/**
 * The amount and billing details in session storage (docs/product/donation.md), so a reload, and the failure page after the
 * card check's round trip through another site, bring them back. The card is never stored.
 */
export const saveAmount = (amount: number) => writeStored(donationStorageKeys.amount, String(amount));
export const saveBilling = (billing: Billing) => writeStored(donationStorageKeys.billing, JSON.stringify(billing));
export const clearBilling = () => removeStored(donationStorageKeys.billing);
export const clearDonation = () => removeStored(...Object.values(donationStorageKeys));

/** The stored amount as written; `parseAmount` (with the checks, from the full package) tells whether it is usable. */
export const loadStoredAmount = () => readStored(donationStorageKeys.amount);

export function loadBilling(): Billing | null {
  const stored = readStoredObject(donationStorageKeys.billing);
  if (!stored) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(billingFields.map((f) => [f, text(stored[f])])) as unknown as Billing;
}
