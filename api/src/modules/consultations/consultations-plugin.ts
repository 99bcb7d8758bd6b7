import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
import { repeatingJob } from '../../plugins/repeating-job';
import { sendDueConsultationReminders, type ConsultationsDeps } from './consultations.service';

declare module 'fastify' {
  interface FastifyInstance {
    consultations: {
      deps: ConsultationsDeps;
      /** Queues the day-before reminders that are due (the timer calls it; tests may). */
      sendReminders(): Promise<number>;
    };
  }
}

const reminderPollMs = 10 * 60 * 1000;

/** The consultations' dependencies and their reminder timer (each reminder claimed once, so instances share it). */
async function consultationsPlugin(app: FastifyInstance, opts: { siteUrl: string; brand: Brand }) {
  const deps: ConsultationsDeps = {
    db: app.database.db,
    mailQueue: app.mailQueue,
    emails: app.mailer.templates,
    now: () => app.now(),
    siteUrl: opts.siteUrl,
    brand: opts.brand,
  };
  const sendReminders = repeatingJob(app, {
    everyMs: reminderPollMs,
    failure: 'consultations: cannot queue the reminders; trying again',
    job: () => sendDueConsultationReminders(deps),
  });
  app.decorate('consultations', { deps, sendReminders });
}

export default fp(consultationsPlugin, { name: 'consultations', dependencies: ['database', 'clock', 'mailer', 'mail-queue'] });
