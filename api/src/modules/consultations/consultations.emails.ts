import type { LetterWriter } from '../../mail/templates';

/** What every consultation mail names. */
export interface ConsultationLetter {
  firstname: string;
  topic: string;
  /** "Tuesday, 3 March 2026, 10:00 to 10:30 GMT". */
  when: string;
  adviser: string;
}

/** The consultation's mails; a confirmed, moved or cancelled time carries an `.ics` (consultations.service.ts adds it). */
export const consultationEmails = ({ render, hello, context: ctx }: LetterWriter) => {
  const details = (c: ConsultationLetter): Array<[string, string]> => [
    ['Topic', c.topic],
    ['When', c.when],
    ['Adviser', c.adviser],
  ];
  const account = { label: 'See it in your account', url: `${ctx.siteUrl}/login` };
  return {
    consultationConfirmed: (c: ConsultationLetter) =>
      render({
        subject: `Your free consultation is confirmed – ${ctx.brand.product}`,
        greeting: hello(c.firstname),
        paragraphs: [
          `Your free 30-minute consultation with ${c.adviser} is confirmed. The adviser will call you on the phone number in your account.`,
          'The attached invitation adds it to your calendar.',
        ],
        details: details(c),
        action: account,
      }),
    consultationRescheduled: (c: ConsultationLetter & { reason: string }) =>
      render({
        subject: `Your free consultation has moved – ${ctx.brand.product}`,
        greeting: hello(c.firstname),
        paragraphs: ['We have had to move your free consultation to a new time.', c.reason, 'The attached invitation updates your calendar.'],
        details: details(c),
        action: account,
      }),
    consultationCancelled: (c: ConsultationLetter & { reason: string }) =>
      render({
        subject: `Your free consultation is cancelled – ${ctx.brand.product}`,
        greeting: hello(c.firstname),
        paragraphs: ['We are sorry: your free consultation has been cancelled.', c.reason, 'You can ask for another from your account.'],
        details: details(c),
        action: account,
      }),
    consultationReminder: (c: ConsultationLetter) =>
      render({
        subject: `Tomorrow: your free consultation – ${ctx.brand.product}`,
        greeting: hello(c.firstname),
        paragraphs: [`A reminder that your free consultation with ${c.adviser} is tomorrow.`],
        details: details(c),
        action: account,
      }),
  };
};
