import type { EnquiryRequest } from '@tenants/shared';

/** The form as the visitor fills it (docs/product/enquiry.md: initially empty, isLeaseHeld null, isSubscribe false). */
export interface EnquiryForm {
  type: EnquiryRequest['type'] | null;
  annual_rent: EnquiryRequest['annual_rent'] | null;
  isLeaseHeld: EnquiryRequest['isLeaseHeld'] | null;
  city: string;
  comments: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  isSubscribe: boolean;
}

export const emptyForm: EnquiryForm = {
  type: null,
  annual_rent: null,
  isLeaseHeld: null,
  city: '',
  comments: '',
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  isSubscribe: false,
};

/**
 * The furthest step the answers so far allow: a step is reachable once every step before it is answered.
 * A history entry for a later step (answers cleared on leaving the flow or on submit) falls back to it.
 */
export function furthestStep(form: EnquiryForm): number {
  if (form.type === null) return 1;
  if (form.annual_rent === null) return 2;
  if (form.isLeaseHeld === null) return 3;
  if (!form.firstname.trim() || !form.lastname.trim()) return 6;
  return 7;
}

/** The request body: e-mail trimmed, phone digits only (docs/product/enquiry.md). */
export function toRequest(form: EnquiryForm): EnquiryRequest {
  return {
    type: form.type!,
    annual_rent: form.annual_rent!,
    isLeaseHeld: form.isLeaseHeld!,
    city: form.city.trim(),
    comments: form.comments.trim(),
    firstname: form.firstname.trim(),
    lastname: form.lastname.trim(),
    email: form.email.trim(),
    phone: form.phone.replace(/\D/g, ''),
    isSubscribe: form.isSubscribe,
  };
}
