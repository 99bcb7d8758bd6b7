import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time for anything that expires (sessions, reset links, download links). */
    now(): Date;
  }
}

/** The app's clock: the system's by default; tests hand in their own to move time forward. */
async function clockPlugin(app: FastifyInstance, opts: { now?: () => Date }) {
  app.decorate('now', opts.now ?? (() => new Date()));
}

export default fp(clockPlugin, { name: 'clock' });
