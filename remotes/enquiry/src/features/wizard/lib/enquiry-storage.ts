import { enquiryStorageKeys, enquiryTypes, leaseHeldOptions, readStoredObject, removeStored, rentBands, writeStored } from '@tenants/shared/core';
import type { EnquiryForm } from '@tenants/shared/core';

/**
 * The enquiry's answers in session storage while the visitor is on /enquiry, so a reload reopens the step
 * (kept in the history entry) with every answer in place. The shell clears them on any other page.
 */
export const saveForm = (form: EnquiryForm) => writeStored(enquiryStorageKeys.form, JSON.stringify(form));
export const clearForm = () => removeStored(enquiryStorageKeys.form);

const oneOf = <T>(allowed: readonly T[], value: unknown): T | null => (allowed.includes(value as T) ? (value as T) : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored answers, each kept only if it is one the form could have given. */
export function loadForm(): EnquiryForm | null {
  const stored = readStoredObject(enquiryStorageKeys.form);
  if (!stored) return null;
  return {
    type: oneOf(enquiryTypes, stored.type),
    annual_rent: oneOf(rentBands, stored.annual_rent),
    isLeaseHeld: oneOf(
      leaseHeldOptions.map((option) => option.value),
      stored.isLeaseHeld,
    ),
    city: text(stored.city),
    comments: text(stored.comments),
    firstname: text(stored.firstname),
    lastname: text(stored.lastname),
    email: text(stored.email),
    phone: text(stored.phone).replace(/\D/g, ''),
    isSubscribe: stored.isSubscribe === true,
  };
}
