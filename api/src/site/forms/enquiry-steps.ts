import { enquiryPath, enquiryRequestSchema, messages, validateEmailPath, validatePhonePath, type FormResult } from '@tenants/shared/model';
import { rejected, type FormApiCall } from './form-handlers';

/** The wizard's answers as its form names them (docs/product/enquiry.md), in step order. */
export const enquiryFields = ['type', 'annual_rent', 'isLeaseHeld', 'city', 'comments', 'firstname', 'lastname', 'email', 'phone', 'isSubscribe'] as const;
type Field = (typeof enquiryFields)[number];
const stepFields: Record<number, Field[]> = { 1: ['type'], 2: ['annual_rent'], 3: ['isLeaseHeld'], 4: ['city'], 5: ['comments'], 6: ['firstname', 'lastname'] };
const lastStep = 7;

/** The answer as the contract reads it: the lease answer is a number, the opt-in a box. */
const typed = (field: Field, value: string): unknown => (field === 'isLeaseHeld' ? (value === '' ? undefined : Number(value)) : value);

/** The contract's message for one answer, or none. */
function problemWith(field: Field, value: string): string | undefined {
  const checked = enquiryRequestSchema.shape[field].safeParse(typed(field, value));
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The first step whose answers are missing or refused: a later step cannot be reached past it. */
function furthest(values: Record<Field, string>): number {
  for (let step = 1; step < lastStep; step += 1) if (stepFields[step].some((field) => problemWith(field, values[field]) !== undefined)) return step;
  return lastStep;
}

export type EnquiryOutcome = { done: true } | { done: false; result: FormResult };

/**
 * One step of the enquiry sent without JavaScript: the answers so far ride in the form's hidden fields, the
 * step's own are checked with the contract's messages (beside the fields, as the wizard's toasts would say
 * them), and the answer is the next step, the same step with its messages, or, after step 7, the enquiry
 * sent the way the wizard sends it (the e-mail and phone checks first, then POST /api/enquire/create).
 */
export async function enquiryStep(fields: Record<string, string>, call: FormApiCall): Promise<EnquiryOutcome> {
  const values = Object.fromEntries(enquiryFields.map((field) => [field, fields[field] ?? ''])) as Record<Field, string>;
  const asked = Math.min(Math.max(Number.parseInt(fields.step ?? '1', 10) || 1, 1), lastStep);
  const errors: Record<string, string> = {};
  let message = '';
  let step = Math.min(asked, furthest(values));
  if (fields.nav === 'back') step = Math.max(step - 1, 1);
  else if (step < lastStep) {
    for (const field of stepFields[step]) {
      const problem = problemWith(field, values[field]);
      if (problem && !errors[field]) errors[field] = problem;
    }
    if (!Object.keys(errors).length) step += 1;
  } else {
    const email = values.email.trim();
    const phone = values.phone.replace(/\D/g, '');
    const emailProblem = problemWith('email', email) ?? ((await rejected(call, validateEmailPath, { email })) ? messages.emailInvalid : undefined);
    const phoneProblem =
      problemWith('phone', phone) ??
      ((await rejected(call, validatePhonePath, { telephoneNumber: phone, defaultCountry: 'GB' })) ? messages.phoneInvalid : undefined);
    if (emailProblem) errors.email = emailProblem;
    if (phoneProblem) errors.phone = phoneProblem;
    if (!emailProblem && !phoneProblem) {
      const request = enquiryRequestSchema.safeParse({
        ...Object.fromEntries(enquiryFields.map((field) => [field, typed(field, values[field].trim())])),
        phone,
        isSubscribe: values.isSubscribe !== '',
      });
      if (!request.success) message = request.error.issues[0]?.message ?? messages.generic;
      else {
        const answer = await call(enquiryPath, request.data);
        if (answer.status === 200) return { done: true };
        message = answer.message ?? messages.generic;
      }
    }
  }
  return { done: false, result: { form: 'enquiry', ok: false, message, values: { ...values, step: String(step) }, errors } };
}
