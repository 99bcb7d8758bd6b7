/**
 * The enquiry's steps, defined once (docs/product/enquiry.md "Enquiry wizard"): their questions, the answers
 * each asks for, how far the answers so far reach, and how the answers become the request. The wizard in the
 * browser and the site server's steps without JavaScript (api/src/site/forms) both read this. No zod: the
 * wizard draws its first step before the contracts load; the server checks each step with the contract.
 */
import type { EnquiryRequest } from './contracts/enquiry';
import { enquiryTypes, leaseHeldOptions, rentBands } from './forms';
import { paths } from './routes';
import type { StepAddress } from './wizard/step-history';

/** The wizard's seven steps. */
export const stepCount = 7;
/** Without JavaScript, the answers are shown once more, each with a Change link, before they are sent. */
export const checkStep = 8;

/** The answers as the form names them, in step order. */
export const enquiryFields = ['type', 'annual_rent', 'isLeaseHeld', 'city', 'comments', 'firstname', 'lastname', 'email', 'phone', 'isSubscribe'] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** Steps 1–3: a choice, which moves on by itself once picked (with JavaScript). */
export const choiceSteps = {
  1: { question: 'Which service are you interested in?', field: 'type', choices: enquiryTypes.map((t) => ({ label: t, value: t })) },
  2: { question: 'How much is your annual rent?', field: 'annual_rent', choices: rentBands.map((b) => ({ label: b, value: b })) },
  3: { question: 'Is your lease held in a Ltd company?', field: 'isLeaseHeld', choices: leaseHeldOptions.map((o) => ({ label: o.label, value: o.value })) },
} as const;

/** Each step's question and the answers it asks for. */
export const enquirySteps: Record<number, { question: string; fields: readonly EnquiryField[] }> = {
  1: { question: choiceSteps[1].question, fields: ['type'] },
  2: { question: choiceSteps[2].question, fields: ['annual_rent'] },
  3: { question: choiceSteps[3].question, fields: ['isLeaseHeld'] },
  4: { question: 'Where are you located?', fields: ['city'] },
  5: { question: 'Please tell us more about your business concerns:', fields: ['comments'] },
  6: { question: "That's great! Now please tell us a little more about you...", fields: ['firstname', 'lastname'] },
  7: { question: 'How can we contact you?', fields: ['email', 'phone', 'isSubscribe'] },
};

/** The question's heading: where a step's own address opens, so the page starts at the question, not the top. */
export const enquiryQuestionId = 'enquiry-question';

/**
 * How the enquiry writes its step in `?step=`, with script and without: 1–7, and `check` for the check of
 * every answer.
 */
export const enquiryStepInAddress: StepAddress = {
  write: (step) => (step === checkStep ? 'check' : String(step)),
  read: (raw) => {
    if (raw === 'check') return checkStep;
    const step = /^[0-9]+$/.test(raw) ? Number(raw) : 0;
    return step >= 1 && step <= stepCount ? step : null;
  },
};

/** A step's own address (post/redirect/get without JavaScript): Back and reload work, and nothing is posted again. */
export const enquiryStepAddress = (step: number) => `${paths.enquiry}?step=${enquiryStepInAddress.write(step)}#${enquiryQuestionId}`;

/** The step an address names (`?step=3`, `?step=check`); 1 for anything else. */
export const stepFromQuery = (raw: string | null | undefined): number => (raw == null ? null : enquiryStepInAddress.read(raw)) ?? 1;

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
 * The furthest step the answers so far allow: a step is reachable once every step before it is answered, so
 * an address or a history entry for a later step falls back to the first one left unanswered.
 */
export function furthestStep(form: EnquiryForm): number {
  if (form.type === null) return 1;
  if (form.annual_rent === null) return 2;
  if (form.isLeaseHeld === null) return 3;
  if (!form.firstname.trim() || !form.lastname.trim()) return 6;
  return 7;
}

/** The request body: text trimmed, phone digits only (docs/product/enquiry.md). */
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

/** Answers as form fields (text) read into the form; anything not one of the choices is left unanswered. */
export function formFromFields(values: Record<string, string | undefined>): EnquiryForm {
  const lease = Number(values.isLeaseHeld);
  return {
    type: enquiryTypes.find((t) => t === values.type) ?? null,
    annual_rent: rentBands.find((b) => b === values.annual_rent) ?? null,
    isLeaseHeld: values.isLeaseHeld && (lease === 0 || lease === 1 || lease === 2) ? lease : null,
    city: values.city ?? '',
    comments: values.comments ?? '',
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    isSubscribe: !!values.isSubscribe,
  };
}

/** The form's answers as form fields (text), as the site server keeps and draws them. */
export function fieldsFromForm(form: EnquiryForm): Record<EnquiryField, string> {
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

/** What the check step shows for an answer (the choice's label, "Yes" for the opt-in, "Not given" for nothing). */
export function answerText(form: EnquiryForm, field: EnquiryField): string {
  if (field === 'isLeaseHeld') return leaseHeldOptions.find((o) => o.value === form.isLeaseHeld)?.label ?? 'Not given';
  if (field === 'isSubscribe') return form.isSubscribe ? 'Yes, send me the newsletter' : 'No';
  const value = form[field];
  return typeof value === 'string' && value.trim() ? value.trim() : 'Not given';
}
