import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '@tenants/shared/model';
import type { MailConfig } from '../mail/mail.config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Gives every route `app.mailer` (SMTP or the outbox, see mail/mailer.ts); closes its connections with the app. */
async function mailerPlugin(app: FastifyInstance, opts: { config: MailConfig; brand: Brand }) {
  const mailer = createMailer(opts.config, { db: app.database.db, log: app.log, brand: opts.brand });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database'] });
