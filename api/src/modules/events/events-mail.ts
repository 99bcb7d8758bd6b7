import { eventPagePath, eventWhen, type Brand } from '@tenants/shared/model';
import type { MailAttachment } from '../../mail/mailer';
import type { QueueMail } from '../../mail/queue-worker';
import type { MailTemplates } from '../../mail/templates';
import type { Member } from '../account/account.tables';
import type { EventLetter } from './events.emails';
import { publicWhere } from './events-view';
import { calendarFile } from './ics';
import type { EventRow } from './events.tables';

/** What the event mails need: the booking, the desk and the reminders each pass their own. */
export interface EventMailDeps {
  emails: MailTemplates;
  now: () => Date;
  siteUrl: string;
  brand: Brand;
}

/** Where, for those booked: the link, or the address. */
const bookedWhere = (event: EventRow) => (event.online ? event.online_url : event.place);

export const letterFor = (event: EventRow, member: Pick<Member, 'firstname'>, booked: boolean): EventLetter => ({
  firstname: member.firstname,
  title: event.title,
  slug: event.slug,
  when: eventWhen(event.starts_at ?? '', event.ends_at ?? ''),
  where: booked ? bookedWhere(event) : publicWhere(event),
});

/** The event's calendar invitation for one member: one UID per event and person, so a CANCEL removes what a REQUEST added. */
export function invitation(
  deps: Pick<EventMailDeps, 'siteUrl' | 'brand' | 'now'>,
  event: EventRow,
  memberId: string,
  method: 'REQUEST' | 'CANCEL',
): MailAttachment {
  const host = new URL(deps.siteUrl).hostname;
  const url = `${deps.siteUrl}${eventPagePath(event.slug)}`;
  const content = calendarFile({
    uid: `event-${event.id}-${memberId}@${host}`,
    stamp: deps.now(),
    start: new Date(event.starts_at ?? 0),
    end: new Date(event.ends_at ?? 0),
    summary: event.title,
    description: `${event.summary ? `${event.summary}\n\n` : ''}${url}`,
    location: bookedWhere(event),
    url,
    sequence: method === 'CANCEL' ? 1 : 0,
    method,
    organizer: { name: deps.brand.product, email: deps.brand.email },
  });
  return { filename: 'event.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

type Kind = 'event-booked' | 'event-waiting' | 'event-place-offered' | 'event-booking-cancelled' | 'event-cancelled' | 'event-reminder';

/** Queues one of the event mails to a member, with the invitation where it has one. */
export async function queueEventMail(
  deps: EventMailDeps,
  queue: QueueMail,
  kind: Kind,
  event: EventRow,
  member: Pick<Member, 'id' | 'firstname' | 'email'>,
  extra: { position?: number; reason?: string } = {},
) {
  const booked = kind !== 'event-waiting';
  const letter = letterFor(event, member, booked);
  const content = {
    'event-booked': () => deps.emails.eventBooked(letter),
    'event-waiting': () => deps.emails.eventWaiting({ ...letter, position: extra.position ?? 1 }),
    'event-place-offered': () => deps.emails.eventPlaceOffered(letter),
    'event-booking-cancelled': () => deps.emails.eventBookingCancelled(letter),
    'event-cancelled': () => deps.emails.eventCancelled({ ...letter, reason: extra.reason ?? '' }),
    'event-reminder': () => deps.emails.eventReminder(letter),
  }[kind]();
  const method = kind === 'event-booking-cancelled' || kind === 'event-cancelled' ? 'CANCEL' : 'REQUEST';
  const attachments = kind === 'event-waiting' ? [] : [invitation(deps, event, member.id, method)];
  await queue(kind, { to: member.email, ...content, attachments });
}
