import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
import { repeatingJob } from '../../plugins/repeating-job';
import { sendDueReminders, type EventsDeps } from './events.service';

declare module 'fastify' {
  interface FastifyInstance {
    events: {
      /** What the events' services need, as this app has them. */
      deps: EventsDeps;
      /** Queues the day-before reminders that are due (the timer calls it; tests may). */
      sendReminders(): Promise<number>;
    };
  }
}

/** How often each instance looks for reminders to send: a reminder goes within this of 24 hours before. */
export const reminderPollMs = 10 * 60 * 1000;

/** The events' dependencies and the reminder timer (each reminder is claimed once, so instances share it). */
async function eventsPlugin(app: FastifyInstance, opts: { siteUrl: string; brand: Brand }) {
  const deps: EventsDeps = {
    db: app.database.db,
    mailQueue: app.mailQueue,
    emails: app.mailer.templates,
    now: () => app.now(),
    siteUrl: opts.siteUrl,
    brand: opts.brand,
  };
  const sendReminders = repeatingJob(app, {
    everyMs: reminderPollMs,
    failure: 'events: cannot queue the reminders; trying again',
    job: () => sendDueReminders(deps),
  });
  app.decorate('events', { deps, sendReminders });
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['database', 'clock', 'mailer', 'mail-queue'] });
