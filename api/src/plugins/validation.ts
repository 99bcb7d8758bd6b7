import { Resolver } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationConfig } from '../config';
import { createValidationService, type DnsResolver, type ValidationService } from '../validation';

declare module 'fastify' {
  interface FastifyInstance {
    validation: ValidationService;
  }
}

export interface ValidationPluginOptions {
  config: ValidationConfig;
  /** The system's DNS by default; a fake in tests (there is no real DNS there). */
  resolver?: DnsResolver;
}

/** Gives every route `app.validation`, the e-mail and phone checks the validate and form routes share. */
async function validationPlugin(app: FastifyInstance, opts: ValidationPluginOptions) {
  // One try within the configured time: the check must answer a waiting form quickly.
  const resolver = opts.resolver ?? new Resolver({ timeout: opts.config.timeoutMs, tries: 1 });
  app.decorate('validation', createValidationService(opts.config, { resolver, log: app.log }));
}

export default fp(validationPlugin, { name: 'validation' });
