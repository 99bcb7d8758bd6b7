import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from './account.service';

/** The account's service dependencies as the app has them (its routes hand them in). */
export const accountDeps = (app: FastifyInstance): AccountDeps => ({
  db: app.database.db,
  counters: app.counters,
  limits: app.limits,
  passwords: app.passwords,
  validation: app.validation,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  now: () => app.now(),
});
