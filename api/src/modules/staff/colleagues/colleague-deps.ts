import type { FastifyInstance } from 'fastify';
import type { ColleagueDeps } from './colleagues.service';

/** The team page's changes' dependencies: the database, the mail queue and the staff letters. */
export const colleagueDeps = (app: FastifyInstance): ColleagueDeps => ({
  db: app.database.db,
  now: () => app.now(),
  mailQueue: app.mailQueue,
  mail: { emails: app.mailer.templates, siteUrl: app.siteUrl },
  letters: app.mailer.templates,
});
