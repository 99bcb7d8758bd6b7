import { eventPagePath } from '@tenants/shared/model';
import type { LetterWriter } from '../../mail/templates';

/** What every event mail names: the event as the member reads it. */
export interface EventLetter {
  firstname: string;
  title: string;
  slug: string;
  /** "Tuesday, 3 March 2026, 18:00 to 20:00 GMT". */
  when: string;
  /** The address, or the online link, for those booked. */
  where: string;
}

const calendarNote = 'The attached invitation adds it to your calendar.';

/** The events' mails; each booking mail carries an `.ics` (events-mail.ts adds it). */
export const eventEmails = ({ render, hello, context: ctx }: LetterWriter) => {
  const details = (event: EventLetter): Array<[string, string]> => [
    ['Event', event.title],
    ['When', event.when],
    ['Where', event.where],
  ];
  const action = (event: EventLetter) => ({ label: 'See the event', url: `${ctx.siteUrl}${eventPagePath(event.slug)}` });
  return {
    eventBooked: (event: EventLetter) =>
      render({
        subject: `Your place is booked: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [
          `Your place at ${event.title} is booked.`,
          calendarNote,
          'If you cannot come, please give your place back on the event page: someone on the waiting list will get it.',
        ],
        details: details(event),
        action: action(event),
      }),
    eventWaiting: (event: EventLetter & { position: number }) =>
      render({
        subject: `You are on the waiting list: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [
          `${event.title} is full, so you are number ${event.position} on the waiting list.`,
          'If a place comes free it is yours: we will e-mail you straight away with the details.',
        ],
        details: details({ ...event, where: event.where }),
        action: action(event),
      }),
    eventPlaceOffered: (event: EventLetter) =>
      render({
        subject: `A place has come free for you: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [
          `A place at ${event.title} has come free and, as first on the waiting list, it is now yours: it is booked in your name.`,
          calendarNote,
          'If you can no longer come, please give the place back on the event page so the next person can have it.',
        ],
        details: details(event),
        action: action(event),
      }),
    eventBookingCancelled: (event: EventLetter) =>
      render({
        subject: `Your place is cancelled: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [
          `You gave back your place at ${event.title}. The attached file takes it out of your calendar.`,
          'You can book again on the event page while places remain.',
        ],
        details: details(event),
        action: action(event),
      }),
    eventCancelled: (event: EventLetter & { reason: string }) =>
      render({
        subject: `Cancelled: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [`We are sorry: ${event.title} has been cancelled.`, event.reason, 'The attached file takes it out of your calendar.'],
        details: details(event),
      }),
    // Staff's own words to those booked or waiting; the event's details under them so the reader knows which.
    eventMessage: (event: EventLetter & { subject: string; message: string }) =>
      render({
        subject: event.subject,
        greeting: hello(event.firstname),
        paragraphs: event.message
          .split(/\r?\n\s*\r?\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        details: details(event),
        action: action(event),
      }),
    eventReminder: (event: EventLetter) =>
      render({
        subject: `Tomorrow: ${event.title}`,
        greeting: hello(event.firstname),
        paragraphs: [
          `A reminder that ${event.title} is tomorrow.`,
          'If you can no longer come, please give your place back on the event page so someone on the waiting list can have it.',
        ],
        details: details(event),
        action: action(event),
      }),
  };
};
