import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailQueueConfig } from '../mail/mail.config';
import { createMailQueue, type MailQueue } from '../mail/queue-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where routes put their mail, in the transaction of the row it reports (see mail/queue-worker.ts). */
    mailQueue: MailQueue;
  }
}

/** Mail older than this still waiting means the mail server has been failing for a while. */
const stuckAfterMs = 15 * 60 * 1000;

/**
 * Gives the routes `app.mailQueue` and runs its worker while the app runs: started when the app is
 * ready, stopped at close after the deliveries under way (and before the database closes: onClose hooks
 * run in reverse order of registration).
 */
async function mailQueuePlugin(app: FastifyInstance, opts: { config: MailQueueConfig }) {
  const queue = createMailQueue({
    db: app.database.db,
    dialect: app.database.dialect,
    send: (mail) => app.mailer.send(mail),
    config: opts.config,
    log: app.log,
    now: () => app.now(),
  });
  app.decorate('mailQueue', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());

  app.healthChecks.push({
    name: 'mailQueue',
    critical: false,
    async run() {
      const depth = await queue.depth();
      const waitedMs = depth.oldestPendingAt ? app.now().getTime() - Date.parse(depth.oldestPendingAt) : 0;
      return { status: waitedMs > stuckAfterMs ? 'down' : 'up', ...depth };
    },
  });
}

export default fp(mailQueuePlugin, { name: 'mail-queue', dependencies: ['database', 'mailer', 'clock', 'health-checks'] });
