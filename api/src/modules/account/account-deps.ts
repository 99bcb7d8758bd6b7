import type { FastifyInstance } from 'fastify';
import type { AccountDataDeps } from './account-data.service';
import type { AccountDeps } from './account.service';
import type { AccountDetailsDeps } from './account-details.service';

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

/** The member's own data routes' dependencies. */
export const accountDataDeps = (app: FastifyInstance): AccountDataDeps => ({
  db: app.database.db,
  counters: app.counters,
  limits: app.limits,
  deployDir: app.telemetry.deployDir,
  passwords: app.passwords,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  now: () => app.now(),
});

/** The member's own details routes' dependencies. */
export const accountDetailsDeps = (app: FastifyInstance): AccountDetailsDeps => ({
  db: app.database.db,
  counters: app.counters,
  limits: app.limits,
  passwords: app.passwords,
  validation: app.validation,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  now: () => app.now(),
});
