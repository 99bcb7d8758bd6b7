import { donationRequestSchema, donationStorageKeys } from '@tenants/shared';
import { billingFields, type Billing } from './donation-form-state';

/**
 * The amount and billing details in session storage (SPEC §3), so the failure page can bring them back after
 * the card check's round trip through another site. The card is never stored. Storage the browser refuses
 * (disabled, full) only costs that restore, so its errors are swallowed.
 */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export const saveAmount = (amount: number) => attempt(() => sessionStorage.setItem(donationStorageKeys.amount, String(amount)), undefined);
export const saveBilling = (billing: Billing) => attempt(() => sessionStorage.setItem(donationStorageKeys.billing, JSON.stringify(billing)), undefined);
export const clearBilling = () => attempt(() => sessionStorage.removeItem(donationStorageKeys.billing), undefined);
export const clearDonation = () => attempt(() => Object.values(donationStorageKeys).forEach((key) => sessionStorage.removeItem(key)), undefined);

export function loadAmount(): number | null {
  const raw = attempt(() => sessionStorage.getItem(donationStorageKeys.amount), null);
  const parsed = donationRequestSchema.shape.amount.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function loadBilling(): Billing | null {
  const raw = attempt(() => sessionStorage.getItem(donationStorageKeys.billing), null);
  if (raw === null) return null;
  const stored = attempt(() => JSON.parse(raw) as unknown, null);
  if (!stored || typeof stored !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(billingFields.map((f) => [f, text((stored as Record<string, unknown>)[f])])) as unknown as Billing;
}
