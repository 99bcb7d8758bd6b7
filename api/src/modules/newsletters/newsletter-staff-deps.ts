import type { FastifyInstance } from 'fastify';
import { staffDeps } from '../staff';
import type { NewsletterStaffDeps } from './newsletters.staff';

/** The staff newsletters' dependencies as the app has them. */
export const newsletterStaffDeps = (app: FastifyInstance): NewsletterStaffDeps => ({
  ...staffDeps(app),
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  unsubscribeKey: () => app.newsletters.unsubscribeKey(),
  kick: () => app.newsletters.kick(),
});
