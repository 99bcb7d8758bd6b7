import type { FastifyInstance } from 'fastify';
import type { DonationDeps } from './donation.service';

/** The donation's service dependencies as the app has them (its routes hand them in). */
export const donationDeps = (app: FastifyInstance): DonationDeps => ({
  db: app.database.db,
  payments: app.payments,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  validation: app.validation,
  now: () => app.now(),
});
