import type { FastifyInstance } from 'fastify';
import type { InvitationDeps } from './invitations.service';

/** The invitations' dependencies as the app has them (their routes hand them in). */
export const invitationDeps = (app: FastifyInstance): InvitationDeps => ({
  db: app.database.db,
  mailQueue: app.mailQueue,
  emails: app.mailer.templates,
  passwords: app.passwords,
  counters: app.counters,
  limits: app.limits,
  siteUrl: app.siteUrl,
  now: () => app.now(),
});
