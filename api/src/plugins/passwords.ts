import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PasswordHashingConfig } from '../config/core';
import { createPasswordHasher, type PasswordHasher } from '../security/password';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

/** Gives the account routes `app.passwords`: scrypt on its own worker pool, stopped with the app. */
async function passwordsPlugin(app: FastifyInstance, opts: { config: PasswordHashingConfig }) {
  const hasher = createPasswordHasher(opts.config);
  app.decorate('passwords', hasher);
  app.addHook('onClose', async () => hasher.close());
}

export default fp(passwordsPlugin, { name: 'passwords' });
