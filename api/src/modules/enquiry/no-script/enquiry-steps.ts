import {
  checkStep,
  enquiryRequestSchema,
  enquirySteps,
  fieldsFromForm,
  formFromFields,
  furthestStep,
  messages,
  stepCount,
  stepFromQuery,
  toRequest,
  type EnquiryField,
} from '@tenants/shared/model';
import type { EnquiryDetails } from '../enquiry.tables';
import type { EnquiryDraft } from './enquiry-drafts';

/** What a step asks of the module's services, for one visitor (their address is what the limits count). */
export interface EnquiryStepCalls {
  /** Whether the e-mail check clearly judged the address invalid; a check that did not run lets it through, as in the browser. */
  emailRefused(email: string): Promise<boolean>;
  /** The same for the phone number's check. */
  phoneRefused(digits: string): Promise<boolean>;
  /** Sends the enquiry: nothing when it was taken, else the message the visitor is shown. */
  send(enquiry: EnquiryDetails): Promise<string | undefined>;
}

/** The answer as the contract reads it: the lease answer is a number, the opt-in a box. */
const typed = (field: EnquiryField, value: string): unknown =>
  field === 'isLeaseHeld' ? (value === '' ? undefined : Number(value)) : field === 'isSubscribe' ? value !== '' : value;

/** The contract's message for one answer, or none. */
function problemWith(field: EnquiryField, value: string): string | undefined {
  const checked = enquiryRequestSchema.shape[field].safeParse(typed(field, value));
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** Only the answers the form names, as text. */
const answersOf = (values: Record<string, string>) => fieldsFromForm(formFromFields(values));

/**
 * The furthest step these answers reach: the wizard's rule (shared), and the check step once the contact
 * step's answers pass the contract (the address and number checks were passed on leaving step 7).
 */
export function reachable(answers: Record<string, string>): number {
  const step = furthestStep(formFromFields(answers));
  if (step < stepCount) return step;
  return enquirySteps[stepCount].fields.some((field) => problemWith(field, answers[field] ?? '')) ? stepCount : checkStep;
}

/** The step a visit to the enquiry's address opens: the one asked for, unless an earlier one is unanswered. */
export const openedStep = (asked: string | undefined, answers: Record<string, string>) => Math.min(stepFromQuery(asked), reachable(answers));

export type EnquiryOutcome = { sent: true } | { sent: false; step: number; draft: EnquiryDraft };

/**
 * One step of the enquiry sent without JavaScript (GOV.UK's post/redirect/get): the step's answers join those
 * kept so far, are checked with the contract's messages (beside the fields, as the wizard's toasts would say
 * them), and the caller sends the visitor by 303 to the step this returns: the next one, the same one with its
 * messages, the previous one (Back), or after step 7 the check of every answer. Sent from the check step the
 * with the same service and checks as the wizard's POST /api/enquire/create, the outcome is `sent`.
 */
export async function enquiryStep(posted: Record<string, string | undefined>, kept: Record<string, string>, calls: EnquiryStepCalls): Promise<EnquiryOutcome> {
  const answers = answersOf(kept);
  const asked = Math.min(stepFromQuery(posted.step === String(checkStep) ? 'check' : posted.step), reachable(answers));
  if (asked < checkStep) {
    for (const field of enquirySteps[asked].fields) {
      // A step's text fields and box are always in its form (an unticked box is simply absent); a choice is
      // posted only by its own button, so Back keeps the one chosen before.
      const choice = asked <= 3;
      if (posted[field] !== undefined || !choice) answers[field] = (posted[field] ?? '').slice(0, field === 'comments' ? 5000 : 500);
    }
  }
  const stay = (errors: Record<string, string>, message = ''): EnquiryOutcome => ({ sent: false, step: asked, draft: { answers, errors, message } });
  const goTo = (step: number): EnquiryOutcome => ({ sent: false, step, draft: { answers, errors: {}, message: '' } });

  if (posted.nav === 'back') return goTo(Math.max(asked - 1, 1));

  if (asked < stepCount) {
    const errors: Record<string, string> = {};
    for (const field of enquirySteps[asked].fields) {
      const problem = problemWith(field, answers[field]);
      if (problem && !errors[field]) errors[field] = problem;
    }
    return Object.keys(errors).length ? stay(errors) : goTo(asked + 1);
  }

  const form = formFromFields(answers);
  if (asked === stepCount) {
    // The wizard's order: e-mail required, e-mail check, phone required, phone check.
    const { email, phone } = toRequest(form);
    const emailProblem = problemWith('email', email) ?? ((await calls.emailRefused(email)) ? messages.emailInvalid : undefined);
    const phoneProblem = problemWith('phone', phone) ?? ((await calls.phoneRefused(phone)) ? messages.phoneInvalid : undefined);
    const errors = { ...(emailProblem && { email: emailProblem }), ...(phoneProblem && { phone: phoneProblem }) };
    return Object.keys(errors).length ? stay(errors) : goTo(checkStep);
  }

  const request = enquiryRequestSchema.safeParse(toRequest(form));
  if (!request.success) return stay({}, request.error.issues[0]?.message ?? messages.generic);
  const refused = await calls.send(request.data);
  return refused === undefined ? { sent: true } : stay({}, refused);
}
