import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
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
  let running: Promise<number> | undefined;
  const sendReminders = () => (running ??= sendDueConsultationReminders(deps).finally(() => (running = undefined)));
  app.decorate('consultations', { deps, sendReminders });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void sendReminders().catch((error: unknown) =>
          app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'consultations: cannot queue the reminders; trying again'),
        ),
      reminderPollMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(consultationsPlugin, { name: 'consultations', dependencies: ['database', 'clock', 'mailer', 'mail-queue'] });
