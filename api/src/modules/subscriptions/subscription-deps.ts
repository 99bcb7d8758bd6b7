import type { FastifyInstance } from 'fastify';
import { newsletterMessages, messages } from '@tenants/shared/model';
import type { SubscriptionDeps } from './subscriptions.service';

/**
 * The answers: one sentence each, the same for every address, so that whoever types an address never learns
 * whether it is already subscribed. The footer's is the spec's "Thank you, you are now subscribed!" alone
 * (not joined to a second sentence telling the opposite); the consent line under the form says beforehand
 * that a link comes to confirm the address.
 */
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
