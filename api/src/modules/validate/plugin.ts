import { Resolver } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ValidationConfig } from './validate.config';
import { createValidationService, type DnsResolver, type ValidationService } from './validation.service';

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
  const validation = createValidationService(opts.config, { resolver, log: app.log });
  app.decorate('validation', validation);
  if (opts.config.dnsCheck) {
    app.healthChecks.push({
      name: 'dns',
      critical: false,
      // Unusable: e-mail domains go unchecked (addresses count as valid) until it answers again.
      run: async () => ({ status: validation.dnsState() === 'unusable' ? 'down' : 'up', state: validation.dnsState() }),
    });
  }
  // Probed at start, not at the first visitor's check, so an unusable DNS shows in the log at once; not
  // awaited: a DNS that hangs must not hold up the start (the first check waits for the same probe).
  app.addHook('onReady', async () => {
    void validation.probeDns();
  });
}

export default fp(validationPlugin, { name: 'validation', dependencies: ['health-checks'] });
