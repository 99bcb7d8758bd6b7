import type { FastifyInstance } from 'fastify';
import { newsletterMessages, messages } from '@tenants/shared/model';
import type { SubscriptionDeps } from './subscriptions.service';

/** The answers: the same whether the address was new, waiting or already confirmed (no one learns which). */
export const subscribed = {
  newsletter: { success: true as const, message: newsletterMessages.newsletterThanks },
  broadcast: { success: true as const, message: newsletterMessages.broadcastThanks },
  whatsapp: { success: true as const, message: messages.newsletterThanks },
};

export const subscriptionDeps = (app: FastifyInstance): SubscriptionDeps => ({
  db: app.database.db,
  validation: app.validation,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  now: () => app.now(),
});
