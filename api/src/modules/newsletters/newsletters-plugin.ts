import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../mail/mail.config';
import { markBounced, unsubscribeKey } from '../subscriptions/consent.service';
import { newsletterDelivery, queueDueNewsletters } from './newsletter-sender';

declare module 'fastify' {
  interface FastifyInstance {
    newsletters: {
      /** The unsubscribe links' key (UNSUBSCRIBE_SECRET, or the one kept in the database), read once. */
      unsubscribeKey(): Promise<string>;
      /** Queues every due newsletter now (the timer calls it; a test and a "send now" may): gives how many copies. */
      runDue(): Promise<number>;
      /** Runs the due newsletters now, in the background. */
      kick(): void;
    };
  }
}

/**
 * Newsletters' sending in each instance: the timer that queues scheduled ones when due (every
 * MAIL_QUEUE_POLL_MS; the claim is atomic, so several instances share it safely), the mail queue's
 * rendering of each copy, and hard bounces marking the address on every list.
 */
async function newslettersPlugin(app: FastifyInstance, opts: { config: MailConfig }) {
  let key: Promise<string> | undefined;
  const keyOf = () => {
    key ??= unsubscribeKey(app.database.db, opts.config.unsubscribeSecret, app.now()).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  let stopping = false;
  const deps = { db: app.database.db, log: app.log, now: () => app.now(), unsubscribeKey: keyOf, stopping: () => stopping };
  let running: Promise<number> | undefined;
  const runDue = () => {
    // One pass at a time in this instance; other instances are kept apart by the claim.
    running ??= queueDueNewsletters(deps).finally(() => {
      running = undefined;
      if (!stopping) app.mailQueue.kick();
    });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    void runDue().catch((error: unknown) =>
      app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'newsletters: cannot queue the due ones; trying again'),
    );

  app.decorate('newsletters', { unsubscribeKey: keyOf, runDue, kick: tick });
  app.mailQueue.handle(
    'newsletter',
    newsletterDelivery({ ...deps, emails: app.mailer.templates, siteUrl: opts.config.siteUrl, mailto: opts.config.unsubscribeMailto }),
  );
  app.mailQueue.onHardBounce((address) => markBounced(app.database.db, address, app.now()));
  app.addHook('onReady', async () => {
    timer = setInterval(tick, opts.config.queue.pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
}

export default fp(newslettersPlugin, { name: 'newsletters', dependencies: ['database', 'mailer', 'mail-queue', 'clock'] });
