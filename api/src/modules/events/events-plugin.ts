import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
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
  let running: Promise<number> | undefined;
  const sendReminders = () => (running ??= sendDueReminders(deps).finally(() => (running = undefined)));
  app.decorate('events', { deps, sendReminders });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void sendReminders().catch((error: unknown) =>
          app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'events: cannot queue the reminders; trying again'),
        ),
      reminderPollMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(eventsPlugin, { name: 'events', dependencies: ['database', 'clock', 'mailer', 'mail-queue'] });
