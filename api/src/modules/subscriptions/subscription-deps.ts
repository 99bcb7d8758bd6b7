import type { FastifyInstance } from 'fastify';
import { messages } from '@tenants/shared/model';
import type { SubscriptionDeps } from './subscriptions.service';

/** Every list's answer: subscribing twice is a success too. */
export const subscribed = { success: true as const, message: messages.newsletterThanks };

export const subscriptionDeps = (app: FastifyInstance): SubscriptionDeps => ({ db: app.database.db, validation: app.validation, now: () => app.now() });
