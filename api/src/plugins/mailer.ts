import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../mail/mail.config';
import type { MailTemplates } from '../mail/templates';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Gives every route `app.mailer` (SMTP or the outbox, see mail/mailer.ts); closes its connections with the app.
 * The e-mails come built from app.ts (mail/product-emails.ts), which alone loads the modules' list.
 */
async function mailerPlugin(app: FastifyInstance, opts: { config: MailConfig; templates: MailTemplates }) {
  const mailer = createMailer(opts.config, { db: app.database.db, log: app.log, templates: opts.templates });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database'] });
