import type { EnquiryRequest } from '@tenants/shared';
import { enquiryTypes, rentBands } from '@tenants/shared/core';

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

/**
 * The answers as the site server gave them back with a step of the enquiry sent without JavaScript (form
 * fields: text), read into the wizard's form; anything not one of the choices is left unanswered.
 */
export function formFromFields(values: Record<string, string>): EnquiryForm {
  const lease = Number(values.isLeaseHeld);
  return {
    type: enquiryTypes.find((t) => t === values.type) ?? null,
    annual_rent: rentBands.find((b) => b === values.annual_rent) ?? null,
    isLeaseHeld: values.isLeaseHeld !== '' && (lease === 0 || lease === 1 || lease === 2) ? lease : null,
    city: values.city ?? '',
    comments: values.comments ?? '',
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    isSubscribe: !!values.isSubscribe,
  };
}

/** The form's answers as hidden fields carry them from step to step without JavaScript. */
export function fieldsFromForm(form: EnquiryForm): Record<keyof EnquiryForm, string> {
  return {
    type: form.type ?? '',
    annual_rent: form.annual_rent ?? '',
    isLeaseHeld: form.isLeaseHeld === null ? '' : String(form.isLeaseHeld),
    city: form.city,
    comments: form.comments,
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    phone: form.phone,
    isSubscribe: form.isSubscribe ? '1' : '',
  };
}
