import { enquiryTypes, leaseHeldOptions, rentBands } from '@tenants/shared/core';

/** The wizard's seven steps, in order (docs/product/enquiry.md "Enquiry wizard"). */
export const stepCount = 7;

export interface Choice<V> {
  label: string;
  value: V;
}

export const choiceSteps = {
  1: { question: 'Which service are you interested in?', field: 'type', choices: enquiryTypes.map((t) => ({ label: t, value: t })) },
  2: { question: 'How much is your annual rent?', field: 'annual_rent', choices: rentBands.map((b) => ({ label: b, value: b })) },
  3: { question: 'Is your lease held in a Ltd company?', field: 'isLeaseHeld', choices: leaseHeldOptions.map((o) => ({ label: o.label, value: o.value })) },
} as const;

export const questions: Record<number, string> = {
  1: choiceSteps[1].question,
  2: choiceSteps[2].question,
  3: choiceSteps[3].question,
  4: 'Where are you located?',
  5: 'Please tell us more about your business concerns:',
  6: "That's great! Now please tell us a little more about you...",
  7: 'How can we contact you?',
};

/** Choice steps move on by themselves this long after an option is picked (docs/product/enquiry.md). */
export const autoAdvanceMs = 500;
